import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('workspace', () => {
  it("is created on the owner's first signed-in request, and never twice", async () => {
    const { cookie } = await signUpOwner(t.app);
    const results = await Promise.all([1, 2, 3].map(() => t.app.request('/api/me', { headers: { cookie } })));
    const ids = new Set<string>();
    for (const res of results) {
      expect(res.status).toBe(200);
      ids.add(((await res.json()) as { workspace: { id: string } }).workspace.id);
    }
    expect(ids.size).toBe(1);
    const user = await t.db.selectFrom('user').select('id').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('workspaces').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives two owners two workspaces', async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    const wa = (await (await t.app.request('/api/me', { headers: { cookie: a.cookie } })).json()) as {
      workspace: { id: string };
    };
    const wb = (await (await t.app.request('/api/me', { headers: { cookie: b.cookie } })).json()) as {
      workspace: { id: string };
    };
    expect(wa.workspace.id).not.toBe(wb.workspace.id);
  });
});

describe('housekeeping', () => {
  it('removes expired rate-limit windows and reset tokens, and keeps live ones', async () => {
    const { removeExpiredRows } = await import('../src/modules/housekeeping/housekeeping');
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'old', count: 3, reset_at: new Date(Date.now() - 60_000) },
        { key: 'live', count: 1, reset_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    const now = new Date();
    await t.db
      .insertInto('verification')
      .values([
        {
          id: 'v-old',
          identifier: 'reset-password:old',
          value: 'u',
          expiresAt: new Date(Date.now() - 1000),
          createdAt: now,
          updatedAt: now,
        },
        {
          id: 'v-live',
          identifier: 'reset-password:live',
          value: 'u',
          expiresAt: new Date(Date.now() + 60_000),
          createdAt: now,
          updatedAt: now,
        },
      ])
      .execute();
    await removeExpiredRows(t.db);
    const limits = await t.db.selectFrom('rate_limits').select('key').where('key', 'in', ['old', 'live']).execute();
    expect(limits.map((r) => r.key)).toEqual(['live']);
    const tokens = await t.db.selectFrom('verification').select('id').where('id', 'in', ['v-old', 'v-live']).execute();
    expect(tokens.map((r) => r.id)).toEqual(['v-live']);
  });
});
