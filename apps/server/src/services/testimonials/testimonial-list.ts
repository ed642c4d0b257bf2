import { TESTIMONIAL_PAGE_SIZE, type TestimonialListResponse, type TestimonialStatus } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../http/context';
import { decodeCursor, encodeCursor } from '../clients/client-list';

/** One page of the workspace's testimonials, newest first (keyset on created_at, id). */
export async function listTestimonials(
  ctx: Pick<OwnerContext, 'db' | 'workspaceId'>,
  cursor: string | undefined,
): Promise<TestimonialListResponse> {
  const after = cursor ? decodeCursor(cursor) : null;
  let query = ctx.db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select([
      't.id',
      't.project_id',
      'p.name as project_name',
      't.client_name',
      't.client_title',
      't.client_company',
      't.content',
      't.rating',
      't.publish_permission',
      't.approval_status',
      't.created_at',
      't.approved_at',
      sql<string>`to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_key'),
    ])
    .where('p.workspace_id', '=', ctx.workspaceId);
  if (after) {
    query = query.where(sql`(t.created_at, t.id)`, '<', sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(TESTIMONIAL_PAGE_SIZE + 1)
    .execute();
  const more = rows.length > TESTIMONIAL_PAGE_SIZE;
  const page = more ? rows.slice(0, TESTIMONIAL_PAGE_SIZE) : rows;
  const last = page.at(-1);
  return {
    testimonials: page.map((r) => ({
      id: r.id,
      clientId: r.project_id,
      projectName: r.project_name,
      clientName: r.client_name,
      clientTitle: r.client_title,
      clientCompany: r.client_company,
      content: r.content,
      rating: r.rating,
      publishPermission: r.publish_permission,
      status: r.approval_status as TestimonialStatus,
      createdAt: r.created_at.toISOString(),
      approvedAt: r.approved_at?.toISOString() ?? null,
    })),
    nextCursor: more && last ? encodeCursor(last.created_key, last.id) : null,
  };
}
