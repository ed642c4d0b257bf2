import { Resolver } from 'node:dns/promises';
import { challengeName, type DnsLookup, type DomainDnsAnswers } from '@bloom/core';

/**
 * The DNS lookups a domain check makes, behind an interface so tests answer from a stub. The
 * default is the system's resolver (`node:dns/promises`) with a timeout on every lookup.
 */
export interface DnsResolver {
  resolveCname(name: string): Promise<string[]>;
  resolveTxt(name: string): Promise<string[][]>;
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/** How long one lookup may take before it counts as no answer. */
export const DNS_TIMEOUT_MS = 5000;

/** A lookup that takes longer than `ms` fails with ETIMEOUT (the resolver's own timeout is per try). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The system's resolver, each lookup cut off after `timeoutMs`. */
export function systemDnsResolver(timeoutMs = DNS_TIMEOUT_MS): DnsResolver {
  const resolver = new Resolver({ timeout: Math.ceil(timeoutMs / 2), tries: 2 });
  return {
    resolveCname: (name) => withTimeout(resolver.resolveCname(name), timeoutMs),
    resolveTxt: (name) => withTimeout(resolver.resolveTxt(name), timeoutMs),
    resolve4: (name) => withTimeout(resolver.resolve4(name), timeoutMs),
    resolve6: (name) => withTimeout(resolver.resolve6(name), timeoutMs),
  };
}

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** A resolver's error as core reads it: no record of the type, no such name, or no answer. */
function failure(err: unknown): DnsLookup<never> {
  const code = codeOf(err);
  if (code === 'ENODATA') return { kind: 'no-record' };
  if (code === 'ENOTFOUND') return { kind: 'no-domain' };
  return { kind: 'failed' };
}

const dnsName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
const MAX_HOPS = 8;

/** The CNAME chain from `host`, hop by hop, stopping at `target`, a loop or 8 hops. */
async function cnameChain(resolver: DnsResolver, host: string, target: string): Promise<DnsLookup<string[]>> {
  const chain: string[] = [];
  let name = host;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    let next: string[];
    try {
      next = await resolver.resolveCname(name);
    } catch (err) {
      // Past the first hop, no CNAME means the chain ended there.
      return chain.length > 0 ? { kind: 'answer', values: chain } : failure(err);
    }
    const value = next[0] ? dnsName(next[0]) : undefined;
    if (!value || chain.includes(value)) break;
    chain.push(value);
    if (value === dnsName(target)) break;
    name = value;
  }
  return chain.length > 0 ? { kind: 'answer', values: chain } : { kind: 'no-record' };
}

async function addressesOf(resolver: DnsResolver, name: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    resolver.resolve4(name).catch(() => []),
    resolver.resolve6(name).catch(() => []),
  ]);
  return [...v4, ...v6];
}

/** What DNS says now about `host`'s two records (core's verifyDomainDns compares it). */
export async function lookupDomainDns(resolver: DnsResolver, host: string, target: string): Promise<DomainDnsAnswers> {
  const [cname, txt] = await Promise.all([
    cnameChain(resolver, host, target),
    resolver
      .resolveTxt(challengeName(host))
      .then((values): DnsLookup<string[][]> => ({ kind: 'answer', values }), failure),
  ]);
  if (cname.kind !== 'no-record') return { cname, txt };
  // No CNAME at all: perhaps a flattened one at the zone's apex, which only its addresses show.
  const [hostAddresses, targetAddresses] = await Promise.all([
    addressesOf(resolver, host),
    addressesOf(resolver, target),
  ]);
  return { cname, txt, addresses: { host: hostAddresses, target: targetAddresses } };
}
