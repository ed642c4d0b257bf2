import { type Assignee, MEMBER_MESSAGES } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest } from '../../kernel/service-error';
import { lockWorkspaceClient } from '../../platform/db/lock-client';

/**
 * The ids of the clients assigned to the member in `ctx`, as a subquery: a Member's queries keep
 * only these (`where('p.id', 'in', assignedClientIds(ctx))`); Owners and Admins see every client.
 */
export const assignedClientIds = (ctx: OwnerContext) =>
  ctx.db
    .selectFrom('client_assignments')
    .select('project_id')
    .where('workspace_id', '=', ctx.workspaceId)
    .where('user_id', '=', ctx.userId);

/** Whether `ctx` sees only its assigned clients. */
export const seesAssignedOnly = (ctx: OwnerContext) => ctx.role === 'member';

export async function assigneesOf(ctx: OwnerContext, clientId: string): Promise<Assignee[]> {
  return ctx.db
    .selectFrom('client_assignments as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .select(['a.user_id as userId', 'u.name'])
    .where('a.project_id', '=', clientId)
    .where('a.workspace_id', '=', ctx.workspaceId)
    .orderBy('u.name')
    .orderBy('a.user_id')
    .execute();
}

/** Replaces who works on a client; every one must be a member of this workspace. */
export async function setAssignees(ctx: OwnerContext, clientId: string, userIds: string[]): Promise<Assignee[]> {
  const wanted = [...new Set(userIds)];
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
    if (wanted.length > 0) {
      const members = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', ctx.workspaceId)
        .where('user_id', 'in', wanted)
        .execute();
      if (members.length !== wanted.length) throw badRequest(MEMBER_MESSAGES.notFound);
    }
    await trx.deleteFrom('client_assignments').where('project_id', '=', clientId).execute();
    if (wanted.length > 0) {
      await trx
        .insertInto('client_assignments')
        .values(wanted.map((user_id) => ({ project_id: clientId, workspace_id: ctx.workspaceId, user_id })))
        .execute();
    }
  });
  return assigneesOf(ctx, clientId);
}
