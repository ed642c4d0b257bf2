import type { OwnerContext } from '../../../kernel/owner-context';

/** The key's workspace and its Owner's name (GET /api/v1/me). */
export async function v1MeOf(ctx: OwnerContext) {
  const workspace = await ctx.db
    .selectFrom('workspaces')
    .select(['id', 'name'])
    .where('id', '=', ctx.workspaceId)
    .executeTakeFirstOrThrow();
  return { workspace: { id: workspace.id, name: workspace.name }, owner: { name: ctx.userName } };
}
