import {
  isUuid,
  type WebhookMessageDto,
  webhookEventClient,
  webhookEventSubject,
  type webhookMessageListQuerySchema,
} from '@bloom/core';
import type { z } from 'zod';
import type { OwnerContext } from '../../../kernel/owner-context';
import type { Db } from '../../../platform/db/database';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../../platform/db/keyset-page';
import { requireEndpoint } from './endpoint-service';

/** An endpoint's delivery log (issue 22): its messages newest first, each with every attempt. */

type LogQuery = z.output<typeof webhookMessageListQuerySchema>;

export const MESSAGE_PAGE_SIZE = 50;

const MESSAGE_COLUMNS = [
  'm.id',
  'm.event_id',
  'm.event_type',
  'm.status',
  'm.body',
  'm.created_at',
  'm.next_attempt_at',
] as const;

function messageQuery(db: Db, workspaceId: string) {
  return db
    .selectFrom('webhook_messages as m')
    .select(MESSAGE_COLUMNS)
    .select(cursorKey('m.created_at').as('created_key'))
    .where('m.workspace_id', '=', workspaceId);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

const parsedData = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
};

/** The current names of the clients the messages are about, by id, in one query (gone ones absent). */
async function clientNames(db: Db, workspaceId: string, clientIds: (string | null)[]): Promise<Map<string, string>> {
  // Bodies come from our own payloads, but a malformed id must not fail the uuid cast.
  const ids = [...new Set(clientIds.filter((id): id is string => id !== null && isUuid(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'client_name'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.client_name]));
}

/** The messages with their attempts, oldest attempt first, and what each is about, in two more queries. */
async function withAttempts(db: Db, workspaceId: string, rows: MessageRow[]): Promise<WebhookMessageDto[]> {
  const data = rows.map((row) => parsedData(row.body));
  const clients = rows.map((row, i) => webhookEventClient(row.event_type, data[i]));
  const names = await clientNames(
    db,
    workspaceId,
    clients.map((c) => c.id),
  );
  const ids = rows.map((row) => row.id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['message_id', 'attempted_at', 'status_code', 'duration_ms', 'succeeded', 'response_excerpt', 'error'])
        .where('message_id', 'in', ids)
        .orderBy('attempted_at')
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row, i) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    body: row.body,
    about: webhookEventSubject(row.event_type, data[i], names.get(clients[i]?.id ?? '') ?? null),
    createdAt: row.created_at.toISOString(),
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    attempts: attempts
      .filter((a) => a.message_id === row.id)
      .map((a) => ({
        at: a.attempted_at.toISOString(),
        statusCode: a.status_code,
        durationMs: a.duration_ms,
        succeeded: a.succeeded,
        response: a.response_excerpt,
        error: a.error,
      })),
  }));
}

/** One message of the workspace's endpoint `endpointId`, or undefined. */
export async function findMessage(
  db: Db,
  workspaceId: string,
  endpointId: string,
  messageId: string,
): Promise<WebhookMessageDto | undefined> {
  const row = await messageQuery(db, workspaceId)
    .where('m.endpoint_id', '=', endpointId)
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  return row ? (await withAttempts(db, workspaceId, [row]))[0] : undefined;
}

/** One page of an endpoint's log, newest first, filtered by event type and outcome. */
export async function listWebhookMessages(
  ctx: OwnerContext,
  endpointId: string,
  query: LogQuery,
): Promise<{ messages: WebhookMessageDto[]; nextCursor: string | null }> {
  await requireEndpoint(ctx.db, ctx.workspaceId, endpointId);
  const after = pageAfter(query.cursor);
  const { eventType, outcome } = query;
  const rows = await messageQuery(ctx.db, ctx.workspaceId)
    .where('m.endpoint_id', '=', endpointId)
    .$call((q) => (eventType ? q.where('m.event_type', '=', eventType) : q))
    .$call((q) => (outcome ? q.where('m.status', '=', outcome) : q))
    .$call((q) => newestFirst(q, { time: 'm.created_at', id: 'm.id' }, after, MESSAGE_PAGE_SIZE))
    .execute();
  const { page, nextCursor } = keysetPage(rows, MESSAGE_PAGE_SIZE, (row) => row.created_key);
  return { messages: await withAttempts(ctx.db, ctx.workspaceId, page), nextCursor };
}
