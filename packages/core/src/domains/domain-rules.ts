import { DOMAIN_MAX, DOMAIN_MESSAGES as M, SUBDOMAIN_MAX, SUBDOMAIN_MIN } from './domain-messages';

/**
 * Portal domains' pure rules (docs/decisions/029-portal-domains.md): which subdomains a workspace
 * may claim, which hosts it may connect, and the DNS records that connect one.
 */

/**
 * Names no workspace may claim: the product's own hosts, the plan prefixes (the plan comes from the
 * host's first label), mail and infrastructure names, and words that would pass for the product.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'app',
  'api',
  'admin',
  'mail',
  'try',
  'start',
  'pro',
  'launch',
  'portal',
  'portals',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'static',
  'assets',
  'cdn',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'mx',
  'dev',
  'test',
  'staging',
  'billing',
  'login',
  'signin',
  'signup',
  'auth',
  'account',
  'accounts',
  'dashboard',
  'bloom',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'root',
  'localhost',
]);

/** Why `slug` cannot be claimed, or null when it can (uniqueness is the server's check). */
export function subdomainProblem(slug: string): string | null {
  if (slug.length === 0) return M.subdomainRequired;
  if (slug.length < SUBDOMAIN_MIN || slug.length > SUBDOMAIN_MAX) return M.subdomainLength;
  if (!/^[a-z0-9-]+$/.test(slug)) return M.subdomainChars;
  if (slug.startsWith('-') || slug.endsWith('-')) return M.subdomainHyphenEdge;
  if (RESERVED_SUBDOMAINS.has(slug)) return M.subdomainReserved(slug);
  return null;
}

/** A subdomain as typed: trimmed and lower-cased (the rules above then apply). */
export const normalizeSubdomain = (input: string) => input.trim().toLowerCase();

/** One DNS label: 1–63 letters, digits and hyphens, no hyphen at either end. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters, or an internationalised one in its xn-- form. */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Endings for local networks, tests and documentation (RFC 2606, 6761, 6762, 8375), never public. */
const NOT_PUBLIC = ['localhost', 'local', 'internal', 'invalid', 'test', 'example', 'arpa', 'lan', 'home', 'corp'];

/** The WHATWG URL parser, which browsers and Node both have (core sees neither's types). */
declare const URL: new (input: string) => { hostname: string };

/** Characters no host carries: a URL parser would read them as a user, path, query or escape. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const NOT_IN_HOST = /[\s/\\@?#%\u0000-\u001f\u007f]/;

/**
 * A host in the one spelling we store and compare (Host headers, TLS asks, domain claims, links):
 * lower case, an internationalised name in its xn-- form, without the port, and without the one
 * trailing dot of a fully qualified name (`Acme.Portals.Example.com.:443` →
 * `acme.portals.example.com`). Null when it is no host at all. Every path that decides which
 * workspace a host belongs to goes through here, so no spelling of a portal host reaches the
 * owner app.
 */
export function canonicalHost(input: string): string | null {
  const host = input.trim();
  if (host.length === 0 || host.length > 300 || NOT_IN_HOST.test(host)) return null;
  let hostname: string;
  try {
    // The WHATWG URL parser lower-cases, applies IDNA (punycode) and takes the port off.
    hostname = new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return name.length > 0 ? name : null;
}

/**
 * A host as the owner typed or pasted it: trimmed, without a scheme, path or trailing dot, in
 * canonicalHost's spelling (`https://Portal.Studio.com/` → `portal.studio.com`). A port is kept,
 * so that the rules below can say so.
 */
export function normalizeHost(input: string): string {
  const typed = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '');
  if (/:\d*$/.test(typed) && !typed.endsWith(']')) return typed;
  return canonicalHost(typed) ?? typed.replace(/\.$/, '');
}

/** Whether `host` is a well-formed DNS name of at least two labels with a real-looking TLD. */
export function isDnsName(host: string): boolean {
  const labels = host.split('.');
  return (
    host.length <= DOMAIN_MAX && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels.at(-1)!)
  );
}

/** `host` is `parent` or a name under it. */
export const isUnder = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

export interface OwnHosts {
  /** PORTAL_BASE_DOMAIN, when subdomains are on. */
  baseDomain?: string | undefined;
  /** The product's own host (PUBLIC_URL's, else the request's), without a port. */
  appHost?: string | undefined;
}

/**
 * Why `host` (normalized) cannot be a workspace's custom domain, or null when it can: a public
 * DNS name of two labels or more, not an IP address, not under the product's own hosts.
 */
export function customDomainProblem(host: string, own: OwnHosts = {}): string | null {
  if (host.length === 0) return M.domainRequired;
  if (host.length > DOMAIN_MAX) return M.domainTooLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: anything outside printable ASCII
  if (/[^\x00-\x7f]/.test(host)) return M.domainUnicode;
  const ipv6 = host.startsWith('[') || (host.includes(':') && /^[0-9a-f:.]+$/.test(host) && host.split(':').length > 2);
  if (ipv6 || /^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(host)) return M.domainIp;
  if (/:\d*$/.test(host)) return M.domainPort;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return M.domainInvalid;
  if (labels.length < 2) return M.domainNeedsDot;
  const tld = labels.at(-1)!;
  if (/^\d+$/.test(tld)) return M.domainIp;
  if (NOT_PUBLIC.includes(tld)) return M.domainNotPublic;
  if (!TLD.test(tld)) return M.domainInvalid;
  for (const parent of [own.baseDomain, own.appHost]) {
    if (parent && isUnder(host, parent.toLowerCase())) return M.domainOurs;
  }
  return null;
}

/** The TXT record's name: `_bloom-challenge.{host}`. */
export const challengeName = (host: string) => `_bloom-challenge.${host}`;

export interface DnsRecordSpec {
  type: 'CNAME' | 'TXT';
  /** The full name the record is created at. */
  name: string;
  /** What it must hold. */
  value: string;
}

/** The two records an owner creates: the host as a CNAME of the product's host, and the challenge TXT. */
export function domainRecords(host: string, target: string, token: string): [DnsRecordSpec, DnsRecordSpec] {
  return [
    { type: 'CNAME', name: host, value: target },
    { type: 'TXT', name: challengeName(host), value: token },
  ];
}
