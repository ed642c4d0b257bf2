import { localDateKey } from '@bloom/core';
import { sql } from 'kysely';
import type { Events } from '../../kernel/events';
import type { Db } from '../../platform/db/database';

export interface OverdueSweepOptions {
  /** The sweep's clock (the cron job passes the real time; tests their own). */
  now: Date;
  /** Where `stage.overdue` is published (its reactions run in the claim's transaction). */
  events: Events;
  /** Aborted when the server stops: the rows not reached yet are left to the next tick. */
  signal?: AbortSignal;
  /** Rows read and claimed at a time. */
  batchSize?: number;
}

export interface OverdueSweepResult {
  /** `stage.overdue` events published by this sweep. */
  announced: number;
  /** Rows whose batch failed (its reactions threw), with the reason; tried again on the next tick. */
  failed: { clientId: string; stageId: string; reason: string }[];
}

/** A date that may be past on its client's clock, not announced yet. */
interface Candidate {
  project_id: string;
  step_id: string;
  workspace_id: string;
  due_on: string;
  time_zone: string;
}

const BATCH = 200;

/**
 * Open dates not announced yet, up to `maxDue`, after the keyset `after`: the range of the partial
 * index stage_due_dates_unannounced, so a tick with nothing due reads nothing else. Only active
 * clients' (an archived or completed client's dates stay quiet).
 */
async function candidates(db: Db, maxDue: string, after: Candidate | null, limit: number): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT s.project_id, s.step_id, s.workspace_id, to_char(s.due_on, 'YYYY-MM-DD') AS due_on,
      coalesce(p.client_timezone, w.timezone) AS time_zone
    FROM stage_due_dates s
    JOIN projects p ON p.id = s.project_id
    JOIN workspaces w ON w.id = s.workspace_id
    WHERE s.open AND s.due_on IS NOT NULL AND s.overdue_notified_on IS DISTINCT FROM s.due_on
      AND s.due_on <= ${maxDue}::date
      AND ${after ? sql`(s.due_on, s.project_id, s.step_id) > (${after.due_on}::date, ${after.project_id}::uuid, ${after.step_id})` : sql`true`}
      AND p.status = 'active'
    ORDER BY s.due_on, s.project_id, s.step_id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Claims `rows` (each still open at the date read, not announced, its client active, the stage
 * neither skipped for them nor answered) by setting overdue_notified_on to the date, and publishes
 * `stage.overdue` for each row claimed, all in one transaction: of two sweeps at once, the second
 * skips the rows the first holds and finds them claimed later, so each date is announced once.
 */
async function claimAndAnnounce(db: Db, rows: readonly Candidate[], events: Events): Promise<number> {
  const wanted = JSON.stringify(rows.map((r) => ({ project_id: r.project_id, step_id: r.step_id, due_on: r.due_on })));
  return db.transaction().execute(async (trx) => {
    // Rows another sweep is claiming right now are skipped, not waited for: it announces them.
    const { rows: claimed } = await sql<{ project_id: string; step_id: string; workspace_id: string; due_on: string }>`
      WITH claimable AS (
        SELECT s.project_id, s.step_id
        FROM jsonb_to_recordset(${wanted}::jsonb) AS v(project_id uuid, step_id text, due_on date)
        JOIN stage_due_dates s ON s.project_id = v.project_id AND s.step_id = v.step_id AND s.due_on = v.due_on
        JOIN projects p ON p.id = s.project_id
        WHERE s.open AND s.overdue_notified_on IS DISTINCT FROM s.due_on AND p.status = 'active'
          AND NOT (p.skipped_step_ids ? s.step_id::text)
          AND NOT EXISTS (SELECT 1 FROM form_submissions f
            WHERE f.project_id = s.project_id AND f.step_id = s.step_id AND f.status <> 'draft')
        FOR UPDATE OF s SKIP LOCKED
      )
      UPDATE stage_due_dates s SET overdue_notified_on = s.due_on
      FROM claimable c
      WHERE s.project_id = c.project_id AND s.step_id = c.step_id
      RETURNING s.project_id, s.step_id, s.workspace_id, to_char(s.due_on, 'YYYY-MM-DD') AS due_on`.execute(trx);
    // In the order read, so the webhooks of one tick go out oldest date first.
    const order = new Map(rows.map((r, i) => [`${r.project_id}/${r.step_id}`, i]));
    claimed.sort(
      (a, b) => (order.get(`${a.project_id}/${a.step_id}`) ?? 0) - (order.get(`${b.project_id}/${b.step_id}`) ?? 0),
    );
    for (const row of claimed) {
      await events.publish(trx, 'stage.overdue', {
        workspaceId: row.workspace_id,
        clientId: row.project_id,
        stageId: row.step_id,
        dueOn: row.due_on,
      });
    }
    return claimed.length;
  });
}

/**
 * Announces every stage that passed its due date on its client's clock (`client_timezone`, else
 * the workspace's) since the last tick: `stage.overdue` once per stage and date (a date moved
 * since its announcement is announced again when it passes in turn). Reads the unannounced
 * dates in keyset batches and claims each batch in one transaction; a batch whose reactions fail
 * is tried row by row, so one bad row does not hold back the others.
 */
export async function runOverdueSweep(db: Db, options: OverdueSweepOptions): Promise<OverdueSweepResult> {
  const result: OverdueSweepResult = { announced: 0, failed: [] };
  const limit = options.batchSize ?? BATCH;
  // No clock is a whole day ahead of UTC: a date after UTC's today is nobody's past yet.
  const maxDue = options.now.toISOString().slice(0, 10);
  let after: Candidate | null = null;
  for (;;) {
    if (options.signal?.aborted) break;
    const page = await candidates(db, maxDue, after, limit);
    const due = page.filter((c) => c.due_on < localDateKey(options.now, c.time_zone));
    if (due.length > 0) {
      try {
        result.announced += await claimAndAnnounce(db, due, options.events);
      } catch {
        for (const row of due) {
          try {
            result.announced += await claimAndAnnounce(db, [row], options.events);
          } catch (err) {
            const reason = err instanceof Error ? err.message : String(err);
            result.failed.push({ clientId: row.project_id, stageId: row.step_id, reason });
          }
        }
      }
    }
    if (page.length < limit) break;
    after = page[page.length - 1] ?? null;
  }
  return result;
}
