import { OWNERSHIP_MESSAGES, OWNERSHIP_TRANSFER_DAYS, type OwnershipTransfer } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import { EMAIL_WORKSPACE_COLUMNS, enqueueEmail, toEmailWorkspace } from '../email';
import { ownershipTransferEmail } from './ownership-email';
import { hasOwnSubscription, ownWorkspaceOf, pendingTransferRow, toTransfer } from './ownership-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the new owner accepts: the team page of the workspace. */
export const transferLink = (origin: string) => `${origin}/settings/team`;

/**
 * The Owner asks `userId` (an Admin or a Member of the workspace) to take it over: one transfer
 * waits per workspace (an expired one is replaced), for 7 days, and the member is told by email.
 * Refused when the member owns a workspace with work in it or a subscription of their own, which
 * accepting could not give way (a person owns one workspace and has one subscription).
 */
export async function startTransfer(ctx: OwnerContext, userId: string, origin: string): Promise<OwnershipTransfer> {
  return ctx.db.transaction().execute(async (trx) => {
    // The workspace's lock orders this against an accept, and two starts against each other.
    const workspace = await trx
      .selectFrom('workspaces as w')
      .select(EMAIL_WORKSPACE_COLUMNS)
      .where('w.id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!workspace) throw notFound(OWNERSHIP_MESSAGES.memberNotFound);
    const member = await trx
      .selectFrom('workspace_members as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.role', 'u.name', 'u.email'])
      .where('m.workspace_id', '=', ctx.workspaceId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notFound(OWNERSHIP_MESSAGES.memberNotFound);
    if (member.role === 'owner') throw conflict(OWNERSHIP_MESSAGES.alreadyOwner);
    const pending = await pendingTransferRow(trx, ctx.workspaceId);
    if (pending) throw conflict(OWNERSHIP_MESSAGES.alreadyPending(pending.to_name));
    const name = member.name || member.email;
    const own = await ownWorkspaceOf(trx, userId);
    if (own && !own.unused) throw conflict(OWNERSHIP_MESSAGES.targetOwnsWorkspace(name));
    if (await hasOwnSubscription(trx, userId)) throw conflict(OWNERSHIP_MESSAGES.targetHasSubscription(name));

    const values = {
      from_user_id: ctx.userId,
      to_user_id: userId,
      created_at: new Date(),
      expires_at: new Date(Date.now() + OWNERSHIP_TRANSFER_DAYS * DAY_MS),
    };
    await trx
      .insertInto('ownership_transfers')
      .values({ workspace_id: ctx.workspaceId, ...values })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet(values))
      .execute();
    const owner = await trx.selectFrom('user').select('name').where('id', '=', ctx.userId).executeTakeFirstOrThrow();
    await enqueueEmail(
      trx,
      ownershipTransferEmail({
        to: member.email,
        workspace: toEmailWorkspace(workspace),
        ownerName: owner.name,
        link: transferLink(origin),
        origin,
      }),
    );
    const row = await pendingTransferRow(trx, ctx.workspaceId);
    if (!row) throw new Error('the transfer just written is not readable');
    return toTransfer(row, ctx.userId, null);
  });
}

/** The Owner takes the request back (an expired one too); 404 when there is none. */
export async function cancelTransfer(ctx: OwnerContext): Promise<void> {
  const { numDeletedRows } = await ctx.db
    .deleteFrom('ownership_transfers')
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw notFound(OWNERSHIP_MESSAGES.noneToCancel);
}

/** Whether this member has a transfer waiting for them in the session's workspace. */
export async function hasTransferFor(ctx: OwnerContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('ownership_transfers')
    .select('workspace_id')
    .where('workspace_id', '=', ctx.workspaceId)
    .where('to_user_id', '=', ctx.userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
