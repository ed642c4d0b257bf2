import { zonedTime } from '@bloom/core';
import { sql } from 'kysely';
import { createEvents, type DomainEvents, type Events } from '../../src/kernel/events';
import { runDueReminderSweep } from '../../src/modules/deadlines/due-reminder-sweep';
import { runOverdueSweep } from '../../src/modules/deadlines/overdue-sweep';
import type { EmailJob } from '../../src/modules/email/send-email-job';
import type { Db } from '../../src/platform/db/database';
import { PUBLIC_URL, TEST_SECRET } from '../helpers/test-app';

/**
 * The due-date sweeps' tests: dates written straight into stage_due_dates (as the owner's
 * override, so a refresh of the client's dates keeps them), the sweeps run with the test's clock,
 * and what they queued read back from pg-boss.
 */

/** The instant a wall clock in `zone` shows `date` ('YYYY-MM-DD') at hour:minute. */
export function at(zone: string, date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedTime(zone, { year, month, day }, hour, minute);
}

/** Gives the client's stage the date `dueOn` (open unless `open` says otherwise). */
export async function setDueDate(db: Db, clientId: string, stageId: string, dueOn: string, open = true) {
  await sql`
    INSERT INTO stage_due_dates (project_id, step_id, workspace_id, due_on, override_on, open)
    SELECT p.id, ${stageId}, p.workspace_id, ${dueOn}::date, ${dueOn}::date, ${open}
    FROM projects p WHERE p.id = ${clientId}
    ON CONFLICT (project_id, step_id) DO UPDATE
      SET due_on = excluded.due_on, override_on = excluded.override_on, open = excluded.open`.execute(db);
}

/** Runs the due-date reminder sweep as its cron job does, on `db`, at `now`. */
export const dueSweep = (db: Db, now: Date) =>
  runDueReminderSweep(db, { now, appOrigin: PUBLIC_URL, secret: TEST_SECRET });

/** The due-date reminder emails queued for a client (pending, sent or archived jobs alike), oldest first. */
export async function dueMails(db: Db, clientId: string): Promise<EmailJob[]> {
  const { rows } = await sql<{ data: EmailJob }>`
    SELECT data FROM (
      SELECT data, created_on FROM pgboss.job WHERE name = 'send-email'
      UNION ALL SELECT data, created_on FROM pgboss.archive WHERE name = 'send-email'
    ) j
    WHERE j.data->'client'->>'id' = ${clientId} AND j.data->'client'->>'kind' = 'due-reminder'
    ORDER BY j.created_on`.execute(db);
  return rows.map((r) => r.data);
}

/** An event hook that records every `stage.overdue` published, then runs the areas given. */
export function recordingEvents(...areas: Parameters<typeof createEvents>) {
  const announced: DomainEvents['stage.overdue'][] = [];
  const events: Events = createEvents(
    {
      'stage.overdue': async (_trx, event) => {
        announced.push(event);
      },
    },
    ...areas,
  );
  return { events, announced };
}

/** Runs the overdue sweep on `db` at `now`, publishing on `events`. */
export const overdueSweep = (db: Db, now: Date, events: Events, batchSize?: number) =>
  runOverdueSweep(db, { now, events, ...(batchSize ? { batchSize } : {}) });
