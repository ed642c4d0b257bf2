import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_VERSION_PATHS } from '../../src/platform/db/migrations/031-workspace-data-version';
import { addProject, savedJourney, stage, workspaceOf } from '../helpers/journeys';
import { createTestApp, signUpOwner, type TestApp } from '../helpers/test-app';

/**
 * The workspace data version (migration 031, docs/decisions/043-answer-cache.md): every table is
 * either watched by its triggers or listed here with why no cached answer reads it, and each path
 * from a changed row to its workspace moves that workspace's version only.
 */
const NOT_FEEDING: Record<string, string> = {
  account: "better-auth's sign-in methods: no answer shows them",
  session: "read on every request by the kept session's check (docs/decisions/044-kept-sessions.md)",
  session_workspaces: 'as session',
  verification: "better-auth's one-time tokens",
  profiles: "the message variant, in no cached answer; the kept session's check reads it",
  subscriptions: "the gate is checked before the cache; the kept session's check reads the Owner's row",
  billing_events: 'billing history, in no cached answer',
  billing_test_sessions: 'the test billing provider',
  payment_provider_events: "the payment provider's event log",
  payment_test_sessions: 'the test payment provider',
  invoice_counters: "invoice numbering; the invoice's own row moves the version",
  invoice_reminders: 'when an invoice reminder went; shown nowhere cached',
  rate_limits: 'checked before the cache (portal misses, key limits)',
  idempotency_keys: 'replays of writes',
  api_keys: 'checked before the cache (in memory for a few seconds, v1-access.ts)',
  app_meta: "the built-ins' version; the built-in rows themselves move every workspace",
  kysely_migration: "the migrator's",
  kysely_migration_lock: "the migrator's",
  outbox: 'mail to send',
  storage_deletions: 'files to delete',
  cta_clicks: 'landing analytics',
  landing_visits: 'landing analytics',
  journey_events: 'the insights log, read by no cached answer',
  client_insight_facts: 'insights',
  insight_rollup: 'insights',
  insight_stale_templates: 'insights',
  owner_notifications: 'the notification bell',
  webhook_endpoints: 'webhook settings',
  webhook_messages: 'webhook deliveries',
  webhook_attempts: 'webhook deliveries',
  widgets: 'the testimonial widgets (published answers have their own caches)',
  testimonial_events: "moderation history; the testimonial's row moves the version",
  manual_reminders: 'reminders sent by hand',
  reminder_queue: 'reminders to send',
  stage_due_reminders: 'due-date reminders sent; the due date is in stage_due_dates',
  workspace_invitations: 'team invitations (a new member moves workspace_members)',
  ownership_transfers: 'a transfer moves workspaces and workspace_members, which move the version',
  portal_domains: "the v1 list's portal origin is part of its key",
  client_erasures: 'the erasure record; the erasure itself sets projects.erased_at',
  workspace_exports: 'exports of a workspace, shown by their own route',
};

let t: TestApp;
let a: { cookie: string; ws: string };
let b: { cookie: string; ws: string };

const versionOf = async (ws: string) =>
  BigInt(
    (await sql<{ v: string }>`SELECT data_version::text AS v FROM workspaces WHERE id = ${ws}`.execute(t.db)).rows[0]
      ?.v ?? '-1',
  );

/** `write` moves A's version and leaves B's as it was. */
async function movesOnlyA(write: () => Promise<unknown>) {
  const [beforeA, beforeB] = [await versionOf(a.ws), await versionOf(b.ws)];
  await write();
  expect(await versionOf(a.ws)).toBeGreaterThan(beforeA);
  expect(await versionOf(b.ws)).toBe(beforeB);
}

beforeAll(async () => {
  t = await createTestApp();
  const ownerA = await signUpOwner(t.app);
  const ownerB = await signUpOwner(t.app);
  a = { cookie: ownerA.cookie, ws: await workspaceOf(t.app, ownerA.cookie) };
  b = { cookie: ownerB.cookie, ws: await workspaceOf(t.app, ownerB.cookie) };
});
afterAll(async () => {
  await t?.close();
});

describe('the data version triggers', () => {
  it('every table of the public schema is watched or listed with why it feeds no cached answer', async () => {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(t.db);
    const { rows: triggers } = await sql<{ name: string; table: string }>`
      SELECT DISTINCT trigger_name AS name, event_object_table AS table FROM information_schema.triggers
      WHERE trigger_schema = 'public' AND trigger_name LIKE '%data_version%'`.execute(t.db);
    const watched = new Set(triggers.map((r) => r.table));
    const unclassified = tables.map((r) => r.name).filter((name) => !watched.has(name) && !(name in NOT_FEEDING));
    expect(unclassified, 'tables neither watched nor listed in NOT_FEEDING').toEqual([]);
    const both = tables.map((r) => r.name).filter((name) => watched.has(name) && name in NOT_FEEDING);
    expect(both).toEqual([]);
    // Each watched table (but workspaces' own row trigger) has its one trigger, deferred to the commit.
    const { rows: deferred } = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname LIKE '%data_version' AND g.tgdeferrable AND g.tginitdeferred`.execute(t.db);
    expect(deferred.map((r) => r.table).sort()).toEqual(Object.keys(DATA_VERSION_PATHS).sort());
    for (const table of Object.keys(DATA_VERSION_PATHS)) {
      expect(
        triggers.filter((r) => r.table === table).map((r) => r.name),
        table,
      ).toEqual([`${table}_data_version`]);
    }
  });

  it('a write to the workspace moves it once; a statement that changes no row moves nothing', async () => {
    await movesOnlyA(() => sql`UPDATE workspaces SET name = 'Renamed' WHERE id = ${a.ws}`.execute(t.db));
    const before = await versionOf(a.ws);
    await sql`UPDATE workspaces SET name = 'Again' WHERE id = ${a.ws}`.execute(t.db);
    expect(await versionOf(a.ws)).toBe(before + 1n);
    await sql`UPDATE projects SET name = 'x' WHERE false`.execute(t.db);
    await sql`DELETE FROM form_submissions WHERE false`.execute(t.db);
    expect(await versionOf(a.ws)).toBe(before + 1n);
  });

  it('projects, and their children through project_id, move their workspace only (insert, update, delete)', async () => {
    let project = { id: '' };
    await movesOnlyA(async () => {
      project = await addProject(t, a.cookie, 'builtin-legal');
    });
    await movesOnlyA(() => sql`UPDATE projects SET client_name = 'Kim' WHERE id = ${project.id}`.execute(t.db));
    let submission = '';
    await movesOnlyA(async () => {
      const { rows } = await sql<{
        id: string;
      }>`INSERT INTO form_submissions (project_id, step_id, response_data, status)
        VALUES (${project.id}, 'builtin-legal-step-1', '{}', 'submitted') RETURNING id`.execute(t.db);
      submission = rows[0]?.id ?? '';
    });
    // Two levels: submission_events -> form_submissions -> projects.
    await movesOnlyA(() =>
      sql`INSERT INTO submission_events (submission_id, action) VALUES (${submission}, 'reviewed')`.execute(t.db),
    );
    await movesOnlyA(() =>
      sql`UPDATE submission_events SET comment = 'ok' WHERE submission_id = ${submission}`.execute(t.db),
    );
    await movesOnlyA(() => sql`DELETE FROM submission_events WHERE submission_id = ${submission}`.execute(t.db));
    let deliverable = '';
    await movesOnlyA(async () => {
      const { rows } = await sql<{ id: string }>`INSERT INTO deliverables (project_id, title)
        VALUES (${project.id}, 'Logo') RETURNING id`.execute(t.db);
      deliverable = rows[0]?.id ?? '';
    });
    await movesOnlyA(() =>
      sql`INSERT INTO deliverable_items (deliverable_id, item_type, url) VALUES (${deliverable}, 'link', 'https://example.com')`.execute(
        t.db,
      ),
    );
    await movesOnlyA(() => sql`DELETE FROM deliverable_items WHERE deliverable_id = ${deliverable}`.execute(t.db));
    await movesOnlyA(() => sql`DELETE FROM form_submissions WHERE id = ${submission}`.execute(t.db));
    await movesOnlyA(() => sql`DELETE FROM projects WHERE id = ${project.id}`.execute(t.db));
  });

  it("a journey's stages and slots move their workspace only, through template_id and step_id", async () => {
    const journey = await savedJourney(t.app, a.cookie, 'Versioned', [stage('onboarding', 'Intake', ['q', 'Q'])]);
    const step = journey.steps[0]?.id ?? '';
    await movesOnlyA(() => sql`UPDATE flow_templates SET name = 'Renamed' WHERE id = ${journey.id}`.execute(t.db));
    await movesOnlyA(() => sql`UPDATE flow_steps SET name = 'Renamed' WHERE id = ${step}`.execute(t.db));
    await movesOnlyA(() =>
      sql`INSERT INTO deliverable_slots (id, step_id, slot_type, label) VALUES ('slot-v1', ${step}, 'file', 'Logo')`.execute(
        t.db,
      ),
    );
    await movesOnlyA(() => sql`UPDATE deliverable_slots SET label = 'Mark' WHERE id = 'slot-v1'`.execute(t.db));
    await movesOnlyA(() => sql`DELETE FROM deliverable_slots WHERE id = 'slot-v1'`.execute(t.db));
  });

  it("a built-in journey's row (seeding only) moves every workspace", async () => {
    const [beforeA, beforeB] = [await versionOf(a.ws), await versionOf(b.ws)];
    await sql`UPDATE flow_steps SET name = name WHERE id = 'builtin-legal-step-1'`.execute(t.db);
    expect(await versionOf(a.ws)).toBeGreaterThan(beforeA);
    expect(await versionOf(b.ws)).toBeGreaterThan(beforeB);
  });

  it("a person's rename moves the workspaces they belong to, through workspace_members", async () => {
    const { rows } = await sql<{ user_id: string }>`
      SELECT user_id FROM workspace_members WHERE workspace_id = ${a.ws} AND role = 'owner'`.execute(t.db);
    await movesOnlyA(() => sql`UPDATE "user" SET name = 'Renamed' WHERE id = ${rows[0]?.user_id}`.execute(t.db));
  });
});
