import { okResponseSchema, WEBHOOK_MESSAGES, webhookSecretResponseSchema } from '@bloom/core';
import { jsonBody, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { createWebhookEndpoint, deleteWebhookEndpoint } from '../webhook-endpoints/endpoint-service';
import { v1Route } from './v1-route';
import { v1WebhookSubscribe } from './v1-schemas';

const tag = 'Webhooks';

/**
 * REST-hook subscriptions (the pattern Zapier, Make and n8n use): subscribing makes a webhook
 * endpoint marked `source: 'api'`, listed with the owner's own in Settings, signed and retried the
 * same way; unsubscribing deletes it.
 */
export function v1WebhookRoutes(r: Router, options: { isProduction: boolean; authSecret: string }) {
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
}
