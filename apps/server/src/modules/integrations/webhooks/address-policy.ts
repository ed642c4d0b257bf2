import ipaddr from 'ipaddr.js';

/**
 * The one judge of where a webhook may be delivered, used when an endpoint is saved
 * (webhook-endpoints/endpoint-url.ts) and again at every delivery attempt (ssrf.ts).
 *
 * Only ordinary public unicast addresses pass; loopback passes too outside production. An IPv6
 * address that carries an IPv4 one (IPv4-mapped, IPv4-compatible, IPv4-translated, NAT64, 6to4,
 * Teredo) is judged by that IPv4 address: `ipaddr.js` calls `::7f00:1` (`::127.0.0.1`) "unicast",
 * yet a tunnel or translator on the path can deliver it to 127.0.0.1.
 */

/** What an address is: 'public', 'loopback' or the name of a refused range ('private'…). */
export interface AddressClass {
  range: string;
  /** The IPv6 wrapper the judged IPv4 address came in ('a 6to4 address'…), when it did. */
  via: string | null;
  /** The address judged (the embedded IPv4 one, when there is one), normalised. */
  judged: string;
}

/** Cloud instance-metadata services, named apart in the refusal (also covered by their ranges). */
const METADATA = new Set(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254']);

const v4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

function classifyV4(ip: ipaddr.IPv4, via: string | null): AddressClass {
  const judged = ip.toString();
  if (METADATA.has(judged)) return { range: 'cloud metadata', via, judged };
  const range = ip.range();
  // ipaddr's IPv4 table is the IANA special-purpose one; anything in it is refused.
  return { range: range === 'unicast' ? 'public' : range, via, judged };
}

/** An IPv6 address carrying two IPv4 ones (Teredo): refused as soon as either is not public. */
function worseOf(a: AddressClass, b: AddressClass): AddressClass {
  return a.range !== 'public' ? a : b;
}

function classifyV6(ip: ipaddr.IPv6): AddressClass {
  const w = ip.parts;
  const zero = (from: number, to: number) => w.slice(from, to).every((part) => part === 0);
  const judged = ip.toNormalizedString();
  if (zero(0, 6)) {
    if (w[6] === 0 && w[7] === 0) return { range: 'unspecified', via: null, judged: '::' };
    if (w[6] === 0 && w[7] === 1) return { range: 'loopback', via: null, judged: '::1' };
    // ::a.b.c.d, deprecated IPv4-compatible (`::127.0.0.1` is written `::7f00:1`).
    return classifyV4(v4Of(w[6] as number, w[7] as number), 'an IPv4-compatible address');
  }
  // ::ffff:a.b.c.d: the socket connects to the IPv4 address itself, so it is that address (no wrapper).
  if (zero(0, 5) && w[5] === 0xffff) return classifyV4(v4Of(w[6] as number, w[7] as number), null);
  // ::ffff:0:a.b.c.d (RFC 6145 IPv4-translated).
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0)
    return classifyV4(v4Of(w[6] as number, w[7] as number), 'an IPv4-translated address');
  if (w[0] === 0x64 && w[1] === 0xff9b) {
    // 64:ff9b::/96, the well-known NAT64 prefix: the translator connects to the last 32 bits.
    if (zero(2, 6)) return classifyV4(v4Of(w[6] as number, w[7] as number), 'a NAT64 address');
    // 64:ff9b:1::/48 is for a network's own translators (RFC 8215): inside by definition.
    if (w[2] === 1) return { range: 'local-use NAT64', via: null, judged };
  }
  // 2002:AABB:CCDD::/48, 6to4: the relay sends to AA.BB.CC.DD.
  if (w[0] === 0x2002) return classifyV4(v4Of(w[1] as number, w[2] as number), 'a 6to4 address');
  // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC, Teredo: server in bits 32-63, client inverted in the last 32.
  if (w[0] === 0x2001 && w[1] === 0) {
    const server = classifyV4(v4Of(w[2] as number, w[3] as number), 'a Teredo address');
    const client = classifyV4(v4Of(~(w[6] as number) & 0xffff, ~(w[7] as number) & 0xffff), 'a Teredo address');
    return worseOf(client, server);
  }
  if (METADATA.has(judged) || METADATA.has(ip.toString())) return { range: 'cloud metadata', via: null, judged };
  const range = ip.range();
  if (range !== 'unicast') return { range, via: null, judged };
  // Only 2000::/3 is handed out as global unicast; the rest of the space is reserved.
  if ((w[0] as number) >> 13 !== 1) return { range: 'reserved', via: null, judged };
  return { range: 'public', via: null, judged };
}

/**
 * Reads an address literal as a URL host is read (WHATWG), so every spelling (0x7f.1, 2130706433,
 * ::127.0.0.1) lands on one canonical form before ipaddr.js sees it: ipaddr.js alone reads
 * `::127.0.0.1` as `::ffff:127.0.0.1`, which is another address. Null for a name or garbage.
 */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  // Only what an address is written with: nothing that could make the URL below mean another host.
  if (!/^[0-9a-z.:]+$/i.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text.includes(':') ? `[${text}]` : text}/`).hostname;
  } catch {
    return null;
  }
  if (host.startsWith('[')) return ipaddr.IPv6.parse(host.slice(1, -1));
  return ipaddr.IPv4.isValidFourPartDecimal(host) ? ipaddr.IPv4.parse(host) : null;
}

/** Classifies an IP address literal; null when it is not one (a host name). */
export function classifyAddress(address: string): AddressClass | null {
  const ip = parseAddress(address);
  if (!ip) return null;
  return ip.kind() === 'ipv4' ? classifyV4(ip as ipaddr.IPv4, null) : classifyV6(ip as ipaddr.IPv6);
}

/**
 * The machine itself: 127.0.0.0/8, ::1 and ::ffff:127.x. A loopback address inside a tunnel or
 * translator's prefix is not: it reaches whatever machine sits at the other end.
 */
export function isLoopbackAddress(address: string): boolean {
  const found = classifyAddress(address);
  return found?.range === 'loopback' && found.via === null;
}

/**
 * Why an address may not be delivered to ('a loopback address'…), or null when it may: public
 * unicast, plus loopback outside production so it can be tried on one's own machine.
 */
export function addressRefusal(address: string, isProduction: boolean): string | null {
  const found = classifyAddress(address);
  if (!found) return 'not an IP address';
  if (found.range === 'public') return null;
  if (!isProduction && isLoopbackAddress(address)) return null;
  const what = `a ${found.range} address`;
  return found.via ? `${what} (${found.judged}) carried in ${found.via}` : what;
}

/** A host name for this machine: localhost and *.localhost (RFC 6761), with or without a final dot. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The host of a parsed URL as a bare address or name: `[::1]` → `::1`. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
