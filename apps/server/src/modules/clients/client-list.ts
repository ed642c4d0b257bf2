import type { ClientListResponse, clientListQuerySchema } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { keysetPage, newestFirst, pageAfter } from '../../platform/db/keyset-page';
import { countOverdueClients, overdueClientIds } from '../deadlines';
import { seesAssignedOnly } from '../team';
import { cardQuery, toCard } from './client-cards';

type ListQuery = z.output<typeof clientListQuerySchema>;

/**
 * One page of clients, newest first, in three statements whatever the workspace holds:
 * the page (keyset on created_at DESC, id DESC, counts included), the archived count, one
 * row kept by a trigger (migration 004), and the overdue count (deadlines' partial index).
 * See docs/decisions/012 for the indexes each view reads.
 */
export async function listClients(ctx: OwnerContext, query: ListQuery, now = new Date()): Promise<ClientListResponse> {
  const after = pageAfter(query.cursor);
  const filter = { assignedToMe: query.assigned === 'me' };
  let page = cardQuery(ctx, filter, now);
  // Literals, not parameters: a prepared statement's generic plan could not match a parameter
  // to the partial index of each view (migration 003) and would sort the whole view instead.
  page = page.where(
    query.status === 'archived' ? sql<boolean>`p.status = 'archived'` : sql<boolean>`p.status <> 'archived'`,
  );
  if (query.q) {
    page = page.where(clientSearchMatches(query.q));
  }
  if (query.due === 'overdue') {
    page = page.where(sql<boolean>`p.id IN (${overdueClientIds(ctx, now, filter)})`);
  }
  const [rows, archived, overdueCount] = await Promise.all([
    newestFirst(page, { time: 'p.created_at', id: 'p.id' }, after, query.limit).execute(),
    // Only one's own clients (a Member's, or asked for): count their archived; the kept count is the workspace's.
    seesAssignedOnly(ctx) || filter.assignedToMe
      ? cardQuery(ctx, filter)
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('archived'))
          .where('p.status', '=', 'archived')
          .executeTakeFirst()
      : ctx.db
          .selectFrom('workspace_counts')
          .select('archived')
          .where('workspace_id', '=', ctx.workspaceId)
          .executeTakeFirst(),
    // Like the archived count, it follows who is asked for, not the search.
    countOverdueClients(ctx, now, filter),
  ]);
  const { page: pageRows, nextCursor } = keysetPage(rows, query.limit, (row) => row.created_key);
  return {
    clients: pageRows.map(toCard),
    nextCursor,
    archivedCount: archived?.archived ?? 0,
    overdueCount,
  };
}

/**
 * Client `p` matches `q` anywhere in its project name, client name or email, whatever the case: on
 * the lower-cased `search_text` the list views' indexes carry (migration 029), so a page of a
 * common term is read from index entries alone, and a rare one through the trigram index.
 */
export const clientSearchMatches = (q: string) => sql<boolean>`p.search_text LIKE lower(${likeContains(q)})`;

/** LIKE pattern that matches `q` anywhere, with LIKE's wildcards taken literally. */
export function likeContains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
