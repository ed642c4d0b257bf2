import { lookup as dnsLookup } from 'node:dns/promises';
import { addressRefusal, bareHost, isLoopbackAddress, isLoopbackName, parseAddress } from './address-policy';

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

/** The address rules live in address-policy.ts, shared with the check when an endpoint is saved. */
export { addressRefusal } from './address-policy';

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
  // The WHATWG parser has already rewritten 0x7f.1, 2130706433, %31… and ::127.0.0.1 to canonical forms.
  const hostname = bareHost(url);
  if (policy.isProduction && isLoopbackName(hostname))
    return { ok: false, reason: `refused: ${hostname} names this machine` };
  let addresses: ResolvedAddress[];
  const literal = parseAddress(hostname);
  if (literal) {
    addresses = [{ address: hostname, family: literal.kind() === 'ipv6' ? 6 : 4 }];
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
    const local = addresses.every(({ address }) => isLoopbackAddress(address));
    if (policy.isProduction || !local)
      return { ok: false, reason: 'refused: plain http:// is only allowed to loopback outside production' };
  }
  return { ok: true, target: { url, hostname, addresses } };
}
