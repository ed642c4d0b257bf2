import { type DomainState, DOMAIN_MESSAGES as M } from './domain-messages';
import { type DnsRecordSpec, domainRecords } from './domain-rules';

/**
 * Checking a custom domain's DNS, as a pure function of what a resolver answered, and what the
 * answer does to the domain's state (docs/decisions/029-portal-domains.md).
 */

/** How often and how long domains are checked, and when a failing one stops being used. */
export const DOMAIN_TIMINGS = {
  /** A pending domain is checked every 5 minutes… */
  pendingEveryMinutes: 5,
  /** …for its first 24 hours; after that only 'Check now' checks it. */
  pendingForHours: 24,
  /** A verified domain is checked again every hour. */
  verifiedEveryMinutes: 60,
  /** A failing one every 5 minutes, so it recovers quickly… */
  failingEveryMinutes: 5,
  /** …and after 72 hours of failing, portal links fall back to the default address. */
  fallbackAfterHours: 72,
} as const;

const HOUR = 3_600_000;

/** One lookup's outcome: values, no record of that type, no such name (NXDOMAIN), or no answer at all. */
export type DnsLookup<T> =
  | { kind: 'answer'; values: T }
  | { kind: 'no-record' }
  | { kind: 'no-domain' }
  | { kind: 'failed' };

export interface DomainDnsAnswers {
  /** The CNAME chain from the host, hop after hop (`[a.example.net, b.example.net]`). */
  cname: DnsLookup<string[]>;
  /** The TXT records at `_bloom-challenge.{host}`; each record may come split into several strings. */
  txt: DnsLookup<string[][]>;
  /**
   * Without a CNAME (a DNS host that flattens one at the zone apex): the host's and the target's
   * IP addresses. The host then counts as pointing to the target when every address is the target's.
   */
  addresses?: { host: string[]; target: string[] };
}

export interface DomainRecordCheck extends DnsRecordSpec {
  /** What DNS holds now: the CNAME chain, the TXT values or the flattened addresses; empty when nothing. */
  actual: string[];
  ok: boolean;
  /** Why it is not right yet, in the owner's words; null when it is. */
  problem: string | null;
}

export interface DomainCheck {
  /** Both records are right. */
  ok: boolean;
  /** Some lookup got no answer at all: the check says nothing either way. */
  inconclusive: boolean;
  records: [DomainRecordCheck, DomainRecordCheck];
}

/** `Name.Example.` → `name.example` */
const dnsName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
/** A TXT value pasted with its quotes, as some DNS panels keep them. */
const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');

function problemOf(lookup: DnsLookup<unknown>, type: string): string | null {
  if (lookup.kind === 'no-record') return M.noRecord(type);
  if (lookup.kind === 'no-domain') return M.noDomain;
  if (lookup.kind === 'failed') return M.lookupFailed;
  return null;
}

function checkCname(spec: DnsRecordSpec, answers: DomainDnsAnswers): DomainRecordCheck {
  const target = dnsName(spec.value);
  const { cname, addresses } = answers;
  if (cname.kind === 'answer' && cname.values.length > 0) {
    const chain = cname.values.map(dnsName);
    const ok = chain.includes(target);
    return { ...spec, actual: chain, ok, problem: ok ? null : M.cnameElsewhere(chain.at(-1)!) };
  }
  // No CNAME: a flattened record at the apex still counts when it resolves to the target's addresses.
  if (cname.kind !== 'failed' && addresses && addresses.host.length > 0) {
    const ours = new Set(addresses.target);
    const ok = ours.size > 0 && addresses.host.every((a) => ours.has(a));
    return { ...spec, actual: addresses.host, ok, problem: ok ? null : M.cnameElsewhere(addresses.host.join(', ')) };
  }
  const lookup = cname.kind === 'answer' ? ({ kind: 'no-record' } as const) : cname;
  return { ...spec, actual: [], ok: false, problem: problemOf(lookup, 'CNAME') };
}

function checkTxt(spec: DnsRecordSpec, answers: DomainDnsAnswers): DomainRecordCheck {
  const { txt } = answers;
  if (txt.kind !== 'answer' || txt.values.length === 0) {
    const lookup = txt.kind === 'answer' ? ({ kind: 'no-record' } as const) : txt;
    return { ...spec, actual: [], ok: false, problem: problemOf(lookup, 'TXT') };
  }
  // A record longer than 255 characters arrives in pieces: they are one value (as RFC 7208 reads them).
  const values = txt.values.map((pieces) => unquote(pieces.join('')));
  const ok = values.includes(spec.value);
  return { ...spec, actual: values, ok, problem: ok ? null : M.txtDifferent };
}

/** Compares what DNS answered with the two records `host` needs. */
export function verifyDomainDns(
  expected: { host: string; target: string; token: string },
  answers: DomainDnsAnswers,
): DomainCheck {
  const [cnameSpec, txtSpec] = domainRecords(expected.host, expected.target, expected.token);
  const records: [DomainRecordCheck, DomainRecordCheck] = [checkCname(cnameSpec, answers), checkTxt(txtSpec, answers)];
  const ok = records.every((r) => r.ok);
  const inconclusive = !ok && (answers.cname.kind === 'failed' || answers.txt.kind === 'failed');
  return { ok, inconclusive, records };
}

export interface DomainStatus {
  state: DomainState;
  verifiedAt: Date | null;
  firstFailingAt: Date | null;
}

/**
 * What a check does to a domain: right records verify it (and end a failure); wrong ones keep a
 * pending domain pending and turn a verified one failing from now; no answer changes nothing.
 */
export function nextDomainStatus(current: DomainStatus, check: Pick<DomainCheck, 'ok' | 'inconclusive'>, now: Date) {
  if (check.ok) return { state: 'verified', verifiedAt: current.verifiedAt ?? now, firstFailingAt: null } as const;
  if (check.inconclusive || current.state === 'pending') return current;
  return { state: 'failing', verifiedAt: current.verifiedAt, firstFailingAt: current.firstFailingAt ?? now } as const;
}

/** When a failing domain stops being used: 72 hours after its first failed check. */
export const fallbackAt = (firstFailingAt: Date) =>
  new Date(firstFailingAt.getTime() + DOMAIN_TIMINGS.fallbackAfterHours * HOUR);

/** When automatic checks of a pending domain stop: 24 hours after it was added. */
export const pendingChecksEndAt = (addedAt: Date) =>
  new Date(addedAt.getTime() + DOMAIN_TIMINGS.pendingForHours * HOUR);

/**
 * Whether portal links use the domain and its host serves the portal: verified, or failing for
 * less than 72 hours (a DNS hiccup does not move every client's link at once).
 */
export function isDomainLive(state: DomainState | null, firstFailingAt: Date | null, now: Date): boolean {
  if (state === 'verified') return true;
  if (state !== 'failing' || !firstFailingAt) return false;
  return now.getTime() < fallbackAt(firstFailingAt).getTime();
}
