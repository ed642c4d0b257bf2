import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The interval reminders' queue (migration 028, docs/decisions/038): a row per client to look at,
 * and when. Triggers mark a client for a look now whenever its reminder may have come forward; the
 * sweep reads what is due and writes each row's next time, or removes it when a stop rule holds.
 */

/** A queue row as the sweep read it: `version` changes with every mark; `dueAt` as text keeps its microseconds. */
export interface QueueEntry {
  projectId: string;
  dueAt: string;
  version: string;
}

/** The next page of rows due at `now`, in due order after `after` (the previous page's last). */
export async function dueEntries(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  after: QueueEntry | null,
): Promise<QueueEntry[]> {
  const { rows } =
    await sql<QueueEntry>`SELECT project_id AS "projectId", due_at::text AS "dueAt", version::text AS version
    FROM reminder_queue WHERE due_at <= ${now}
      ${after ? sql`AND (due_at, project_id) > (${after.dueAt}::timestamptz, ${after.projectId}::uuid)` : sql``}
    ORDER BY due_at, project_id LIMIT ${limit}`.execute(db);
  return rows;
}

/** A row's next look: a time, or null to drop it (a stop rule holds; a change marks it again). */
export interface QueueMove {
  projectId: string;
  version: string;
  dueAt: Date | null;
}

/**
 * Writes each row's next look, only where no mark came since the row was read (its version) and
 * no one else holds it: a row skipped keeps its mark and is looked at again on the next tick.
 */
export async function moveEntries(db: Kysely<Database>, moves: readonly QueueMove[]): Promise<void> {
  if (moves.length === 0) return;
  const ids = moves.map((m) => m.projectId);
  const versions = moves.map((m) => m.version);
  const dues = moves.map((m) => m.dueAt?.toISOString() ?? null);
  await sql`WITH v AS (SELECT * FROM unnest(${ids}::uuid[], ${versions}::bigint[], ${dues}::text[]) AS v(id, version, due)),
      held AS (SELECT q.project_id, v.due FROM reminder_queue q JOIN v ON v.id = q.project_id AND v.version = q.version
        ORDER BY q.project_id FOR UPDATE OF q SKIP LOCKED),
      dropped AS (DELETE FROM reminder_queue q USING held
        WHERE q.project_id = held.project_id AND held.due IS NULL)
    UPDATE reminder_queue q SET due_at = held.due::timestamptz FROM held
    WHERE q.project_id = held.project_id AND held.due IS NOT NULL`.execute(db);
}

/** Marks a client for a look on the next tick (what the triggers do), e.g. after a reminder sent by hand. */
export async function recheckReminder(db: Kysely<Database>, projectId: string): Promise<void> {
  await sql`SELECT reminder_recheck(${projectId}::uuid)`.execute(db);
}
