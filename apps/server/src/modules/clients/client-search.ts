import { hasNul, isUuid, toWellFormed } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import { badRequest } from '../../kernel/service-error';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-page';
import type { Database } from '../../platform/db/schema';
import type { visibleClientIds } from './client-cards';

/**
 * Search in two tiers (migration 033, docs/decisions/012): first the clients with a field (client
 * name, project name, email) that starts with the term, in that field's order; then the clients
 * that only contain it, newest first. A page of the first tier reads its own index entries
 * whatever the workspace holds; the second reads the list view newest first until its page is full.
 */

/** A client's fields as `search_text` holds them (migration 033), in their index's byte order. */
const FIELDS = ['p.client_name', 'p.name', "coalesce(p.client_email, '')"].map(
  (column) => sql<string>`lower(replace(${sql.raw(column)}, E'\\n', ' ')) COLLATE "C"`,
);

/** `q` in a LIKE pattern, its wildcards taken literally. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Client `p` matches `q` anywhere in its project name, client name or email, whatever the case: on
 * the lower-cased `search_text` the list views' indexes carry (migrations 029, 033).
 */
export const clientSearchMatches = (q: string) => sql<boolean>`p.search_text LIKE lower(${`%${likeEscape(q)}%`})`;

/** Some field of client `p` starts with `q` (never across a line break: no field holds one). */
const someFieldStarts = (q: string) =>
  q.includes('\n')
    ? sql<boolean>`false`
    : sql<boolean>`(p.search_text LIKE lower(${`${likeEscape(q)}%`}) OR p.search_text LIKE lower(${`%\n${likeEscape(q)}%`}))`;

export type SearchAfter =
  | { tier: 'starts'; key: string; id: string }
  | { tier: 'contains'; createdAt: string; id: string };

/** A search page's cursor: the first tier's (field text, id), or the list's own (time, id). */
export function searchAfter(cursor: string | null | undefined): SearchAfter | null {
  if (!cursor) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid page cursor');
  }
  if (Array.isArray(value) && value.length === 3 && value[0] === 's') {
    const [, key, id] = value as unknown[];
    // Only what we wrote: a field's text (no NUL, whole characters) and a client id.
    if (typeof key === 'string' && key.length <= 1000 && !hasNul(key) && typeof id === 'string' && isUuid(id)) {
      return { tier: 'starts', key: toWellFormed(key), id };
    }
    throw badRequest('Invalid page cursor');
  }
  return { tier: 'contains', ...decodeCursor(cursor) };
}

const startsCursor = (key: string, id: string) => Buffer.from(JSON.stringify(['s', key, id])).toString('base64url');

type Ids = ReturnType<typeof visibleClientIds>;

/**
 * The first tier's ids of `matching` (the view's clients) after `after`, at most `take`: each
 * client once, under the first of its fields that starts with `q` (`key`), by (key, id).
 */
export function startingIds(db: Kysely<Database>, matching: Ids, q: string, after: SearchAfter | null, take: number) {
  const prefix = `${likeEscape(q)}%`;
  const branch = (i: number) => {
    const key = FIELDS[i] as (typeof FIELDS)[number];
    let ids = matching.select(key.as('key')).where(sql<boolean>`${key} LIKE lower(${prefix})`);
    for (const earlier of FIELDS.slice(0, i)) ids = ids.where(sql<boolean>`NOT ${earlier} LIKE lower(${prefix})`);
    if (after?.tier === 'starts') ids = ids.where(sql<boolean>`(${key}, p.id) > (${after.key}, ${after.id}::uuid)`);
    return db.selectFrom(ids.orderBy(key).orderBy('p.id').limit(take).as(`b${i}`)).select([`b${i}.id`, `b${i}.key`]);
  };
  let all = branch(0);
  for (let i = 1; i < FIELDS.length; i++) all = all.unionAll(branch(i));
  return db
    .selectFrom(all.as('starting'))
    .select(['starting.id', 'starting.key'])
    .orderBy(sql`starting.key COLLATE "C"`)
    .orderBy('starting.id')
    .limit(take);
}

/** The second tier: `matching`'s clients that contain `q` and have no field starting with it. */
export const containingOnly = (matching: Ids, q: string) =>
  matching.where(clientSearchMatches(q)).where(sql<boolean>`NOT ${someFieldStarts(q)}`);

/** A client found by a search: its first tier's field text, or its time (the second tier's cursor). */
export type SearchRow = { id: string; key: string } | { id: string; key: null; created_key: string };

/** The next page's cursor after `last`. */
export const searchCursor = (last: SearchRow) =>
  last.key !== null ? startsCursor(last.key, last.id) : encodeCursor(last.created_key, last.id);
