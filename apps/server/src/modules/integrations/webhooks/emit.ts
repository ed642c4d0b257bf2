import { randomBytes } from 'node:crypto';
import { TEST_WEBHOOK_EVENT, type WebhookEvent, type WebhookPayload } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { enqueue } from '../../../platform/jobs/enqueue';

/** The queue of one delivery try (modules/integrations/webhooks/webhook-delivery-job.ts). */
export const WEBHOOK_DELIVERY = 'webhook-delivery';

/**
 * One try of one message. `due` is the message's next_attempt_at when it was queued: a Resend
 * starts a new chain with a new `due`, and a stale job of the old chain finds it changed and does
 * nothing. `failures` counts the failed tries of this chain (the retry schedule's position).
 */
export interface WebhookDeliveryJob {
  messageId: string;
  due: string;
  failures: number;
  /** The lane and group the worker runs it in (modules/integrations/webhooks/webhook-delivery-job.ts); absent on jobs queued before them. */
  endpointId?: string;
  workspaceId?: string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A webhook-id: `msg_` + 24 random base62 characters. */
export function newEventId(): string {
  let id = '';
  // 248 is the largest multiple of 62 below 256: bytes above it would bias the alphabet.
  while (id.length < 24) {
    for (const byte of randomBytes(32)) if (byte < 248 && id.length < 24) id += BASE62[byte % 62];
  }
  return `msg_${id}`;
}

/**
 * Queues the next try of a message `delaySeconds` ahead (0: now), inside `trx`. Its due time is
 * the chain's token, so it always moves forward (at least 1 ms past the one before): a Resend
 * in the same millisecond as the first queueing still leaves the older job stale.
 */
export async function queueTry(trx: Kysely<Database>, messageId: string, delaySeconds: number, failures: number) {
  const wanted = new Date(Date.now() + delaySeconds * 1000);
  const {
    next_attempt_at: due,
    endpoint_id: endpointId,
    workspace_id: workspaceId,
  } = await trx
    .updateTable('webhook_messages')
    .set({
      next_attempt_at: sql<Date>`CASE WHEN next_attempt_at >= ${wanted} THEN date_trunc('milliseconds', next_attempt_at) + interval '1 millisecond' ELSE ${wanted}::timestamptz END`,
    })
    .where('id', '=', messageId)
    .returning(['next_attempt_at', 'endpoint_id', 'workspace_id'])
    .executeTakeFirstOrThrow();
  if (!due) throw new Error('[webhooks] a queued try needs its due time');
  const job: WebhookDeliveryJob = { messageId, due: due.toISOString(), failures, endpointId, workspaceId };
  await enqueue(trx, WEBHOOK_DELIVERY, job, { startAfter: delaySeconds > 0 ? delaySeconds : undefined });
}

export interface WebhookEventInput<T> {
  workspaceId: string;
  type: WebhookEvent;
  /** The resource (core's public API shape); a function is called only when some endpoint wants the event. */
  data: T | (() => Promise<T | null>);
  occurredAt?: Date;
}

/**
 * Records an event for every enabled endpoint of the workspace subscribed to its type, and queues
 * each delivery, all in `trx`, the transaction of the change: a rolled-back change sends nothing.
 * Every endpoint gets the same event id (webhook-id) and body. Returns how many were queued.
 */
export async function emitWebhookEvent<T>(trx: Kysely<Database>, event: WebhookEventInput<T>): Promise<number> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('workspace_id', '=', event.workspaceId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${event.type} = ANY(events)`)
    .execute();
  if (endpoints.length === 0) return 0;
  const data = typeof event.data === 'function' ? await (event.data as () => Promise<T | null>)() : event.data;
  if (data === null || data === undefined) return 0;
  const payload: WebhookPayload<T> = {
    type: event.type,
    timestamp: (event.occurredAt ?? new Date()).toISOString(),
    data,
  };
  const eventId = newEventId();
  const body = JSON.stringify(payload);
  for (const { id: endpointId } of endpoints) {
    const message = await trx
      .insertInto('webhook_messages')
      .values({
        endpoint_id: endpointId,
        workspace_id: event.workspaceId,
        event_id: eventId,
        event_type: event.type,
        body,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueTry(trx, message.id, 0, 0);
  }
  return endpoints.length;
}

/**
 * 'Resend' (and the first send of a test event): the message again, same event id and body, as a
 * new chain of tries from now. A try of an older chain still waiting does nothing when its turn
 * comes. The caller has checked the message is the workspace's.
 */
export async function queueMessageDelivery(trx: Kysely<Database>, messageId: string): Promise<void> {
  await trx.updateTable('webhook_messages').set({ status: 'pending' }).where('id', '=', messageId).execute();
  await queueTry(trx, messageId, 0, 0);
}

/** The `data` of a test event: enough for a receiver to see it arrive and check the signature. */
export const TEST_EVENT_TEXT = 'A test event from Bloom: your endpoint receives and verifies webhooks.';

export interface WebhookTestData {
  endpoint_id: string;
  message: string;
}

/**
 * 'Send test event': a `webhook.test` message to one endpoint, signed and logged like any other
 * (even while the endpoint is off: the owner asked for it). It is not queued yet: the caller
 * queues it with queueMessageDelivery in the same transaction. Returns its message id.
 */
export async function createTestMessage(trx: Kysely<Database>, endpointId: string): Promise<string> {
  const endpoint = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'workspace_id'])
    .where('id', '=', endpointId)
    .executeTakeFirstOrThrow();
  const payload: WebhookPayload<WebhookTestData> = {
    type: TEST_WEBHOOK_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpoint_id: endpoint.id, message: TEST_EVENT_TEXT },
  };
  const message = await trx
    .insertInto('webhook_messages')
    .values({
      endpoint_id: endpoint.id,
      workspace_id: endpoint.workspace_id,
      event_id: newEventId(),
      event_type: TEST_WEBHOOK_EVENT,
      body: JSON.stringify(payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return message.id;
}
