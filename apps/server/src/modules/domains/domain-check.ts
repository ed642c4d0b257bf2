import { DOMAIN_TIMINGS, nextDomainStatus, verifyDomainDns } from '@bloom/core';
import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { PortalDomainsTable, StoredDomainCheck } from '../../platform/db/schema';
import { type DnsResolver, lookupDomainDns } from '../../platform/dns/dns-resolver';

/** A custom domain as a check reads it. */
export interface CheckableDomain {
  workspace_id: string;
  custom_domain: string;
  challenge_token: string;
  state: NonNullable<PortalDomainsTable['state']>;
  cname_target: string | null;
  verified_at: Date | null;
  first_failing_at: Date | null;
}

export interface CheckDeps {
  resolver: DnsResolver;
  now: Date;
  /** PUBLIC_URL's host; unset, the target stored when the domain was added. */
  publicHost: string | undefined;
}

/** The CNAME target of a domain: PUBLIC_URL's host, else the host its records were shown for. */
export const cnameTargetOf = (row: { cname_target: string | null }, publicHost: string | undefined) =>
  publicHost ?? row.cname_target ?? '';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * Looks the domain's records up, compares them (core's verifyDomainDns) and stores the result and
 * the state it leads to. The row is only written while it still names the same host and token,
 * so a domain removed or replaced during the lookup stays as the owner left it. Verifying a host
 * another workspace already uses keeps this one pending and says why. Answers whether the row changed.
 */
export async function checkDomain(db: Db, row: CheckableDomain, deps: CheckDeps): Promise<boolean> {
  const target = cnameTargetOf(row, deps.publicHost);
  const answers = await lookupDomainDns(deps.resolver, row.custom_domain, target);
  const check = verifyDomainDns({ host: row.custom_domain, target, token: row.challenge_token }, answers);
  const next = nextDomainStatus(
    { state: row.state, verifiedAt: row.verified_at, firstFailingAt: row.first_failing_at },
    check,
    deps.now,
  );
  const stored: StoredDomainCheck = { ok: check.ok, inconclusive: check.inconclusive, records: check.records };
  const write = (values: Updateable<PortalDomainsTable>) =>
    db
      .updateTable('portal_domains')
      .set({ ...values, last_checked_at: deps.now, updated_at: sql<Date>`now()` })
      .where('workspace_id', '=', row.workspace_id)
      .where('custom_domain', '=', row.custom_domain)
      .where('challenge_token', '=', row.challenge_token)
      .executeTakeFirst();
  try {
    const result = await write({
      state: next.state,
      verified_at: next.verifiedAt,
      first_failing_at: next.firstFailingAt,
      check_results: JSON.stringify(stored),
    });
    return Number(result.numUpdatedRows) > 0;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const result = await write({ check_results: JSON.stringify({ ...stored, ok: false, taken: true }) });
    return Number(result.numUpdatedRows) > 0;
  }
}

/** Domains checked per sweep, and at once. */
const SWEEP_LIMIT = 100;
const PARALLEL = 4;

/**
 * The custom domains due a check at `now`: pending ones every 5 minutes for their first 24 hours,
 * verified ones hourly, failing ones every 5 minutes until they fall back (72 hours), then hourly.
 */
export function dueDomains(db: Db, now: Date): Promise<CheckableDomain[]> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const T = DOMAIN_TIMINGS;
  return db
    .selectFrom('portal_domains')
    .select([
      'workspace_id',
      'custom_domain',
      'challenge_token',
      'state',
      'cname_target',
      'verified_at',
      'first_failing_at',
    ])
    .where('custom_domain', 'is not', null)
    .where((eb) => {
      const checkedBefore = (minutes: number) =>
        eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', ago(minutes))]);
      const fallback = ago(T.fallbackAfterHours * 60);
      return eb.or([
        eb.and([
          eb('state', '=', 'pending'),
          eb('custom_added_at', '>', ago(T.pendingForHours * 60)),
          checkedBefore(T.pendingEveryMinutes),
        ]),
        eb.and([eb('state', '=', 'verified'), checkedBefore(T.verifiedEveryMinutes)]),
        eb.and([
          eb('state', '=', 'failing'),
          eb('first_failing_at', '>', fallback),
          checkedBefore(T.failingEveryMinutes),
        ]),
        eb.and([
          eb('state', '=', 'failing'),
          eb('first_failing_at', '<=', fallback),
          checkedBefore(T.verifiedEveryMinutes),
        ]),
      ]);
    })
    .orderBy(sql`last_checked_at NULLS FIRST`)
    .limit(SWEEP_LIMIT)
    .execute() as Promise<CheckableDomain[]>;
}

export interface DomainSweepResult {
  checked: number;
  failed: { workspaceId: string; reason: string }[];
}

/** The `domain-checks` cron tick: checks every due domain, a few at a time. */
export async function runDomainChecks(db: Db, deps: CheckDeps): Promise<DomainSweepResult> {
  const due = await dueDomains(db, deps.now);
  const result: DomainSweepResult = { checked: 0, failed: [] };
  for (let i = 0; i < due.length; i += PARALLEL) {
    await Promise.all(
      due.slice(i, i + PARALLEL).map(async (row) => {
        try {
          await checkDomain(db, row, deps);
          result.checked++;
        } catch (err) {
          result.failed.push({
            workspaceId: row.workspace_id,
            reason: err instanceof Error ? err.message : String(err),
          });
        }
      }),
    );
  }
  return result;
}
