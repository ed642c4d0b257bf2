import { isReminderDue, planReminder } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { EnqueueOptions } from '../../platform/jobs/enqueue';
import { type ClaimOptions, claimAndQueue, type ReminderClaim, type ReminderSender } from './reminder-claims';
import { dueEntries, moveEntries, type QueueEntry, type QueueMove } from './reminder-queue';
import { type ReminderRow, reminderRows, reminderState } from './reminder-rows';

export type { ReminderSender } from './reminder-claims';

export interface ReminderSweepOptions extends ClaimOptions {
  /** The sweep's clock (the cron job passes the real time; tests their own). */
  now: Date;
  /** Where the portal link and the logo point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** PORTAL_BASE_DOMAIN: a claimed subdomain is the portal link's host (docs/product.md#portal-domains). */
  portalBaseDomain?: string | undefined;
  /** Aborted when the server stops: the clients not reached yet are left to the next tick. */
  signal?: AbortSignal;
  /** Queue rows read per page (and claimed per transaction). */
  batch?: number;
}

export interface ReminderSweepResult {
  /** Reminder emails queued by this sweep (one per contact reminded). */
  queued: number;
  /** Clients whose reminder could not be queued, with the reason (the others still went). */
  failed: { clientId: string; reason: string }[];
}

/**
 * Queues a reminder for every client due one at `now` (core's planReminder decides: due while any
 * of its contacts can be emailed), to each of those contacts. It reads only the queue's rows due
 * now (reminder-queue.ts), a page at a time: a client not due yet gets its next look, one a stop
 * rule holds for leaves the queue, and the due ones are claimed with their emails in one
 * transaction per page. When that transaction fails, each client of the page is tried on its own,
 * so one client's failure does not hold back the others.
 */
export async function runReminderSweep(db: Db, options: ReminderSweepOptions): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { queued: 0, failed: [] };
  const { now } = options;
  let after: QueueEntry | null = null;
  while (!options.signal?.aborted) {
    const entries = await dueEntries(db, now, options.batch ?? 200, after);
    if (entries.length === 0) break;
    after = entries.at(-1) ?? null;
    const rows = new Map(
      (await reminderRows(db, sql<boolean>`p.id = ANY(${entries.map((e) => e.projectId)}::uuid[])`)).map((r) => [
        r.id,
        r,
      ]),
    );
    const moves: QueueMove[] = [];
    const claims: ReminderClaim[] = [];
    for (const { projectId, version } of entries) {
      const row = rows.get(projectId);
      const plan = row ? planReminder(reminderState(row, now)) : null;
      if (row && plan && isReminderDue(plan, now)) claims.push({ row, version });
      else moves.push({ projectId, version, dueAt: plan && 'at' in plan ? plan.at : null });
    }
    await moveEntries(db, moves);
    if (claims.length === 0) continue;
    try {
      const sent = await db.transaction().execute((trx) => claimAndQueue(trx, claims, options));
      for (const n of sent.values()) result.queued += n;
    } catch {
      for (const claim of claims) {
        if (options.signal?.aborted) break;
        try {
          const sent = await db.transaction().execute((trx) => claimAndQueue(trx, [claim], options));
          result.queued += sent.get(claim.row.id) ?? 0;
        } catch (err) {
          result.failed.push({ clientId: claim.row.id, reason: err instanceof Error ? err.message : String(err) });
        }
      }
    }
  }
  return result;
}

/**
 * Claims one client's reminder and queues its emails ('Send reminder now',
 * modules/insights/send-reminder-now.ts, which passes `queue.startAfter` to hold it past the quiet
 * hours, and `by`). Answers the emails queued; 0 when another sweep (or a change) got there first,
 * or when no one can be reached any more. The client is marked for the sweep's next look, which
 * plans its next reminder from this one.
 */
export async function remind(
  db: Db,
  row: ReminderRow,
  options: ClaimOptions,
  queue: EnqueueOptions = {},
  by?: ReminderSender,
): Promise<number> {
  const sent = await db
    .transaction()
    .execute((trx) => claimAndQueue(trx, [{ row, version: null }], options, queue, by));
  return sent.get(row.id) ?? 0;
}
