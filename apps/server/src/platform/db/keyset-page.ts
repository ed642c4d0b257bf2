import { isUuid } from '@bloom/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import { badRequest } from '../../kernel/service-error';

/**
 * Keyset pages on (time, id), the one paging of every list (clients, inbox, testimonials, webhook
 * log, insights, the public API): the cursor is the last row's time and id, opaque to callers.
 * See docs/decisions/012 for the indexes the lists read.
 */

/** A timestamp as the cursor keeps it: UTC, microseconds, so rows created in the same millisecond stay apart. */
export const cursorKey = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR_TIME = /^(19[7-9]\d|2\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(createdKey: string, id: string): string {
  return Buffer.from(JSON.stringify([createdKey, id])).toString('base64url');
}

/** An opaque cursor from the previous page; anything else is a 400, never a database error. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (typeof createdAt === 'string' && CURSOR_TIME.test(createdAt) && typeof id === 'string' && isUuid(id)) {
        // A date that does not exist (Feb 30) would make PostgreSQL fail; it never came from us.
        const ms = createdAt.slice(0, 23);
        const parsed = new Date(`${ms}Z`);
        if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === ms) return { createdAt, id };
      }
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid page cursor');
}

/** The previous page's last row, or null for the first page. */
export const pageAfter = (cursor: string | null | undefined) => (cursor ? decodeCursor(cursor) : null);

/**
 * A page of `q` newest first: the rows after `after` (pageAfter's answer)
 * on (time, id) descending, one more than `limit` so keysetPage can tell whether another follows.
 */
export function newestFirst<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  columns: { time: string; id: string },
  after: { createdAt: string; id: string } | null,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const time = sql.ref(columns.time);
  const id = sql.ref(columns.id);
  return q
    .$if(after !== null, (page) =>
      page.where(sql<boolean>`(${time}, ${id}) < (${after?.createdAt}::timestamptz, ${after?.id}::uuid)`),
    )
    .orderBy(time, 'desc')
    .orderBy(id, 'desc')
    .limit(limit + 1);
}

/** The rows of a page read with one extra row (newestFirst), and the next page's cursor when there is one. */
export function keysetPage<R extends { id: string }>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => string,
): { page: R[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { page, nextCursor: more && last ? encodeCursor(keyOf(last), last.id) : null };
}
