import {
  MAX_WEBHOOK_ENDPOINTS,
  okResponseSchema,
  WEBHOOK_MESSAGES,
  webhookEndpointInputSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointPatchSchema,
  webhookEndpointResponseSchema,
  webhookMessageListQuerySchema,
  webhookMessageListResponseSchema,
  webhookMessageResponseSchema,
  webhookSecretResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../../app-deps';
import { errors, jsonBody, jsonContent, ownerErrors, ownerWriteErrors, route } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { requireOwner } from '../../auth';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  PREVIOUS_SECRET_HOURS,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './endpoint-service';
import { resendWebhookMessage, sendTestEvent } from './message-actions';
import { listWebhookMessages, MESSAGE_PAGE_SIZE } from './message-log';

const tags = ['Webhooks'];
const params = uuidParams('id', WEBHOOK_MESSAGES.endpointNotFound);
const messageParams = params.extend(uuidParams('messageId', WEBHOOK_MESSAGES.messageNotFound).shape);
const endpoint = jsonContent(webhookEndpointResponseSchema, 'The endpoint');
const withSecret = jsonContent(webhookSecretResponseSchema, 'The endpoint and its signing secret, shown this once');
const message = jsonContent(webhookMessageResponseSchema, 'The message, as the delivery log shows it');

/**
 * The owner's webhook endpoints (issue 22; contract: core api/integration-routes.ts): CRUD, the
 * secret's rotation, a test event, the delivery log and resending. Deliveries themselves are jobs
 * (../webhooks/). Signing secrets are stored encrypted with a key derived from AUTH_SECRET.
 */
export function webhookRoutes(app: Router, { db, secret, isProduction }: ModuleDeps) {
  const owner = requireOwner(db);

  app.openapi(
    route('GET /api/webhooks', {
      tags,
      summary: "The workspace's webhook endpoints, oldest first (never their secrets)",
      middleware: [owner],
      responses: { 200: jsonContent(webhookEndpointListResponseSchema, 'The endpoints'), ...ownerErrors },
    }),
    async (c) => c.json({ endpoints: await listWebhookEndpoints(c.get('owner')) }, 200),
  );

  app.openapi(
    route('POST /api/webhooks', {
      tags,
      summary: `Add an endpoint (https://, or http:// to this machine outside production; at most ${MAX_WEBHOOK_ENDPOINTS}: 409 past it); answers its signing secret once`,
      middleware: [owner],
      request: { body: jsonBody(webhookEndpointInputSchema) },
      responses: { 201: withSecret, ...ownerWriteErrors, 409: errors[409] },
    }),
    async (c) =>
      c.json(
        await createWebhookEndpoint(c.get('owner'), c.req.valid('json'), {
          source: 'settings',
          isProduction,
          authSecret: secret,
        }),
        201,
      ),
  );

  app.openapi(
    route('GET /api/webhooks/{id}', {
      tags,
      summary: 'One endpoint',
      middleware: [owner],
      request: { params },
      responses: { 200: endpoint, ...ownerErrors },
    }),
    async (c) => c.json({ endpoint: await getWebhookEndpoint(c.get('owner'), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    route('PATCH /api/webhooks/{id}', {
      tags,
      summary: 'Change its URL, description or events, or turn it on or off (on again clears why it was turned off)',
      middleware: [owner],
      request: { params, body: jsonBody(webhookEndpointPatchSchema) },
      responses: { 200: endpoint, ...ownerWriteErrors },
    }),
    async (c) =>
      c.json(
        {
          endpoint: await updateWebhookEndpoint(c.get('owner'), c.req.valid('param').id, c.req.valid('json'), {
            isProduction,
          }),
        },
        200,
      ),
  );

  app.openapi(
    route('DELETE /api/webhooks/{id}', {
      tags,
      summary: 'Delete it and its delivery log',
      middleware: [owner],
      request: { params },
      responses: { 200: jsonContent(okResponseSchema, 'Deleted'), ...ownerWriteErrors },
    }),
    async (c) => {
      await deleteWebhookEndpoint(c.get('owner'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route('POST /api/webhooks/{id}/rotate-secret', {
      tags,
      summary: `A new signing secret, answered once; the old one still signs beside it for ${PREVIOUS_SECRET_HOURS} hours`,
      middleware: [owner],
      request: { params },
      responses: { 200: withSecret, ...ownerWriteErrors },
    }),
    async (c) =>
      c.json(await rotateWebhookSecret(c.get('owner'), c.req.valid('param').id, { authSecret: secret }), 200),
  );

  app.openapi(
    route('POST /api/webhooks/{id}/test', {
      tags,
      summary: 'Send a webhook.test event now, signed like every other',
      middleware: [owner],
      request: { params },
      responses: { 201: message, ...ownerWriteErrors },
    }),
    async (c) => c.json({ message: await sendTestEvent(c.get('owner'), c.req.valid('param').id) }, 201),
  );

  app.openapi(
    route('GET /api/webhooks/{id}/messages', {
      tags,
      summary: `The delivery log: messages newest first with every attempt (${MESSAGE_PAGE_SIZE} a page; by event type and outcome)`,
      middleware: [owner],
      request: { params, query: webhookMessageListQuerySchema },
      responses: { 200: jsonContent(webhookMessageListResponseSchema, 'One page of the log'), ...ownerErrors },
    }),
    async (c) => c.json(await listWebhookMessages(c.get('owner'), c.req.valid('param').id, c.req.valid('query')), 200),
  );

  app.openapi(
    route('POST /api/webhooks/{id}/messages/{messageId}/resend', {
      tags,
      summary: 'Deliver a message again, with the same event id',
      middleware: [owner],
      request: { params: messageParams },
      responses: { 200: message, ...ownerWriteErrors },
    }),
    async (c) => {
      const { id, messageId } = c.req.valid('param');
      return c.json({ message: await resendWebhookMessage(c.get('owner'), id, messageId) }, 200);
    },
  );
}
