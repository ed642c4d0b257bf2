import {
  CLIENT_MESSAGES,
  type ClientStatus,
  type TestimonialStatus,
  type V1Agreement,
  type V1Client,
  type V1Submission,
  type V1Testimonial,
} from '@bloom/core';
import type { SelectQueryBuilder } from 'kysely';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../../platform/db/keyset-page';
import { clientSearchMatches } from '../../clients';
import { v1AgreementsOf } from './agreement-resources';
import { toV1Client, v1ClientRows, v1SubmissionsOf, v1TestimonialsOf } from './resources';

/**
 * The public API's lists (/api/v1): keyset pages, newest first, on (time, id) with the app's own
 * opaque cursor format (platform/db/keyset-page.ts). A page's ids are read in one statement,
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

/**
 * The page `query` asks for of the ids `q` selects (newest first on `columns`), as resources in the
 * page's order, and the cursor of the next page when there is one.
 */
async function readPage<T, DB, TB extends keyof DB>(
  q: SelectQueryBuilder<DB, TB, { id: string; key: string }>,
  columns: { time: string; id: string },
  query: PageQuery,
  read: (ids: string[]) => Promise<T[]>,
): Promise<V1Page<T>> {
  const rows = await newestFirst(q, columns, pageAfter(query.cursor), query.limit).execute();
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.key);
  return { data: await read(page.map((row) => row.id)), next_cursor: nextCursor };
}

export async function listV1Clients(
  ctx: OwnerContext,
  query: PageQuery & { status?: ClientStatus | undefined; search?: string | undefined },
  origin: string,
): Promise<V1Page<V1Client>> {
  let q = ctx.db
    .selectFrom('projects as p')
    .select(['p.id', cursorKey('p.created_at').as('key')])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('p.erased_at', 'is', null);
  if (query.status) q = q.where('p.status', '=', query.status);
  if (query.search) q = q.where(clientSearchMatches(query.search));
  // The page's ids and their rows in one statement: the busiest list integrations poll.
  const page = newestFirst(q, { time: 'p.created_at', id: 'p.id' }, pageAfter(query.cursor), query.limit);
  const rows = await v1ClientRows(ctx.db, ctx.workspaceId)
    .innerJoin(page.as('pg'), 'pg.id', 'p.id')
    .select('pg.key')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const { page: found, nextCursor } = keysetPage(rows, query.limit, (row) => row.key);
  return { data: found.map((row) => toV1Client(row, origin)), next_cursor: nextCursor };
}

/** A `client_id` filter must name one of the workspace's clients (404 otherwise, like a foreign id). */
async function requireClientFilter(ctx: OwnerContext, clientId: string | undefined) {
  if (!clientId) return;
  const client = await ctx.db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', clientId)
    .where('workspace_id', '=', ctx.workspaceId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
}

/** Submitted answers (never drafts), newest first; `client_id` must be one of the workspace's clients. */
export async function listV1Submissions(
  ctx: OwnerContext,
  query: PageQuery & { client_id?: string | undefined; since?: string | undefined },
): Promise<V1Page<V1Submission>> {
  await requireClientFilter(ctx, query.client_id);
  let q = ctx.db
    .selectFrom('form_submissions as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .select(['f.id', cursorKey('f.submitted_at').as('key')])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('f.status', '<>', 'draft');
  if (query.client_id) q = q.where('f.project_id', '=', query.client_id);
  if (query.since) q = q.where('f.submitted_at', '>=', new Date(query.since));
  return readPage(q, { time: 'f.submitted_at', id: 'f.id' }, query, (ids) =>
    v1SubmissionsOf(ctx.db, ctx.workspaceId, ids),
  );
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
  return readPage(q, { time: 't.created_at', id: 't.id' }, query, (ids) =>
    v1TestimonialsOf(ctx.db, ctx.workspaceId, ids),
  );
}

/** Agreements (every version, voided ones too), newest first; `client_id` must be one of the workspace's clients. */
export async function listV1Agreements(
  ctx: OwnerContext,
  query: PageQuery & { client_id?: string | undefined },
): Promise<V1Page<V1Agreement>> {
  await requireClientFilter(ctx, query.client_id);
  let q = ctx.db
    .selectFrom('agreements as a')
    .select(['a.id', cursorKey('a.created_at').as('key')])
    .where('a.workspace_id', '=', ctx.workspaceId);
  if (query.client_id) q = q.where('a.project_id', '=', query.client_id);
  return readPage(q, { time: 'a.created_at', id: 'a.id' }, query, (ids) =>
    v1AgreementsOf(ctx.db, ctx.workspaceId, ids),
  );
}
