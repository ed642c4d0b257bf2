import { type ClientListResponse, type clientListQuerySchema, isUuid } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest } from '../../kernel/service-error';
import { clientSearchText } from '../../platform/db/migrations/003-client-list-indexes';
import { cardQuery, toCard } from './client-cards';

type ListQuery = z.output<typeof clientListQuerySchema>;

/**
 * One page of clients, newest first, in two statements whatever the workspace holds:
 * the page (keyset on created_at DESC, id DESC, counts included) and the archived count, one
 * row kept by a trigger (migration 004).
 * See docs/decisions/012 for the indexes each view reads.
 */
export async function listClients(ctx: OwnerContext, query: ListQuery): Promise<ClientListResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  let page = cardQuery(ctx);
  // Literals, not parameters: a prepared statement's generic plan could not match a parameter
  // to the partial index of each view (migration 003) and would sort the whole view instead.
  page = page.where(
    query.status === 'archived' ? sql<boolean>`p.status = 'archived'` : sql<boolean>`p.status <> 'archived'`,
  );
  if (query.q) {
    page = page.where(sql.raw(clientSearchText('p.')), 'ilike', likeContains(query.q));
  }
  if (after) {
    page = page.where(sql`(p.created_at, p.id)`, '<', sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const [rows, archived] = await Promise.all([
    page
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.limit + 1)
      .execute(),
    ctx.db
      .selectFrom('workspace_counts')
      .select('archived')
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst(),
  ]);
  const more = rows.length > query.limit;
  const pageRows = more ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  return {
    clients: pageRows.map(toCard),
    nextCursor: more && last ? encodeCursor(last.created_key, last.id) : null,
    archivedCount: archived?.archived ?? 0,
  };
}

/** ILIKE pattern that matches `q` anywhere, with LIKE's wildcards taken literally. */
export function likeContains(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

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
