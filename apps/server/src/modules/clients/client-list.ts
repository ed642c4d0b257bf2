import type { ClientListResponse, clientListQuerySchema } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../platform/db/keyset-page';
import { countOverdueClients, overdueClientIds } from '../deadlines';
import { seesAssignedOnly } from '../team';
import { type CardJson, cardQuery, cardsAsJson, toCard, visibleClientIds } from './client-cards';
import { containingOnly, type SearchRow, searchAfter, searchCursor, startingIds } from './client-search';

type ListQuery = z.output<typeof clientListQuerySchema>;
type Matching = ReturnType<typeof visibleClientIds>;
type Page = { rows: CardJson[]; nextCursor: string | null };

const NEWEST = { time: 'p.created_at', id: 'p.id' };

/**
 * One page of clients in a fixed number of statements whatever the workspace holds: the page (its
 * ids from the view's index, then their cards, counts included, as one statement; a search's in
 * two or three), the archived count, one row kept by a trigger (migration 004), and the overdue
 * count (deadlines' partial index). Newest first; a search in two tiers (client-search.ts), its
 * second read only when the first leaves room. See docs/decisions/012 for the indexes each view reads.
 */
export async function listClients(ctx: OwnerContext, query: ListQuery, now = new Date()): Promise<ClientListResponse> {
  const filter = { assignedToMe: query.assigned === 'me' };
  // Literals, not parameters: a prepared statement's generic plan could not match a parameter
  // to the partial index of each view (migration 003) and would sort the whole view instead.
  let matching = visibleClientIds(ctx, filter).where(
    query.status === 'archived' ? sql<boolean>`p.status = 'archived'` : sql<boolean>`p.status <> 'archived'`,
  );
  if (query.due === 'overdue') {
    matching = matching.where(sql<boolean>`p.id IN (${overdueClientIds(ctx, now, filter)})`);
  }
  const cards = () => cardQuery(ctx, filter, now);
  const [page, archived, overdueCount] = await Promise.all([
    query.q ? searchPage(ctx, cards, matching, query.q, query) : newestPage(ctx, cards, matching, query),
    // Only one's own clients (a Member's, or asked for): count their archived; the kept count is the workspace's.
    seesAssignedOnly(ctx) || filter.assignedToMe
      ? visibleClientIds(ctx, filter)
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
  return {
    clients: page.rows.map(toCard),
    nextCursor: page.nextCursor,
    archivedCount: archived?.archived ?? 0,
    overdueCount,
  };
}

/** The view newest first: the page's ids from its index, then the cards of those rows only. */
async function newestPage(
  ctx: OwnerContext,
  cards: () => ReturnType<typeof cardQuery>,
  matching: Matching,
  query: ListQuery,
): Promise<Page> {
  const ids = newestFirst(matching, NEWEST, pageAfter(query.cursor), query.limit).as('page');
  const rows = await cardsAsJson(
    ctx,
    newestFirst(cards().innerJoin(ids, 'page.id', 'p.id'), NEWEST, null, query.limit),
  );
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.created_key);
  return { rows: page, nextCursor };
}

/**
 * A search page: the first tier's ids (a field starts with `q`) by that field, then, when the
 * page has room, the second tier's (only contain it) newest first, one more than the page to tell
 * whether another follows; then the cards of the page's ids alone.
 */
async function searchPage(
  ctx: OwnerContext,
  cards: () => ReturnType<typeof cardQuery>,
  matching: Matching,
  q: string,
  { cursor, limit }: ListQuery,
): Promise<Page> {
  const after = searchAfter(cursor);
  const found: SearchRow[] = [];
  if (after?.tier !== 'contains') {
    found.push(...(await startingIds(ctx.db, matching, q, after, limit + 1).execute()));
  }
  if (found.length <= limit) {
    const containing = containingOnly(matching, q).select([
      sql<null>`null`.as('key'),
      cursorKey('p.created_at').as('created_key'),
    ]);
    const room = limit - found.length;
    found.push(...(await newestFirst(containing, NEWEST, after?.tier === 'contains' ? after : null, room).execute()));
  }
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  const order = new Map(shown.map((row, i) => [row.id, i]));
  const rows = shown.length === 0 ? [] : await cardsAsJson(ctx, cards().where('p.id', 'in', [...order.keys()]));
  return {
    rows: rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    nextCursor: found.length > limit && last ? searchCursor(last) : null,
  };
}
