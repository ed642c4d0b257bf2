import { WEBHOOK_MESSAGES, type WebhookMessageDto } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import { createTestMessage, queueMessageDelivery } from '../webhooks/emit';
import { endpointNotFound } from './endpoint-service';
import { findMessage } from './message-log';

/** 'Send test event' and 'Resend' on an endpoint's log: both go through the normal signed delivery. */

const messageNotFound = () => notFound(WEBHOOK_MESSAGES.messageNotFound);

/** Locks the workspace's endpoint for the change (a delete waits for it), or 404. */
async function lockEndpoint(trx: Db, workspaceId: string, id: string): Promise<void> {
  const row = await trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
}

async function readMessage(ctx: OwnerContext, endpointId: string, messageId: string): Promise<WebhookMessageDto> {
  const message = await findMessage(ctx.db, ctx.workspaceId, endpointId, messageId);
  if (!message) throw messageNotFound();
  return message;
}

/**
 * A `webhook.test` message for the endpoint, queued at once and signed exactly like real events,
 * whether or not the endpoint is on (the owner asked for it). Answers it as the log shows it.
 */
export async function sendTestEvent(ctx: OwnerContext, endpointId: string): Promise<WebhookMessageDto> {
  const messageId = await ctx.db.transaction().execute(async (trx) => {
    await lockEndpoint(trx, ctx.workspaceId, endpointId);
    const id = await createTestMessage(trx, endpointId);
    await queueMessageDelivery(trx, id);
    return id;
  });
  return readMessage(ctx, endpointId, messageId);
}

/** Delivers a message again, with its same event id (the webhook-id receivers deduplicate on). */
export async function resendWebhookMessage(
  ctx: OwnerContext,
  endpointId: string,
  messageId: string,
): Promise<WebhookMessageDto> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockEndpoint(trx, ctx.workspaceId, endpointId);
    const message = await trx
      .selectFrom('webhook_messages')
      .select('id')
      .where('id', '=', messageId)
      .where('endpoint_id', '=', endpointId)
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst();
    if (!message) throw messageNotFound();
    await queueMessageDelivery(trx, messageId);
  });
  return readMessage(ctx, endpointId, messageId);
}
