import {
  TESTIMONIAL_PAGE_SIZE,
  type TestimonialCounts,
  type TestimonialDto,
  type TestimonialListQuery,
  type TestimonialListResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { Db } from '../../platform/db/database';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../platform/db/keyset-page';
import { assignedClientIds, seesAssignedOnly } from '../team';

/** What a testimonial says and who said it: what every area that shows one reads (`testimonials as t`). */
export const QUOTE_COLUMNS = ['t.content', 't.client_name', 't.client_title', 't.client_company', 't.rating'] as const;

/** The workspace's testimonials with their project, shaped by toTestimonialDto. */
export function testimonialQuery(db: Db, workspaceId: string) {
  return db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select([
      't.id',
      't.project_id',
      'p.name as project_name',
      ...QUOTE_COLUMNS,
      't.publish_permission',
      't.approval_status',
      't.created_at',
      't.approved_at',
      't.hidden',
      't.pinned_at',
    ])
    .where('p.workspace_id', '=', workspaceId);
}

type TestimonialRow = Awaited<ReturnType<ReturnType<typeof testimonialQuery>['executeTakeFirstOrThrow']>>;

export const toTestimonialDto = (r: TestimonialRow): TestimonialDto => ({
  id: r.id,
  clientId: r.project_id,
  projectName: r.project_name,
  clientName: r.client_name,
  clientTitle: r.client_title,
  clientCompany: r.client_company,
  content: r.content,
  rating: r.rating,
  publishPermission: r.publish_permission,
  status: r.approval_status,
  createdAt: r.created_at.toISOString(),
  approvedAt: r.approved_at?.toISOString() ?? null,
  hidden: r.hidden,
  pinned: r.pinned_at !== null,
  published: r.approval_status === 'approved' && r.publish_permission && !r.hidden,
});

/** One page of the workspace's testimonials (of one status, if given), newest first. */
export async function listTestimonials(
  ctx: OwnerContext,
  query: TestimonialListQuery,
): Promise<TestimonialListResponse> {
  const { status } = query;
  const after = pageAfter(query.cursor);
  const rows = await testimonialQuery(ctx.db, ctx.workspaceId)
    .select(cursorKey('t.created_at').as('created_key'))
    .$if(seesAssignedOnly(ctx), (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
    // A ternary, not $if: it narrows the status the query's schema typed, so no cast.
    .$call((q) => (status ? q.where('t.approval_status', '=', status) : q))
    .$call((q) => newestFirst(q, { time: 't.created_at', id: 't.id' }, after, TESTIMONIAL_PAGE_SIZE))
    .execute();
  const { page, nextCursor } = keysetPage(rows, TESTIMONIAL_PAGE_SIZE, (row) => row.created_key);
  return { testimonials: page.map(toTestimonialDto), nextCursor };
}

/** Pending, approved and rejected testimonials of the workspace: the page's counters and the nav badge. */
export async function testimonialCounts(ctx: OwnerContext): Promise<TestimonialCounts> {
  const row = await ctx.db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select([
      sql<number>`count(*) FILTER (WHERE t.approval_status = 'pending')::int`.as('pending'),
      sql<number>`count(*) FILTER (WHERE t.approval_status = 'approved')::int`.as('approved'),
      sql<number>`count(*) FILTER (WHERE t.approval_status = 'rejected')::int`.as('rejected'),
    ])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .$if(seesAssignedOnly(ctx), (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
    .executeTakeFirstOrThrow();
  return { pending: row.pending, approved: row.approved, rejected: row.rejected };
}
