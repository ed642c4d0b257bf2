import { OWNERSHIP_MESSAGES } from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { hasOwnSubscription, ownWorkspaceOf } from './ownership-queries';

const gone = () => notFound(OWNERSHIP_MESSAGES.notPending);

/**
 * The new owner (whose password the route has checked) takes the workspace over, in one
 * transaction: they become its Owner, the old Owner an Admin, `workspaces.user_id` theirs, and the
 * old Owner's subscription follows the workspace, so its gate reads the same subscription as
 * before. An empty workspace the new owner had (a first sign-in makes one) gives way: a person
 * owns one.
 *
 * Locks, in this order: both people's user rows (account deletion takes its user's row before any
 * other, so an accept and a deletion never wait on each other both ways), the workspace, both
 * memberships (removing a member takes the membership, then the transfer it cascades to), then the
 * transfer. Whatever committed first, the other sees it.
 */
export async function acceptTransfer(ctx: OwnerContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('ownership_transfers')
      .select('from_user_id')
      .where('workspace_id', '=', ctx.workspaceId)
      .where('to_user_id', '=', ctx.userId)
      .executeTakeFirst();
    if (!waiting) throw gone();
    const from = waiting.from_user_id;
    const to = ctx.userId;

    const people = await sql`SELECT id FROM "user" WHERE id IN (${from}, ${to}) ORDER BY id FOR SHARE`.execute(trx);
    if (people.rows.length !== 2) throw gone();
    const workspace = await trx
      .selectFrom('workspaces')
      .select('user_id')
      .where('id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!workspace || workspace.user_id !== from) throw gone();
    const members = await trx
      .selectFrom('workspace_members')
      .select(['user_id', 'role'])
      .where('workspace_id', '=', ctx.workspaceId)
      .where('user_id', 'in', [from, to])
      .orderBy('user_id')
      .forUpdate()
      .execute();
    const roleOf = (id: string) => members.find((m) => m.user_id === id)?.role;
    if (roleOf(from) !== 'owner' || roleOf(to) === undefined || roleOf(to) === 'owner') throw gone();
    const transfer = await trx
      .selectFrom('ownership_transfers')
      .select('workspace_id')
      .where('workspace_id', '=', ctx.workspaceId)
      .where('from_user_id', '=', from)
      .where('to_user_id', '=', to)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!transfer) throw gone();

    await giveWayOwnWorkspace(trx, to);
    await moveSubscription(trx, from, to);
    // Two statements: at most one Owner per workspace holds after each of them.
    await setRole(trx, ctx.workspaceId, from, 'admin');
    await setRole(trx, ctx.workspaceId, to, 'owner');
    await trx
      .updateTable('workspaces')
      .set({ user_id: to, updated_at: new Date() })
      .where('id', '=', ctx.workspaceId)
      .execute();
    await trx.deleteFrom('ownership_transfers').where('workspace_id', '=', ctx.workspaceId).execute();
  });
}

const setRole = (trx: Transaction<Database>, workspaceId: string, userId: string, role: 'owner' | 'admin') =>
  trx
    .updateTable('workspace_members')
    .set({ role })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();

/** The new owner's own workspace, when empty, is removed; one with work in it refuses the transfer. */
async function giveWayOwnWorkspace(trx: Transaction<Database>, userId: string): Promise<void> {
  const own = await ownWorkspaceOf(trx, userId, true);
  if (!own) return;
  if (!own.unused) throw conflict(OWNERSHIP_MESSAGES.youOwnWorkspace);
  await trx.deleteFrom('workspaces').where('id', '=', own.id).execute();
}

/**
 * The workspace's subscription is its Owner's (the gate reads the Owner's), so it moves to the new
 * owner. A never-started row of theirs gives way; a subscription of their own refuses the transfer.
 */
async function moveSubscription(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  if (await hasOwnSubscription(trx, to, true)) throw conflict(OWNERSHIP_MESSAGES.yourSubscription);
  await trx.deleteFrom('subscriptions').where('user_id', '=', to).execute();
  await trx
    .updateTable('subscriptions')
    .set({ user_id: to, updated_at: new Date() })
    .where('user_id', '=', from)
    .execute();
}
