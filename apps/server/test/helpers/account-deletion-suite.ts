import type { DeliverableDto, SubmissionListResponse, TestimonialListResponse } from '@bloom/core';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database';
import { clientInput } from './clients';
import { fieldPart, filePart, uploadDeliverable } from './deliverables';
import { ok } from './journeys';
import { callPortal } from './portal';
import { multipartRequest, pdfOf, type StorageFixture } from './storage';
import { clientWithIntake } from './submissions';
import { appOn, createTestApp, fromAddress, jsonRequest, signUpOwner, type TestApp } from './test-app';

type App = TestApp['app'];

/**
 * An owner with something in every table an owner can fill: a logo, their own journey, a client
 * with a submitted intake (a file the client uploaded), a request for changes, a shared file, the
 * client's review of it, a testimonial with its moderation, an idempotency key, a reset token, a
 * failed sign-in's rate-limit window and the reset mail in the outbox.
 */
export async function fillWorkspace(app: App, owner: { cookie: string; email: string }) {
  const { cookie } = owner;
  const logo = multipartRequest('/api/workspace/logo', [
    {
      name: 'file',
      filename: 'logo.png',
      data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    },
  ]);
  await ok(
    app.request(logo.url, {
      method: 'POST',
      headers: { cookie, 'content-type': logo.headers.get('content-type') ?? '' },
      body: await logo.arrayBuffer(),
    }),
  );
  const portal = await clientWithIntake(app, cookie);
  const { submissions } = await ok<SubmissionListResponse>(
    app.request(`/api/submissions?client=${portal.client.id}`, { headers: { cookie } }),
  );
  await ok(
    app.request(
      `/api/submissions/${submissions[0]?.id}/request-changes`,
      jsonRequest('POST', { comment: 'Please add more' }, { cookie }),
    ),
  );
  const shared = await uploadDeliverable(app, cookie, portal.client.id, [
    fieldPart('stageId', portal.stages.review),
    filePart('plan.pdf', pdfOf(2000), 'application/pdf'),
  ]);
  const { deliverable } = (await shared.json()) as { deliverable: DeliverableDto };
  await ok(callPortal(app, portal.token, 'POST', `/deliverables/${deliverable.id}/review`, { decision: 'approved' }));
  await ok(
    callPortal(app, portal.token, 'POST', `/stages/${portal.stages.testimonial}/submit`, {
      answers: { rating: 5, testimonial: 'Lovely to work with.', publishPermission: true },
    }),
  );
  const { testimonials } = await ok<TestimonialListResponse>(app.request('/api/testimonials', { headers: { cookie } }));
  await ok(app.request(`/api/testimonials/${testimonials[0]?.id}/approve`, jsonRequest('POST', undefined, { cookie })));
  await ok(
    app.request(
      '/api/clients',
      jsonRequest('POST', clientInput({ projectName: 'Second' }), { cookie, 'idempotency-key': `key-${Date.now()}` }),
    ),
    201,
  );
  await ok(
    app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email: owner.email }),
      fromAddress('10.55.0.1'),
    ),
  );
  await app.request(
    '/api/auth/sign-in/email',
    jsonRequest('POST', { email: owner.email, password: 'Wrong#Password1' }),
    fromAddress('10.55.0.2'),
  );
}

/** Every table of the public schema with its text and uuid columns. */
async function textColumns(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'uuid', 'character varying')
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

const matching = (table: string, columns: string[], ids: string[], select: 'count' | 'id') =>
  sql<{
    n: number;
    id: string;
  }>`SELECT ${select === 'count' ? sql`count(*)::int AS n` : sql`${sql.ref('id')}::text AS id`}
    FROM ${sql.table(table)} WHERE ${sql.join(
      columns.map((column) => sql`${sql.ref(column)}::text = ANY(${ids}::text[])`),
      sql` OR `,
    )}`;

/**
 * Everything of an owner, found without knowing the schema: starting from the user id, email and
 * workspace id, every row of every table with a text or uuid column holding one of the ids found
 * so far, until nothing new turns up (so a deliverable's items are found through the deliverable).
 */
export async function ownedIds(db: Db, seeds: string[]): Promise<string[]> {
  const tables = await textColumns(db);
  const ids = new Set(seeds);
  for (let round = 0; round < 10; round++) {
    const before = ids.size;
    for (const [table, columns] of tables) {
      if (!columns.includes('id') || table === 'storage_deletions') continue;
      const { rows } = await matching(table, columns, [...ids], 'id').execute(db);
      for (const row of rows) ids.add(row.id);
    }
    if (ids.size === before) break;
  }
  return [...ids];
}

/** Per table, the rows that hold one of `ids` in a text or uuid column (tables with none left out). */
export async function rowsNaming(db: Db, ids: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, columns] of await textColumns(db)) {
    const { rows } = await matching(table, columns, ids, 'count').execute(db);
    const n = rows[0]?.n ?? 0;
    if (n > 0) counts[table] = n;
  }
  return counts;
}

async function seedsOf(db: Db, email: string): Promise<string[]> {
  const user = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const ws = await db.selectFrom('workspaces').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return [user.id, email, ws.id];
}

/** Account deletion end to end on one storage backend: rows, files, the other workspace. */
export function describeAccountDeletion(name: string, makeFixture: () => Promise<StorageFixture>) {
  describe(`deleting an account on ${name}`, () => {
    let t: TestApp;
    let fx: StorageFixture;
    let app: App;

    beforeAll(async () => {
      t = await createTestApp();
      fx = await makeFixture();
      app = appOn(t.db, { storage: fx.storage });
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await fx.close();
    });

    it('leaves no row and no stored file of that workspace, and the other workspace as it was', async () => {
      const leaving = await signUpOwner(app);
      const staying = await signUpOwner(app);
      await fillWorkspace(app, leaving);
      await fillWorkspace(app, staying);

      const leavingIds = await ownedIds(t.db, await seedsOf(t.db, leaving.email));
      const stayingIds = await ownedIds(t.db, await seedsOf(t.db, staying.email));
      const leavingRows = await rowsNaming(t.db, leavingIds);
      // The filling reached every table an owner can fill.
      for (const table of [
        'user',
        'session',
        'account',
        'verification',
        'profiles',
        'workspaces',
        'workspace_counts',
        'subscriptions',
        'billing_events',
        'billing_test_sessions',
        'idempotency_keys',
        'flow_templates',
        'flow_steps',
        'projects',
        'form_submissions',
        'submission_events',
        'attachments',
        'deliverables',
        'deliverable_items',
        'deliverable_reviews',
        'testimonials',
        'testimonial_events',
        'outbox',
      ]) {
        expect(leavingRows[table], table).toBeGreaterThan(0);
      }
      const stayingRows = await rowsNaming(t.db, stayingIds);
      const keys = await fx.keys();
      const leavingWorkspace = leavingIds[2] as string;
      const leavingProjects = (
        await t.db.selectFrom('projects').select('id').where('workspace_id', '=', leavingWorkspace).execute()
      ).map((p) => p.id);
      const isLeavingKey = (key: string) =>
        key.startsWith(`logos/${leavingWorkspace}/`) || leavingProjects.some((id) => key.startsWith(`${id}/`));
      // The logo, the client's upload and the shared file.
      expect(keys.filter(isLeavingKey)).toHaveLength(3);

      const res = await app.request(
        '/api/account',
        jsonRequest('DELETE', { email: leaving.email.toUpperCase() }, { cookie: leaving.cookie }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toEqual({ ok: true });

      expect(await rowsNaming(t.db, leavingIds)).toEqual({});
      const limits = await t.db.selectFrom('rate_limits').select('key').execute();
      expect(limits.filter((l) => l.key.includes(leaving.email))).toEqual([]);
      expect(await t.db.selectFrom('storage_deletions').select('id').execute()).toEqual([]);
      expect((await fx.keys()).filter(isLeavingKey)).toEqual([]);

      // The other workspace: every row and file as before.
      expect(await rowsNaming(t.db, stayingIds)).toEqual(stayingRows);
      expect(await fx.keys()).toEqual(keys.filter((k) => !isLeavingKey(k)));
      const me = await app.request('/api/me', { headers: { cookie: staying.cookie } });
      expect(me.status).toBe(200);
    });
  });
}
