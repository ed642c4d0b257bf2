import { ERROR_CODES, type WorkspaceExport } from '@bloom/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportKey, runWorkspaceExport } from '../../src/modules/workspace-export/export-job';
import { primaryKey } from '../../src/modules/workspace-export/export-rows';
import { removeExpiredExports } from '../../src/modules/workspace-export/export-service';
import { EXCLUDED_TABLES, EXPORTED_TABLES } from '../../src/modules/workspace-export/export-tables';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { erase } from '../erasure/erase-api';
import { anyJson, anyString } from '../fuzz/arbitraries';
import { createClient } from '../helpers/clients';
import { joinTeam } from '../helpers/team';
import { PUBLIC_URL, type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, type StorageFileApp, useStorageApp } from '../helpers/use-test-app';
import { callExports, exportNow } from './export-fixture';

/** Who may start, list and download a workspace export, one at a time, until it expires. */
let t: TestApp;
let app: StorageFileApp['app'];
let fx: StorageFileApp['fx'];
let owner: Owner;
let stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, fx, owner, stranger } = env));

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('the export tables', () => {
  it('places every table of the database: exported (with a primary key to page by) or excluded with a reason', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.db);
    const exported = new Set(EXPORTED_TABLES.map((e) => e.name));
    const unplaced = rows.map((r) => r.name).filter((n) => !exported.has(n) && !(n in EXCLUDED_TABLES));
    expect(unplaced).toEqual([]);
    for (const name of exported) {
      expect(
        rows.some((r) => r.name === name),
        `${name} exists`,
      ).toBe(true);
      expect(name in EXCLUDED_TABLES, name).toBe(false);
      expect((await primaryKey(t.db, name)).length, name).toBeGreaterThan(0);
    }
  });
});

describe('access', () => {
  it('is the Owner’s alone: Admins and Members get 403 on every route', async () => {
    const done = await exportNow(t, app, fx.storage, owner.cookie);
    for (const role of ['admin', 'member'] as const) {
      const person = await joinTeam(t, owner, role, uniqueEmail(role));
      for (const [method, path] of [
        ['POST', ''],
        ['GET', ''],
        ['GET', `/${done.id}/download`],
      ] as const) {
        const res = await callExports(app, person.cookie, method, path);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(await errorCode(res)).toBe(ERROR_CODES.ROLE_FORBIDDEN);
      }
    }
  });

  it("answers 404 for another workspace's export and lists none of it", async () => {
    const done = await exportNow(t, app, fx.storage, owner.cookie);
    expect((await callExports(app, stranger.cookie, 'GET', `/${done.id}/download`)).status).toBe(404);
    const { exports } = (await (await callExports(app, stranger.cookie, 'GET')).json()) as {
      exports: WorkspaceExport[];
    };
    expect(exports.some((e) => e.id === done.id)).toBe(false);
    expect((await callExports(app, owner.cookie, 'GET', '/not-a-uuid/download')).status).toBe(404);
  });

  it('answers 404 once expired; housekeeping removes the zip and its row', async () => {
    const done = await exportNow(t, app, fx.storage, owner.cookie);
    const row = await t.db
      .selectFrom('workspace_exports')
      .selectAll()
      .where('id', '=', done.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('workspace_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', done.id)
      .execute();
    expect((await callExports(app, owner.cookie, 'GET', `/${done.id}/download`)).status).toBe(404);
    expect(await fx.storage.stat(row.storage_key ?? '')).not.toBeNull();
    expect(await removeExpiredExports(t.db, fx.storage)).toBeGreaterThanOrEqual(1);
    expect(await fx.storage.stat(row.storage_key ?? '')).toBeNull();
    expect(
      await t.db.selectFrom('workspace_exports').select('id').where('id', '=', done.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe("a client's erasure", () => {
  it('ends the exports that hold the client: a ready one is 404 at once, one being built fails', async () => {
    const ready = await exportNow(t, app, fx.storage, owner.cookie);
    const building = await callExports(app, owner.cookie, 'POST');
    expect(building.status).toBe(201);
    const client = await createClient(app, owner.cookie, { clientName: 'Nora Gone' });
    expect((await erase(app, owner.cookie, client.id, 'Nora Gone')).status).toBe(200);
    expect((await callExports(app, owner.cookie, 'GET', `/${ready.id}/download`)).status).toBe(404);
    const { exports } = (await (await callExports(app, owner.cookie, 'GET')).json()) as { exports: WorkspaceExport[] };
    expect(exports.map((e) => e.id)).not.toContain(ready.id);
    expect(exports.filter((e) => e.status === 'queued' || e.status === 'running')).toEqual([]);
    expect(exports.find((e) => e.status === 'failed')?.error).toMatch(/erased while this export was being built/);
    // The next export starts, without the client's data.
    expect((await callExports(app, owner.cookie, 'POST')).status).toBe(201);
    await t.db.updateTable('workspace_exports').set({ status: 'failed' }).where('status', '=', 'queued').execute();
  });
});

describe('one at a time', () => {
  it('refuses a second export while one is queued (409), even two at once', async () => {
    const [first, second] = await Promise.all([
      callExports(app, owner.cookie, 'POST'),
      callExports(app, owner.cookie, 'POST'),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/already being built/);
    const { exports } = (await (await callExports(app, owner.cookie, 'GET')).json()) as { exports: WorkspaceExport[] };
    const queued = exports.filter((e) => e.status === 'queued');
    expect(queued).toHaveLength(1);
    await runWorkspaceExport({ db: t.db, storage: fx.storage, appOrigin: PUBLIC_URL }, queued[0]?.id ?? '');
    expect((await callExports(app, owner.cookie, 'POST')).status).toBe(201);
    await t.db.updateTable('workspace_exports').set({ status: 'failed' }).where('status', '=', 'queued').execute();
  });

  it('fails with a clear message when storage fails, leaving nothing behind; a retry may start', async () => {
    const broken: FileStorage = Object.create(fx.storage);
    broken.put = () => Promise.reject(new Error('disk full'));
    const res = await callExports(app, owner.cookie, 'POST');
    const { export: started } = (await res.json()) as { export: WorkspaceExport };
    await runWorkspaceExport({ db: t.db, storage: broken, appOrigin: PUBLIC_URL }, started.id);
    const row = await t.db
      .selectFrom('workspace_exports')
      .selectAll()
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', storage_key: null, error: expect.stringMatching(/try again/) });
    expect(await fx.storage.stat(exportKey(row.workspace_id, row.id))).toBeNull();
    const retry = await callExports(app, owner.cookie, 'POST');
    expect(retry.status).toBe(201);
    await t.db.updateTable('workspace_exports').set({ status: 'failed' }).where('status', '=', 'queued').execute();
  });
});

describe('fuzz', () => {
  it('answers 4xx, never 5xx, to any body or id', async () => {
    const done = await exportNow(t, app, fx.storage, owner.cookie);
    let deep: unknown = 'x';
    for (let i = 0; i < 60; i++) deep = { a: [deep] };
    const bodies = fc.oneof(anyJson, fc.constant(deep), fc.constant('\0'.repeat(2000)));
    const ids = fc.oneof(anyString, fc.uuid(), fc.constant(done.id), fc.constant(`${done.id}\0`));
    await fc.assert(
      fc.asyncProperty(bodies, ids, fc.constantFrom('owner', 'stranger'), async (body, id, who) => {
        const cookie = who === 'owner' ? owner.cookie : stranger.cookie;
        const posted = await callExports(app, cookie, 'POST', '', body);
        expect(posted.status).toBeLessThan(500);
        if (posted.status === 201) {
          await t.db
            .updateTable('workspace_exports')
            .set({ status: 'failed' })
            .where('status', '=', 'queued')
            .execute();
        }
        // A lone surrogate cannot be percent-encoded; the replacement character stands in.
        const path = `/${encodeURIComponent(id.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}/download`;
        const got = await callExports(app, cookie, 'GET', path);
        await got.arrayBuffer();
        if (who === 'owner' && id === done.id) expect(got.status).toBe(200);
        else expect([400, 404]).toContain(got.status);
      }),
      { numRuns: 60 },
    );
  });
});
