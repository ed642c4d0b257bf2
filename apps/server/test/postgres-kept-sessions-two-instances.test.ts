import type { MeResponse } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { call, joinTeam } from './helpers/team';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Kept sessions (docs/decisions/044-kept-sessions.md) on two instances of one PostgreSQL: B keeps a
 * session it read in full and checks it with the session's row and its workspace's data version
 * only; every change to what that session carries, made through A (or straight in the database),
 * is seen by B's next request.
 */
let t: TestApp;
let secondDb: Db;
let b: ReturnType<typeof appOn>;
let owner: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  if (!t.databaseUrl) throw new Error('this test needs PostgreSQL');
  secondDb = createDatabase({ databaseUrl: t.databaseUrl });
  b = appOn(secondDb);
  owner = await signUpOwner(t.app);
});
afterAll(async () => {
  await secondDb?.destroy();
  await t?.close();
});

/** `/api/me` on B, twice: the second answer comes from B's kept session when nothing moved. */
async function meOnB(cookie: string): Promise<MeResponse | null> {
  await b.request('/api/me', { headers: { cookie } });
  return (await b.request('/api/me', { headers: { cookie } })).json() as Promise<MeResponse | null>;
}

it("a member's new role, rename and removal through A are seen by B's next request", async () => {
  const member = await joinTeam(t, owner, 'member', 'kept.member@example.com');
  const ownersWorkspace = (await meOnB(owner.cookie))?.workspace.id;
  expect(await meOnB(member.cookie)).toMatchObject({ role: 'member', workspace: { id: ownersWorkspace } });

  expect(
    (await call(t.app, owner.cookie, 'PATCH', `/api/team/members/${member.userId}`, { role: 'admin' })).status,
  ).toBe(200);
  expect((await b.request('/api/me', { headers: { cookie: member.cookie } })).status).toBe(200);
  expect(await meOnB(member.cookie)).toMatchObject({ role: 'admin' });

  await sql`UPDATE "user" SET name = 'Renamed Member' WHERE id = ${member.userId}`.execute(t.db);
  expect((await meOnB(member.cookie))?.user.name).toBe('Renamed Member');

  expect((await call(t.app, owner.cookie, 'DELETE', `/api/team/members/${member.userId}`)).status).toBe(200);
  const after = await b.request('/api/clients', { headers: { cookie: member.cookie } });
  expect(after.status).toBe(403);
});

it("the workspace Owner's subscription ending closes B's kept session at the gate", async () => {
  expect((await b.request('/api/clients', { headers: { cookie: owner.cookie } })).status).toBe(200);
  expect((await b.request('/api/clients', { headers: { cookie: owner.cookie } })).status).toBe(200);
  const ownerId = (await meOnB(owner.cookie))?.user.id;
  await sql`UPDATE subscriptions SET subscription_status = 'canceled' WHERE user_id = ${ownerId}`.execute(t.db);
  expect((await b.request('/api/clients', { headers: { cookie: owner.cookie } })).status).toBe(402);
  await sql`UPDATE subscriptions SET subscription_status = 'active' WHERE user_id = ${ownerId}`.execute(t.db);
  expect((await b.request('/api/clients', { headers: { cookie: owner.cookie } })).status).toBe(200);
});

it('a session without a pick follows its person to the workspace they come to own, and their new variant', async () => {
  const member = await joinTeam(t, owner, 'member', 'kept.default@example.com');
  const ownersWorkspace = (await meOnB(owner.cookie))?.workspace.id ?? '';
  // The session works in the owner's workspace by default (no pick), as a new device's would.
  await sql`DELETE FROM session_workspaces WHERE session_id IN (
    SELECT id FROM "session" WHERE "userId" = ${member.userId})`.execute(t.db);
  expect((await meOnB(member.cookie))?.workspace.id).toBe(ownersWorkspace);

  // They come to own another workspace: written there only, which the kept workspace's version does not see.
  const other = await signUpOwner(t.app);
  const otherWorkspace = (await meOnB(other.cookie))?.workspace.id ?? '';
  await sql`UPDATE workspace_members SET role = 'admin' WHERE workspace_id = ${otherWorkspace}`.execute(t.db);
  await sql`INSERT INTO workspace_members (workspace_id, user_id, role)
    VALUES (${otherWorkspace}, ${member.userId}, 'owner')`.execute(t.db);
  expect(await meOnB(member.cookie)).toMatchObject({ role: 'owner', workspace: { id: otherWorkspace } });

  await sql`INSERT INTO profiles (id, message_variant) VALUES (${member.userId}, 'd')
    ON CONFLICT (id) DO UPDATE SET message_variant = 'd'`.execute(t.db);
  expect((await meOnB(member.cookie))?.profile.messageVariant).toBe('d');
});

it('a session signed out on A is signed out on B at once', async () => {
  const other = await signUpOwner(t.app);
  expect((await meOnB(other.cookie))?.user.name).toBeTruthy();
  const out = await call(t.app, other.cookie, 'POST', '/api/auth/sign-out', {});
  expect(out.status).toBe(200);
  expect(await (await b.request('/api/me', { headers: { cookie: other.cookie } })).json()).toBeNull();
  expect((await b.request('/api/clients', { headers: { cookie: other.cookie } })).status).toBe(401);
});
