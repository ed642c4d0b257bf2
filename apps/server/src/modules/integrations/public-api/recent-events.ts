import { MAX_WEBHOOK_ENDPOINTS, type WebhookEvent } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { completeBody } from '../webhooks/delivery-job';
import { listV1Clients, listV1Submissions, listV1Testimonials } from './v1-lists';

/** One recent event as its webhook carries it; `event_id` is null for one read from the resource (never sent yet). */
export interface RecentEvent {
  event_id: string | null;
  type: WebhookEvent;
  timestamp: string;
  data: unknown;
}

/** The events whose `data` is a resource with a list of its own: without a sent one, the newest resources stand in. */
const FROM_RESOURCES: Partial<
  Record<WebhookEvent, (ctx: OwnerContext, limit: number, origin: string) => Promise<RecentEvent[]>>
> = {
  'client.created': async (ctx, limit, origin) =>
    (await listV1Clients(ctx, { limit }, origin)).data.map((data) =>
      fromResource('client.created', data.created_at, data),
    ),
  'submission.created': async (ctx, limit) =>
    (await listV1Submissions(ctx, { limit })).data.map((data) =>
      fromResource('submission.created', data.submitted_at, data),
    ),
  'testimonial.created': async (ctx, limit) =>
    (await listV1Testimonials(ctx, { limit })).data.map((data) =>
      fromResource('testimonial.created', data.created_at, data),
    ),
};

const fromResource = (type: WebhookEvent, timestamp: string, data: unknown): RecentEvent => ({
  event_id: null,
  type,
  timestamp,
  data,
});

/**
 * The workspace's newest events of one type, newest first, exactly as their webhooks carried them
 * (the delivery log keeps every sent body for 30 days): what an automation tool shows while a
 * trigger is set up, before any event reaches the new subscription. Events some endpoint of the
 * workspace was sent come from the log; for the three whose data is a listed resource, the newest
 * resources fill in when the log has none.
 */
export async function recentEvents(
  ctx: OwnerContext,
  type: WebhookEvent,
  limit: number,
  origin: string,
): Promise<RecentEvent[]> {
  const rows = await ctx.db
    .selectFrom('webhook_messages')
    .select(['event_id', 'body', 'created_at'])
    .where('workspace_id', '=', ctx.workspaceId)
    .where('event_type', '=', type)
    .orderBy('created_at', 'desc')
    // An event has one message per endpoint (at most MAX_WEBHOOK_ENDPOINTS), all with its event_id.
    .limit(limit * MAX_WEBHOOK_ENDPOINTS)
    .execute();
  const seen = new Set<string>();
  const sent: RecentEvent[] = [];
  for (const row of rows) {
    if (seen.has(row.event_id) || sent.length >= limit) continue;
    seen.add(row.event_id);
    const payload = JSON.parse(completeBody(row.body, origin)) as { timestamp: string; data: unknown };
    sent.push({ event_id: row.event_id, type, timestamp: payload.timestamp, data: payload.data });
  }
  if (sent.length > 0) return sent;
  return (await FROM_RESOURCES[type]?.(ctx, limit, origin)) ?? [];
}
