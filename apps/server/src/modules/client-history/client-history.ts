import {
  CLIENT_MESSAGES,
  type ClientHistoryResponse,
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  toHistoryItem,
} from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { keysetPage, pageAfter } from '../../platform/db/keyset-page';
import { assignedClientIds, seesAssignedOnly } from '../team';
import { type HistoryRow, readHistory } from './history-query';

const toItem = (row: HistoryRow): HistoryItem | null =>
  toHistoryItem({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actorType: row.actor_type,
    actorName: row.actor_name,
    subject: row.subject,
  });

/**
 * A page of a client's history for the client page: the same reach as the client's detail (a
 * Member: their assigned clients; another workspace's id: 404). An erased client, 404 everywhere
 * else, answers here with the erasure alone: who erased it and when, nothing personal.
 */
export async function clientHistory(
  ctx: OwnerContext,
  projectId: string,
  before: string | undefined,
): Promise<ClientHistoryResponse> {
  const after = pageAfter(before);
  const client = await ctx.db
    .selectFrom('projects as p')
    .leftJoin('client_erasures as x', 'x.project_id', 'p.id')
    .select(['p.id', 'p.erased_at', 'x.id as erasure_id', 'x.erased_by_name', 'x.erased_at as erasure_at'])
    .where('p.id', '=', projectId)
    .where('p.workspace_id', '=', ctx.workspaceId)
    .$if(seesAssignedOnly(ctx), (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
    .executeTakeFirst();
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);

  if (client.erased_at) {
    const at = (client.erasure_at ?? client.erased_at).toISOString();
    const byName = client.erased_by_name ?? '';
    const item = toHistoryItem({
      id: client.erasure_id ?? client.id,
      at,
      kind: 'client.erased',
      actorType: 'member',
      actorName: byName || null,
      subject: null,
    });
    // The erasure is the only item, so a cursor past it is an empty page.
    return { erased: { at, byName }, items: item && !after ? [item] : [], nextCursor: null };
  }

  const rows = await readHistory(ctx.db, projectId, after, HISTORY_PAGE_SIZE);
  const { page, nextCursor } = keysetPage(rows, HISTORY_PAGE_SIZE, (row) => row.at_key);
  return {
    erased: null,
    items: page.map(toItem).filter((item): item is HistoryItem => item !== null),
    nextCursor,
  };
}
