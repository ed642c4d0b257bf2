import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** One resolved address of a host, as `dns.lookup(host, { all: true })` answers. */
export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to every address (injectable: tests stub what a name resolves to). */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface TargetPolicy {
  /** Production: public addresses only, https only. Elsewhere loopback (and http to it) too. */
  isProduction: boolean;
  lookup?: LookupAll;
}

/** Where one delivery connects: the URL as given, and the addresses vetted for it just now. */
export interface DeliveryTarget {
  url: URL;
  /** The host name without IPv6 brackets (SNI and Host keep it). */
  hostname: string;
  addresses: ResolvedAddress[];
}

export type TargetResult = { ok: true; target: DeliveryTarget } | { ok: false; reason: string };

/** Cloud instance-metadata services, named apart in the refusal (also covered by their ranges). */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/**
 * Why an address may not be delivered to ('a loopback address'…), or null when it may.
 * Only ordinary public (unicast)
 * addresses in production, plus loopback elsewhere so it can be tried on one's own machine.
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries; the other
 * special ranges (private, link-local, CGNAT, multicast, unspecified, reserved, broadcast,
 * unique-local, 6to4/Teredo/NAT64 that embed an IPv4 address) are refused.
 */
export function addressRefusal(address: string, isProduction: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = ipaddr.process(address);
  const normal = ip.toNormalizedString();
  if (METADATA.has(normal) || METADATA.has(ip.toString())) return 'a cloud metadata address';
  const range = ip.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && !isProduction) return null;
  return `a ${range} address`;
}

/**
 * Resolves the URL's host now (at every attempt: a name that pointed at a public address when the
 * endpoint was saved may point inside the network today) and vets every address it resolves to;
 * one bad address refuses the whole target. The delivery then connects to these addresses, not
 * to a second lookup's.
 */
export async function resolveDeliveryTarget(rawUrl: string, policy: TargetPolicy): Promise<TargetResult> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'the URL is not valid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'only https URLs' };
  if (url.username || url.password) return { ok: false, reason: 'the URL carries credentials' };
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(hostname)) {
    addresses = [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.lookup ?? systemLookup)(hostname);
    } catch (err) {
      return { ok: false, reason: `${hostname} did not resolve (${(err as { code?: string }).code ?? 'error'})` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `${hostname} did not resolve` };
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy.isProduction);
    if (refusal) return { ok: false, reason: `refused: ${hostname} resolves to ${refusal} (${address})` };
  }
  if (url.protocol === 'http:') {
    // Plain http only to this machine while trying things out: never over a network, never in production.
    const local = addresses.every(({ address }) => ipaddr.process(address).range() === 'loopback');
    if (policy.isProduction || !local)
      return { ok: false, reason: 'refused: plain http:// is only allowed to loopback outside production' };
  }
  return { ok: true, target: { url, hostname, addresses } };
}
