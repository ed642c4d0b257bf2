import { okResponseSchema, WEBHOOK_MESSAGES, webhookSecretResponseSchema } from '@bloom/core';
import { jsonBody, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { recentEvents } from '../public-api/recent-events';
import { createWebhookEndpoint, deleteWebhookEndpoint } from '../webhook-endpoints/endpoint-service';
import type { PortalOriginOf } from './v1-clients';
import { v1Route } from './v1-route';
import { v1RecentEvents, v1RecentEventsQuery, v1WebhookSubscribe } from './v1-schemas';

const tag = 'Webhooks';

/**
 * REST-hook subscriptions (the pattern Zapier, Make and n8n use): subscribing makes a webhook
 * endpoint marked `source: 'api'`, listed with the owner's own in Settings, signed and retried the
 * same way; unsubscribing deletes it.
 */
export function v1WebhookRoutes(
  r: Router,
  options: { isProduction: boolean; authSecret: string },
  originOf: PortalOriginOf,
) {
  r.openapi(
    v1Route('POST /api/v1/webhooks', {
      tag,
      summary: 'Subscribe a URL to events; the answer holds its signing secret, shown this once',
      request: { body: jsonBody(v1WebhookSubscribe) },
      ok: { status: 201, content: jsonContent(webhookSecretResponseSchema, 'The endpoint and its secret (whsec_…)') },
      exampleBody: { url: 'https://hooks.example.com/bloom', events: ['client.created'] },
    }),
    async (c) =>
      c.json(await createWebhookEndpoint(c.get('owner'), c.req.valid('json'), { source: 'api', ...options }), 201),
  );
  r.openapi(
    v1Route('DELETE /api/v1/webhooks/{id}', {
      tag,
      summary: 'Unsubscribe: the endpoint and its delivery log are deleted',
      request: { params: uuidParams('id', WEBHOOK_MESSAGES.endpointNotFound) },
      ok: { status: 200, content: jsonContent(okResponseSchema, 'Deleted') },
    }),
    async (c) => {
      await deleteWebhookEndpoint(c.get('owner'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
  r.openapi(
    v1Route('GET /api/v1/events', {
      tag,
      summary: 'The newest events of one type, as their webhooks carried them (samples while setting up a trigger)',
      description:
        'Events sent to any endpoint of the workspace in the last 30 days; for client.created, submission.created and testimonial.created the newest resources stand in until one is sent.',
      request: { query: v1RecentEventsQuery },
      ok: { status: 200, content: jsonContent(v1RecentEvents, 'Newest first') },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { type, limit } = c.req.valid('query');
      return c.json({ data: await recentEvents(ctx, type, limit, await originOf(c.req.raw, ctx.workspaceId)) }, 200);
    },
  );
}
