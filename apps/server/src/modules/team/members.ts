import { type GrantableRole, MEMBER_MESSAGES, type TeamMember } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext, SessionUser } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { listMembers } from './team-queries';

/** The member `userId` of this workspace, or 404 (another workspace's person is not told apart). */
async function memberOf(ctx: OwnerContext, userId: string): Promise<TeamMember> {
  const [member] = await listMembers(ctx, userId);
  if (!member) throw notFound(MEMBER_MESSAGES.notFound);
  return member;
}

/** Admin ⇄ Member. The Owner's role changes only by a transfer. */
export async function changeRole(ctx: OwnerContext, userId: string, role: GrantableRole): Promise<TeamMember> {
  const member = await memberOf(ctx, userId);
  if (member.role === 'owner') throw conflict(MEMBER_MESSAGES.ownerRole);
  await ctx.db
    .updateTable('workspace_members')
    .set({ role })
    .where('workspace_id', '=', ctx.workspaceId)
    .where('user_id', '=', userId)
    .where('role', '!=', 'owner')
    .execute();
  return memberOf(ctx, userId);
}

/**
 * Takes a person out of the team: their clients go back to unassigned (the assignments cascade)
 * and every session of theirs working in this workspace answers 403 from its next request.
 */
export async function removeMember(ctx: OwnerContext, userId: string): Promise<void> {
  const member = await memberOf(ctx, userId);
  if (member.role === 'owner') throw conflict(MEMBER_MESSAGES.ownerRole);
  await ctx.db
    .deleteFrom('workspace_members')
    .where('workspace_id', '=', ctx.workspaceId)
    .where('user_id', '=', userId)
    .where('role', '!=', 'owner')
    .execute();
}

/** Leaving is removing oneself, except that this person's sessions move on to another workspace. */
export async function leaveWorkspace(ctx: OwnerContext): Promise<void> {
  if (ctx.role === 'owner') throw conflict(MEMBER_MESSAGES.ownerCannotLeave);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', ctx.workspaceId)
      .where('user_id', '=', ctx.userId)
      .execute();
    await sql`DELETE FROM session_workspaces sw USING "session" s
      WHERE sw.session_id = s.id AND s."userId" = ${ctx.userId} AND sw.workspace_id = ${ctx.workspaceId}`.execute(trx);
  });
}

/** Makes `workspaceId` the one this session works in; 404 unless its person is a member. */
export async function switchWorkspace(
  db: Db,
  user: SessionUser,
  sessionId: string,
  workspaceId: string,
): Promise<void> {
  const member = await db
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!member) throw notFound(MEMBER_MESSAGES.workspaceNotFound);
  await db
    .insertInto('session_workspaces')
    .values({ session_id: sessionId, workspace_id: workspaceId })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ workspace_id: workspaceId }))
    .execute();
}
