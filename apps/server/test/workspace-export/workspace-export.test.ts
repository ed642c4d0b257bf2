import type { WorkspaceExport } from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailJob } from '../../src/modules/email/send-email-job';
import { workWorkspaceExport } from '../../src/modules/workspace-export';
import { EXPORTED_TABLES } from '../../src/modules/workspace-export/export-tables';
import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { silent, waitFor } from '../helpers/jobs';
import { PNG } from '../helpers/storage';
import { PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { type Owner, type StorageFileApp, useStorageApp } from '../helpers/use-test-app';
import { callExports, exportNow, jsonLines, seedWorkspace, unzip } from './export-fixture';

/**
 * Issue 38, the workspace export: the job's zip holds README, schema, a JSON Lines file per table
 * with exactly this workspace's rows, every stored file and the logo; nothing of another
 * workspace (compared with that workspace's own rows) and no credentials.
 */
let t: TestApp;
let app: StorageFileApp['app'];
let fx: StorageFileApp['fx'];
let a: Owner;
let b: Owner;
useStorageApp({}, ['a', 'b'], (env) => ({ t, app, fx, a, b } = env));

let seededA: Awaited<ReturnType<typeof seedWorkspace>>;
let seededB: Awaited<ReturnType<typeof seedWorkspace>>;
let started: WorkspaceExport;
let entries: Map<string, Buffer>;
let zipBytes: Buffer;

beforeAll(async () => {
  seededA = await seedWorkspace(t, app, fx.storage, a.cookie, 'alpha');
  seededB = await seedWorkspace(t, app, fx.storage, b.cookie, 'bravo');
  started = await exportNow(t, app, fx.storage, a.cookie);
  const res = await callExports(app, a.cookie, 'GET', `/${started.id}/download`);
  expect(res.status).toBe(200);
  zipBytes = Buffer.from(await res.arrayBuffer());
  entries = await unzip(zipBytes);
}, 120_000);

describe('the export zip', () => {
  it('is ready at 100% with its size and a 7-day expiry, and downloads as a private attachment', async () => {
    const { exports } = (await (await callExports(app, a.cookie, 'GET')).json()) as { exports: WorkspaceExport[] };
    const ready = exports.find((e) => e.id === started.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, sizeBytes: zipBytes.length, error: null });
    const days = (Date.parse(ready?.expiresAt ?? '') - Date.parse(ready?.finishedAt ?? '')) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const res = await callExports(app, a.cookie, 'GET', `/${started.id}/download`);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="workspace-export-\d{4}-\d\d-\d\d\.zip"/,
    );
    await res.arrayBuffer();
  });

  it('holds the README, the schema and one JSON Lines file per exported table', () => {
    expect(entries.get('README.md')?.toString()).toContain('# Your Bloom workspace export');
    const schema = JSON.parse(entries.get('schema.json')?.toString() ?? '[]') as {
      table: string;
      columns: unknown[];
    }[];
    expect(schema.map((s) => s.table)).toEqual(EXPORTED_TABLES.map((s) => s.name));
    for (const s of schema) expect(s.columns.length, s.table).toBeGreaterThan(0);
    for (const table of EXPORTED_TABLES) expect(entries.has(`data/${table.name}.jsonl`), table.name).toBe(true);
  });

  it("has exactly this workspace's rows", async () => {
    const projects = jsonLines(entries.get('data/projects.jsonl'));
    const own = await t.db
      .selectFrom('projects')
      .select('id')
      .where('workspace_id', '=', seededA.workspaceId)
      .execute();
    expect(projects.map((p) => p.id).sort()).toEqual(own.map((p) => p.id).sort());
    expect(jsonLines(entries.get('data/workspaces.jsonl')).map((w) => w.id)).toEqual([seededA.workspaceId]);
    for (const [name, bytes] of entries) {
      if (!name.startsWith('data/')) continue;
      for (const row of jsonLines(bytes)) {
        if ('workspace_id' in row) expect(row.workspace_id, name).toBe(seededA.workspaceId);
      }
    }
    const submissions = jsonLines(entries.get('data/form_submissions.jsonl'));
    expect(submissions.map((s) => s.project_id)).toEqual([seededA.client.id]);
  });

  it("contains nothing of the other workspace, compared with that workspace's rows", async () => {
    const wsB = seededB.workspaceId;
    const projectsB = await t.db.selectFrom('projects').selectAll().where('workspace_id', '=', wsB).execute();
    const idsOfB = [wsB, seededB.journey.id, ...projectsB.map((p) => p.id)];
    for (const table of ['form_submissions', 'attachments', 'client_contacts', 'journey_events'] as const) {
      const { rows } = await sql<{ id: string }>`
        SELECT t.id::text AS id FROM ${sql.table(table)} t WHERE ${EXPORTED_TABLES.find((e) => e.name === table)?.scope(wsB) ?? sql`false`}`.execute(
        t.db,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      idsOfB.push(...rows.map((r) => r.id));
    }
    const textsOfB = [
      'Studio bravo',
      'Client bravo',
      'client-bravo@example.com',
      'Project bravo',
      'brief-bravo',
      b.email,
      ...projectsB.flatMap((p) => [p.client_name, p.client_email, p.name]),
    ].filter((text): text is string => Boolean(text));
    const everything = [...entries.values()].map((v) => v.toString('latin1')).join('\n');
    for (const id of idsOfB) expect(everything, id).not.toContain(id);
    for (const text of textsOfB) expect(everything, text).not.toContain(text);
    expect(everything).toContain('Client alpha');
  });

  it('holds the uploaded file bytes and the logo, listed in files.jsonl', () => {
    const attachment = [...entries.keys()].find((n) => n.startsWith('files/attachments/'));
    expect(attachment).toMatch(/-brief-alpha\.png$/);
    expect(entries.get(attachment ?? '')?.equals(PNG)).toBe(true);
    expect(entries.get('files/logo/logo.svg')?.toString()).toContain('<svg');
    const listed = jsonLines(entries.get('files.jsonl')).map((f) => f.path);
    expect(listed.sort()).toEqual([...entries.keys()].filter((n) => n.startsWith('files/')).sort());
    expect(entries.get('files-missing.txt')?.length).toBe(0);
  });

  it('leaves credentials out: no password hash, portal token or key hash', async () => {
    const project = await t.db
      .selectFrom('projects')
      .select('share_token')
      .where('id', '=', seededA.client.id)
      .executeTakeFirstOrThrow();
    const everything = [...entries.values()].map((v) => v.toString('latin1')).join('\n');
    expect(everything).not.toContain(project.share_token);
    for (const row of jsonLines(entries.get('data/projects.jsonl'))) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('share_token');
    }
  });

  it('mails the Owner a link to the account settings, valid 7 days', async () => {
    const { rows } = await sql<{ data: EmailJob }>`
      SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${a.email}`.execute(t.db);
    const mail = rows.map((r) => r.data).find((m) => m.subject === 'Your workspace export is ready');
    expect(mail?.text).toContain(`${PUBLIC_URL}/settings/account`);
    expect(mail?.text).toContain('7 days');
  });
});

describe('the worker', () => {
  it('picks a queued export up from its queue and builds it', async () => {
    const res = await callExports(app, b.cookie, 'POST');
    expect(res.status).toBe(201);
    const { export: queued } = (await res.json()) as { export: WorkspaceExport };
    expect(queued).toMatchObject({ status: 'queued', progress: 0 });
    const jobs = createJobs({
      db: t.db,
      databaseUrl: t.databaseUrl,
      queues: QUEUES,
      schedules: {},
      pollingIntervalSeconds: 0.5,
      log: silent().log,
    });
    try {
      await workWorkspaceExport(jobs, { db: t.db, storage: fx.storage, appOrigin: PUBLIC_URL });
      await jobs.start();
      const status = async () =>
        (await t.db.selectFrom('workspace_exports').select('status').where('id', '=', queued.id).executeTakeFirst())
          ?.status;
      await waitFor(async () => (await status()) === 'ready', 'the export to be ready');
    } finally {
      await jobs.stop();
    }
    const download = await callExports(app, b.cookie, 'GET', `/${queued.id}/download`);
    const zipOfB = await unzip(Buffer.from(await download.arrayBuffer()));
    expect(jsonLines(zipOfB.get('data/workspaces.jsonl')).map((w) => w.id)).toEqual([seededB.workspaceId]);
  });
});
