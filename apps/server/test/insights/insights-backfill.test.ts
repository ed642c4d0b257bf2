import { ALL_DAYS_LEVEL, ANY_STATUS } from '@bloom/core';
import { getMigrations } from 'better-auth/db/migration';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/migrate';
import { authOptions } from '../../src/modules/auth/auth';
import type { Db } from '../../src/platform/db/database';
import { createMailer } from '../../src/platform/mail/mailer';
import { freshDatabase } from '../helpers/test-app';

/**
 * Migration 015 gives existing clients what their rows already show: the portal's last visit as
 * its opening, answers as submissions, change requests and the resubmissions that answered them,
 * completion at the last answer; and builds their insights.
 */
const BEFORE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '015'));
const migrateWith = (db: Db, migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();

let drop: (() => Promise<void>) | undefined;
let db: Db | undefined;
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const ago = (days: number) => sql`now() - make_interval(secs => ${days * 86_400})`;

it('backfills events, columns and insights from the rows', async () => {
  const fresh = await freshDatabase();
  ({ db, drop } = fresh);
  const d = fresh.db;
  const mailer = createMailer({ db: d, from: 'Bloom <test@localhost>' });
  await (
    await getMigrations(authOptions({ db: d, mailer, secret: 'x'.repeat(40), isProduction: false }))
  ).runMigrations();
  expect((await migrateWith(d, BEFORE)).error).toBeUndefined();
  const raw = (q: ReturnType<typeof sql>) => q.execute(d as Kysely<unknown>);
  await raw(sql`INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
    VALUES ('u1', 'Owner', 'o@example.com', true, now(), now())`);
  const [w] = (await raw(sql`INSERT INTO workspaces (user_id) VALUES ('u1') RETURNING id`)).rows as { id: string }[];
  await raw(sql`INSERT INTO flow_templates (id, workspace_id, name) VALUES ('t1', ${w?.id}, 'Old journey')`);
  await raw(
    sql`INSERT INTO flow_steps (id, template_id, step_order, name) VALUES ('s1', 't1', 1, 'One'), ('s2', 't1', 2, 'Two')`,
  );
  await raw(sql`INSERT INTO projects (id, workspace_id, template_id, name, client_name, share_token, status, created_at, portal_last_seen_at)
    VALUES ('00000000-0000-4000-8000-000000000001', ${w?.id}, 't1', 'P', 'Done', 'tokentokentokentoken0001', 'completed', ${ago(5.2)}, ${ago(4)}),
      ('00000000-0000-4000-8000-000000000002', ${w?.id}, 't1', 'P', 'Waiting', 'tokentokentokentoken0002', 'active', ${ago(1)}, NULL)`);
  await raw(sql`INSERT INTO form_submissions (id, project_id, step_id, status, submitted_at)
    VALUES ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 's1', 'submitted', ${ago(4)}),
      ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 's2', 'reviewed', ${ago(2.6)}),
      ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-000000000002', 's1', 'draft', ${ago(0.5)})`);
  await raw(sql`INSERT INTO submission_events (submission_id, action, created_at)
    VALUES ('00000000-0000-4000-8000-0000000000a1', 'resubmitted', ${ago(3.9)}),
      ('00000000-0000-4000-8000-0000000000a1', 'changes_requested', ${ago(3.5)}),
      ('00000000-0000-4000-8000-0000000000a1', 'resubmitted', ${ago(3)})`);

  expect(
    (await migrateWith(d, { ...BEFORE, '015-journey-insights': MIGRATIONS['015-journey-insights'] as Migration }))
      .error,
  ).toBeUndefined();

  const events = await raw(sql`SELECT p.client_name, e.kind, e.step_id FROM journey_events e
    JOIN projects p ON p.id = e.project_id ORDER BY e.occurred_at, e.kind`);
  expect(events.rows).toEqual([
    { client_name: 'Done', kind: 'opened', step_id: null },
    { client_name: 'Done', kind: 'submitted', step_id: 's1' },
    { client_name: 'Done', kind: 'sent_back', step_id: 's1' },
    { client_name: 'Done', kind: 'resubmitted', step_id: 's1' },
    { client_name: 'Done', kind: 'completed', step_id: null },
    { client_name: 'Done', kind: 'submitted', step_id: 's2' },
  ]);
  const done =
    await raw(sql`SELECT completed_at = progress_at AS same, portal_first_opened_at = portal_last_seen_at AS opened
    FROM projects WHERE client_name = 'Done'`);
  expect(done.rows).toEqual([{ same: true, opened: true }]);
  const rollup = await raw(sql`SELECT step_id, metric, bucket, sum(n)::int AS n FROM insight_rollup
    WHERE level = ${ALL_DAYS_LEVEL} AND status = ${ANY_STATUS} GROUP BY 1, 2, 3 ORDER BY 2, 1, 3`);
  expect(rollup.rows).toEqual([
    { step_id: '', metric: 'completed', bucket: -1, n: 1 },
    { step_id: '', metric: 'invited', bucket: -1, n: 2 },
    { step_id: '', metric: 'opened', bucket: -1, n: 1 },
    { step_id: 's1', metric: 'sent_back', bucket: -1, n: 1 },
    { step_id: 's1', metric: 'submitted', bucket: -1, n: 1 },
    { step_id: 's2', metric: 'submitted', bucket: -1, n: 1 },
    // One: 1.2 days from the invitation; Two: 1.4 days after One (both within 1.5 days, bucket 9).
    { step_id: 's1', metric: 'time_stage', bucket: 9, n: 1 },
    { step_id: 's2', metric: 'time_stage', bucket: 9, n: 1 },
    // 2.6 days from the invitation to the last answer: within 3 days (bucket 11).
    { step_id: '', metric: 'time_total', bucket: 11, n: 1 },
    { step_id: 's1', metric: 'waiting', bucket: -1, n: 1 },
  ]);
});
