import { DEFAULT_PRICE_CONFIG } from '@bloom/core';
import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBilling } from '../src/modules/billing/create-billing';
import { call, joinTeam } from './helpers/team';
import { appOn, GOOD_PASSWORD, signUpOwner, type TestApp, uniqueEmail } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

/**
 * Ownership transfers racing on a real PostgreSQL server (connections side by side; left out of
 * the PGlite run, which has one): an accept against the Owner deleting their account, in both
 * orders (a third connection holds the workspace's row so the two requests queue in a known
 * order), and at once; an accept against a removal and a second accept. Whatever wins, the
 * workspace is either gone or has exactly one Owner, who exists and is `workspaces.user_id`.
 */
let t: TestApp;
useTestApp([], (env) => ({ t } = env));

const PATH = '/api/team/ownership-transfer';

async function pendingTransfer() {
  const owner = await signUpOwner(t.app, uniqueEmail('boss'));
  const ownerRow = await t.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', owner.email)
    .executeTakeFirstOrThrow();
  const member = await joinTeam(t, owner, 'admin', uniqueEmail('heir'));
  const ws = await t.db
    .selectFrom('workspaces')
    .select('id')
    .where('user_id', '=', ownerRow.id)
    .executeTakeFirstOrThrow();
  const started = await call(t.app, owner.cookie, 'POST', PATH, { userId: member.userId });
  expect(started.status).toBe(201);
  return { owner: { ...owner, userId: ownerRow.id }, member, workspaceId: ws.id };
}

const accept = (cookie: string, app = t.app) =>
  call(app, cookie, 'POST', `${PATH}/accept`, { password: GOOD_PASSWORD });
const deleteAccount = (owner: { cookie: string; email: string }, app = t.app) =>
  call(app, owner.cookie, 'DELETE', '/api/account', { email: owner.email });

/** The workspace is gone, or has one Owner, who exists and whom workspaces.user_id names. */
async function expectConsistent(workspaceId: string): Promise<string | null> {
  const ws = await t.db.selectFrom('workspaces').select('user_id').where('id', '=', workspaceId).executeTakeFirst();
  const owners = await t.db
    .selectFrom('workspace_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.workspace_id', '=', workspaceId)
    .where('m.role', '=', 'owner')
    .execute();
  if (!ws) {
    expect(owners).toEqual([]);
    return null;
  }
  expect(owners).toEqual([{ user_id: ws.user_id }]);
  return ws.user_id;
}

/** Holds `statement`'s row locks on a connection of its own until `release()`. */
async function holdLocks(statement: RawBuilder<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = t.db.transaction().execute(async (trx) => {
    await statement.execute(trx);
    held();
    await released;
  });
  await isHeld;
  return async () => {
    release();
    await done;
  };
}

/** Waits until `n` backends of this database wait for a lock. */
async function lockWaiters(n: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never ${n} lock waiters`);
}

describe('ownership transfer races on PostgreSQL', () => {
  it('accept first, then the Owner deletes their account: the new Owner keeps the workspace', async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    const release = await holdLocks(sql`SELECT 1 FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`);
    const accepting = accept(member.cookie);
    await lockWaiters(1);
    const deleting = deleteAccount(owner);
    await lockWaiters(2);
    await release();
    expect((await accepting).status).toBe(200);
    expect((await deleting).status).toBe(200);
    expect(await expectConsistent(workspaceId)).toBe(member.userId);
    const gone = await t.db.selectFrom('user').select('id').where('id', '=', owner.userId).execute();
    expect(gone).toEqual([]);
  });

  it('the deletion first, then the accept: the workspace is gone and the accept is 404', async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    // With billing on, the deletion cancels the subscription before its transaction, and the accept
    // then meets the gate (402) before any lock; billing off, the two meet at the rows.
    const off = appOn(t.db, { billing: createBilling(t.db, { provider: 'none', price: DEFAULT_PRICE_CONFIG }) });
    const release = await holdLocks(sql`SELECT 1 FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`);
    const deleting = deleteAccount(owner, off);
    await lockWaiters(1);
    const accepting = accept(member.cookie, off);
    await lockWaiters(2);
    await release();
    expect((await deleting).status).toBe(200);
    expect((await accepting).status).toBe(404);
    expect(await expectConsistent(workspaceId)).toBeNull();
  });

  it('at the same moment, a few times over: never a 5xx, always one Owner or no workspace', async () => {
    for (let i = 0; i < 3; i++) {
      const { owner, member, workspaceId } = await pendingTransfer();
      const [accepted, deleted] = await Promise.all([accept(member.cookie), deleteAccount(owner)]);
      // 402: the deletion canceled the workspace's subscription first, and the gate refused the accept.
      expect([200, 402, 404]).toContain(accepted.status);
      expect(deleted.status).toBe(200);
      const ownerId = await expectConsistent(workspaceId);
      expect(ownerId).toBe(accepted.status === 200 ? member.userId : null);
    }
  });

  it('an accept racing its removal, and a second accept of its own, leave one Owner', async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    const [first, second, removed] = await Promise.all([
      accept(member.cookie),
      accept(member.cookie),
      call(t.app, owner.cookie, 'DELETE', `/api/team/members/${member.userId}`),
    ]);
    const statuses = [first.status, second.status, removed.status];
    for (const status of statuses) expect(status).toBeLessThan(500);
    const ownerId = await expectConsistent(workspaceId);
    if (removed.status === 200) {
      expect(ownerId).toBe(owner.userId);
      expect([first.status, second.status]).not.toContain(200);
    } else {
      expect(ownerId).toBe(member.userId);
      expect([first.status, second.status].sort()).toEqual([200, 404]);
    }
  });
});
