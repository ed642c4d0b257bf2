import type { publishingSettingsPatchSchema } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { publishedTestimonials } from './published-testimonials';

export interface PublishingSettings {
  wallEnabled: boolean;
  wallPath: string;
  publishedCount: number;
}

/** Where a workspace's wall of love lives, relative to the app's origin. */
export const wallPath = (workspaceId: string) => `/gallery/${workspaceId}`;

/** How many testimonials the widgets and the wall can show. */
async function publishedCount(db: Db, workspaceId: string): Promise<number> {
  const row = await publishedTestimonials(db, workspaceId)
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** GET /api/publishing: the wall's switch, its address and what there is to publish. */
export async function readPublishingSettings(ctx: OwnerContext): Promise<PublishingSettings> {
  const [workspace, count] = await Promise.all([
    ctx.db.selectFrom('workspaces').select('wall_enabled').where('id', '=', ctx.workspaceId).executeTakeFirst(),
    publishedCount(ctx.db, ctx.workspaceId),
  ]);
  if (!workspace) throw notFound();
  return { wallEnabled: workspace.wall_enabled, wallPath: wallPath(ctx.workspaceId), publishedCount: count };
}

/** PATCH /api/publishing: turns the wall on or off (the brand trigger moves publish_version with it). */
export async function updatePublishingSettings(
  ctx: OwnerContext,
  patch: z.output<typeof publishingSettingsPatchSchema>,
): Promise<PublishingSettings> {
  await ctx.db
    .updateTable('workspaces')
    .set({ wall_enabled: patch.wallEnabled })
    .where('id', '=', ctx.workspaceId)
    .execute();
  return readPublishingSettings(ctx);
}
