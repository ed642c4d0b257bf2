import {
  CLIENT_MESSAGES,
  type ClientStatus,
  type TestimonialStatus,
  type V1Client,
  type V1Submission,
  type V1Testimonial,
} from '@bloom/core';
import { type RawBuilder, sql } from 'kysely';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { clientSearchText } from '../../../platform/db/migrations/003-client-list-indexes';
import { decodeCursor, encodeCursor, likeContains } from '../../clients';
import { v1ClientsOf, v1SubmissionsOf, v1TestimonialsOf } from './resources';

/**
 * The public API's lists (/api/v1): keyset pages, newest first, on (time, id) with the app's own
 * opaque cursor format (modules/clients/client-list.ts). A page's ids are read in one statement,
 * then all its rows in one more, by the resource's batch reader (resources.ts): two queries whatever
 * the page's size, and a list item, a GET and a webhook's `data` never differ.
 */
export interface V1Page<T> {
  data: T[];
  next_cursor: string | null;
}

interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

/** A timestamp as the cursor keeps it: UTC, microseconds, so no two rows' keys round together. */
const cursorKey = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(time, id) < (cursor)`: the rows after the previous page's last one. */
const after = (timeColumn: string, idColumn: string, cursor: string): RawBuilder<boolean> => {
  const at = decodeCursor(cursor);
  return sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) < (${at.createdAt}::timestamptz, ${at.id}::uuid)`;
};

/** The page's rows as resources (in the page's order), and the cursor of the next page when there is one. */
async function toPage<T>(
  rows: { id: string; key: string }[],
  limit: number,
  read: (ids: string[]) => Promise<T[]>,
): Promise<V1Page<T>> {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const data = await read(page.map((row) => row.id));
  const last = page.at(-1);
  return { data, next_cursor: more && last ? encodeCursor(last.key, last.id) : null };
}

export async function listV1Clients(
  ctx: OwnerContext,
  query: PageQuery & { status?: ClientStatus | undefined; search?: string | undefined },
  origin: string,
): Promise<V1Page<V1Client>> {
  let q = ctx.db
    .selectFrom('projects as p')
    .select(['p.id', cursorKey('p.created_at').as('key')])
    .where('p.workspace_id', '=', ctx.workspaceId);
  if (query.status) q = q.where('p.status', '=', query.status);
  if (query.search) q = q.where(sql.raw(clientSearchText('p.')), 'ilike', likeContains(query.search));
  if (query.cursor) q = q.where(after('p.created_at', 'p.id', query.cursor));
  const rows = await q
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return toPage(rows, query.limit, (ids) => v1ClientsOf(ctx.db, ctx.workspaceId, ids, origin));
}

/** Submitted answers (never drafts), newest first; `client_id` must be one of the workspace's clients. */
export async function listV1Submissions(
  ctx: OwnerContext,
  query: PageQuery & { client_id?: string | undefined; since?: string | undefined },
): Promise<V1Page<V1Submission>> {
  if (query.client_id) {
    const client = await ctx.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', query.client_id)
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst();
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  }
  let q = ctx.db
    .selectFrom('form_submissions as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .select(['f.id', cursorKey('f.submitted_at').as('key')])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('f.status', '<>', 'draft');
  if (query.client_id) q = q.where('f.project_id', '=', query.client_id);
  if (query.since) q = q.where('f.submitted_at', '>=', new Date(query.since));
  if (query.cursor) q = q.where(after('f.submitted_at', 'f.id', query.cursor));
  const rows = await q
    .orderBy('f.submitted_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return toPage(rows, query.limit, (ids) => v1SubmissionsOf(ctx.db, ctx.workspaceId, ids));
}

export async function listV1Testimonials(
  ctx: OwnerContext,
  query: PageQuery & { status?: TestimonialStatus | undefined },
): Promise<V1Page<V1Testimonial>> {
  let q = ctx.db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.id', cursorKey('t.created_at').as('key')])
    .where('p.workspace_id', '=', ctx.workspaceId);
  if (query.status) q = q.where('t.approval_status', '=', query.status);
  if (query.cursor) q = q.where(after('t.created_at', 't.id', query.cursor));
  const rows = await q
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return toPage(rows, query.limit, (ids) => v1TestimonialsOf(ctx.db, ctx.workspaceId, ids));
}
