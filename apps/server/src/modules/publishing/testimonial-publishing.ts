import { TESTIMONIAL_MESSAGES, type TestimonialDetailDto, type testimonialPublishingSchema } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { getTestimonial } from '../testimonials';

/**
 * PATCH /api/testimonials/{id}/publishing: hide a testimonial from the widgets and the wall
 * without rejecting it, or pin it to the top (newest pin first). Pinning a pinned one keeps its
 * place. Answers the testimonial as GET /api/testimonials/{id} does; another workspace's is 404.
 */
export async function setTestimonialPublishing(
  ctx: OwnerContext,
  id: string,
  patch: z.output<typeof testimonialPublishingSchema>,
): Promise<TestimonialDetailDto> {
  const changes = {
    ...(patch.hidden !== undefined ? { hidden: patch.hidden } : {}),
    ...(patch.pinned === true ? { pinned_at: sql<Date>`coalesce(pinned_at, clock_timestamp())` } : {}),
    ...(patch.pinned === false ? { pinned_at: null } : {}),
  };
  if (Object.keys(changes).length > 0) {
    const updated = await ctx.db
      .updateTable('testimonials')
      .set(changes)
      .where('id', '=', id)
      .where('project_id', 'in', (eb) =>
        eb.selectFrom('projects').select('id').where('workspace_id', '=', ctx.workspaceId),
      )
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound(TESTIMONIAL_MESSAGES.notFound);
  }
  return getTestimonial(ctx, id);
}
