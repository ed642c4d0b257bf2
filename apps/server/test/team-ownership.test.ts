import {
  ERROR_CODES,
  OWNERSHIP_MESSAGES,
  type OwnershipTransferResponse,
  ROLE_ACTIONS,
  type TeamResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, invitationEmails, joinTeam } from './helpers/team';
import { GOOD_PASSWORD, signUpOwner, type TestApp, uniqueEmail } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * Transferring a workspace (issue 33): the Owner asks a member, who accepts with their password
 * within 7 days; then they are the Owner, the old Owner an Admin, and the workspace keeps its
 * subscription. Cancelling, expiry, removal, wrong passwords and other people change nothing.
 */
let t: TestApp;
let stranger: Owner;
useTestApp(['stranger'], (env) => ({ t, stranger } = env));

const PATH = '/api/team/ownership-transfer';
const userIdOf = async (email: string) =>
  (await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const start = (cookie: string, userId: string) => call(t.app, cookie, 'POST', PATH, { userId });
const accept = (cookie: string, password = GOOD_PASSWORD) =>
  call(t.app, cookie, 'POST', `${PATH}/accept`, { password });
const seenBy = async (cookie: string) =>
  ((await (await call(t.app, cookie, 'GET', PATH)).json()) as OwnershipTransferResponse).transfer;

/** A subscribed Owner (Dana) and a member of their team, with a transfer to that member asked. */
async function pendingTransfer(role: 'admin' | 'member' = 'admin') {
  const owner = await signUpOwner(t.app, uniqueEmail('boss'), 'Dana Owner');
  const ownerId = await userIdOf(owner.email);
  const member = await joinTeam(t, owner, role, uniqueEmail('heir'));
  const ws = await t.db.selectFrom('workspaces').select('id').where('user_id', '=', ownerId).executeTakeFirstOrThrow();
  const res = await start(owner.cookie, member.userId);
  expect(res.status).toBe(201);
  return { owner: { ...owner, userId: ownerId }, member, workspaceId: ws.id };
}

/** Each member's role, and whom `workspaces.user_id` names (null: the workspace is gone). */
async function stateOf(workspaceId: string) {
  const members = await t.db
    .selectFrom('workspace_members')
    .select(['user_id', 'role'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const ws = await t.db.selectFrom('workspaces').select('user_id').where('id', '=', workspaceId).executeTakeFirst();
  return { roles: Object.fromEntries(members.map((m) => [m.user_id, m.role])), ownerId: ws?.user_id ?? null };
}

describe('a transfer accepted', () => {
  it('makes the member the Owner and the Owner an Admin, and the workspace keeps its subscription', async () => {
    const { owner, member, workspaceId } = await pendingTransfer('admin');
    const [mail] = (await invitationEmails(t, member.email)).filter((m) => m.subject.includes('owner of'));
    expect(mail?.subject).toBe(`Dana Owner wants to make you the owner of My Workspace`);
    expect(mail?.text).toContain('/settings/team');
    const team = (await (await call(t.app, owner.cookie, 'GET', '/api/team')).json()) as TeamResponse;
    expect(team.ownershipTransfer).toMatchObject({ toUserId: member.userId, fromName: 'Dana Owner', forYou: false });
    expect(await seenBy(member.cookie)).toMatchObject({ forYou: true, workspaceName: 'My Workspace' });
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();

    expect((await accept(member.cookie)).status).toBe(200);
    expect(await stateOf(workspaceId)).toEqual({
      roles: { [owner.userId]: 'admin', [member.userId]: 'owner' },
      ownerId: member.userId,
    });
    const moved = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', member.userId).execute();
    expect(moved.map((s) => s.id)).toEqual([sub?.id]);
    // The gate reads the new Owner's subscription: the workspace works on for everyone.
    for (const cookie of [member.cookie, owner.cookie]) {
      expect((await call(t.app, cookie, 'GET', '/api/clients')).status).toBe(200);
    }
    const me = (await (await call(t.app, owner.cookie, 'GET', '/api/me')).json()) as { role: string };
    expect(me.role).toBe('admin');
    expect(await seenBy(member.cookie)).toBeNull();
    // The old Owner may no longer transfer; the new one may.
    const again = await start(owner.cookie, member.userId);
    expect(again.status).toBe(403);
    expect((await errorOf(again)).code).toBe(ERROR_CODES.ROLE_FORBIDDEN);
    expect((await start(member.cookie, owner.userId)).status).toBe(201);
  });

  it('lets a Member accept, and removes the empty workspace they owned', async () => {
    const { member, workspaceId } = await pendingTransfer('member');
    // Their first request elsewhere would have made them a workspace of their own, empty.
    await t.db.insertInto('workspaces').values({ user_id: member.userId, name: 'Spare' }).execute();
    // A checkout begun and left is no subscription: it gives way to the workspace's.
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: member.userId, subscription_status: 'not_started' })
      .execute();
    expect(await seenBy(member.cookie)).toMatchObject({ forYou: true, replacesWorkspace: 'Spare' });
    expect((await accept(member.cookie)).status).toBe(200);
    expect((await stateOf(workspaceId)).ownerId).toBe(member.userId);
    const owned = await t.db.selectFrom('workspaces').select('name').where('user_id', '=', member.userId).execute();
    expect(owned).toEqual([{ name: 'My Workspace' }]);
  });
});

describe('refused, changing nothing', () => {
  it('answers a wrong password with 400, then 429 once guessed too often', async () => {
    const { member, workspaceId } = await pendingTransfer();
    const before = await stateOf(workspaceId);
    const wrong = await accept(member.cookie, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe(OWNERSHIP_MESSAGES.wrongPassword);
    expect((await accept(member.cookie, '')).status).toBe(400);
    for (let i = 0; i < 9; i++) await accept(member.cookie, `guess-${i}`);
    const limited = await accept(member.cookie);
    expect(limited.status).toBe(429);
    expect(await stateOf(workspaceId)).toEqual(before);
    expect(await seenBy(member.cookie)).not.toBeNull();
  });

  it('refuses an expired transfer, and lets the Owner ask again', async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    await sql`UPDATE ownership_transfers SET expires_at = now() - interval '1 minute'`.execute(t.db);
    expect(await seenBy(member.cookie)).toBeNull();
    const late = await accept(member.cookie);
    expect(late.status).toBe(404);
    expect((await errorOf(late)).message).toBe(OWNERSHIP_MESSAGES.notPending);
    expect((await stateOf(workspaceId)).ownerId).toBe(owner.userId);
    expect((await start(owner.cookie, member.userId)).status).toBe(201);
  });

  it('refuses a cancelled transfer; a second one waits for the first to be cancelled', async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    const other = await joinTeam(t, owner, 'member', uniqueEmail('other'));
    const second = await start(owner.cookie, other.userId);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(OWNERSHIP_MESSAGES.alreadyPending('Dana Admin'));
    expect((await call(t.app, owner.cookie, 'DELETE', PATH)).status).toBe(200);
    expect((await call(t.app, owner.cookie, 'DELETE', PATH)).status).toBe(404);
    expect((await accept(member.cookie)).status).toBe(404);
    expect((await stateOf(workspaceId)).ownerId).toBe(owner.userId);
  });

  it('drops the transfer when its member is removed or leaves', async () => {
    const removed = await pendingTransfer();
    expect(
      (await call(t.app, removed.owner.cookie, 'DELETE', `/api/team/members/${removed.member.userId}`)).status,
    ).toBe(200);
    expect(await seenBy(removed.owner.cookie)).toBeNull();
    const left = await pendingTransfer('member');
    expect((await call(t.app, left.member.cookie, 'POST', '/api/team/leave')).status).toBe(200);
    expect(await seenBy(left.owner.cookie)).toBeNull();
    expect((await stateOf(left.workspaceId)).ownerId).toBe(left.owner.userId);
  });

  it('lets only the Owner start or cancel, and only the member named accept', async () => {
    const { owner, member } = await pendingTransfer('admin');
    const bystander = await joinTeam(t, owner, 'member', uniqueEmail('bystander'));
    expect(ROLE_ACTIONS['ownership.transfer']).toEqual(['owner']);
    for (const cookie of [member.cookie, bystander.cookie]) {
      for (const res of [await start(cookie, bystander.userId), await call(t.app, cookie, 'DELETE', PATH)]) {
        expect(res.status).toBe(403);
        expect((await errorOf(res)).code).toBe(ERROR_CODES.ROLE_FORBIDDEN);
      }
    }
    // A Member not named sees nothing; the Owner, the Admin named and other people cannot accept.
    expect(await seenBy(bystander.cookie)).toBeNull();
    for (const cookie of [bystander.cookie, owner.cookie, stranger.cookie]) {
      expect((await accept(cookie)).status).toBe(404);
    }
    expect(await seenBy(member.cookie)).not.toBeNull();
  });

  it('answers 404 for a person outside the team, 409 for the Owner, 400 for a malformed id', async () => {
    const owner = await signUpOwner(t.app);
    for (const userId of [await userIdOf(stranger.email), 'no-such-user']) {
      const res = await start(owner.cookie, userId);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(OWNERSHIP_MESSAGES.memberNotFound);
    }
    const self = await start(owner.cookie, await userIdOf(owner.email));
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(OWNERSHIP_MESSAGES.alreadyOwner);
    for (const body of [{ userId: 'a b' }, { userId: 'x'.repeat(129) }, {}, { userId: 'a\u0000' }]) {
      expect((await call(t.app, owner.cookie, 'POST', PATH, body)).status).toBe(400);
    }
    expect(await seenBy(owner.cookie)).toBeNull();
  });

  it('refuses a member who owns a workspace with work in it, or has a subscription of their own', async () => {
    const owner = await signUpOwner(t.app);
    const busy = await joinTeam(t, owner, 'member', uniqueEmail('busy'));
    const ws = await t.db
      .insertInto('workspaces')
      .values({ user_id: busy.userId, name: 'Busy Studio' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A team of its own is work in it.
    const helper = await userIdOf(stranger.email);
    await t.db
      .insertInto('workspace_members')
      .values({ workspace_id: ws.id, user_id: helper, role: 'member' })
      .execute();
    const refused = await start(owner.cookie, busy.userId);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(OWNERSHIP_MESSAGES.targetOwnsWorkspace('Max Member'));

    const paying = await joinTeam(t, owner, 'admin', uniqueEmail('paying'));
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: paying.userId, subscription_status: 'canceled' })
      .execute();
    const subscribed = await start(owner.cookie, paying.userId);
    expect(subscribed.status).toBe(409);
    expect((await errorOf(subscribed)).message).toBe(OWNERSHIP_MESSAGES.targetHasSubscription('Dana Admin'));
    expect(await seenBy(owner.cookie)).toBeNull();
  });

  it("cannot complete once the Owner's account, and with it the workspace, is deleted", async () => {
    const { owner, member, workspaceId } = await pendingTransfer();
    const deleted = await call(t.app, owner.cookie, 'DELETE', '/api/account', { email: owner.email });
    expect(deleted.status).toBe(200);
    const rows = await t.db
      .selectFrom('ownership_transfers')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .execute();
    expect(rows).toEqual([]);
    // Their session is back in a workspace of their own (without a plan yet: the gate's 402).
    expect([402, 404]).toContain((await accept(member.cookie)).status);
    expect((await stateOf(workspaceId)).ownerId).toBeNull();
  });
});
