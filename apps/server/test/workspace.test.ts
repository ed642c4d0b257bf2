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
