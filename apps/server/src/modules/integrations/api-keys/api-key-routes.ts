import {
  API_KEY_MESSAGES,
  apiKeyCreatedResponseSchema,
  apiKeyInputSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
} from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../../platform/db/database';
import { createRouter, errors, jsonBody, jsonContent, ownerErrors } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { requireOwner } from '../../auth';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-service';

const tags = ['API keys'];

/**
 * The owner's API keys for the public REST API (/api/v1), mounted on /api (contract:
 * packages/core/src/api/integration-routes.ts). The key itself is answered once, on creation.
 */
export function apiKeyRoutes({ db }: { db: Db }) {
  const r = createRouter();
  const owner = requireOwner(db);

  r.openapi(
    createRoute({
      method: 'get',
      path: '/api-keys',
      tags,
      summary: "The workspace's API keys, revoked ones too, newest first (never the keys themselves)",
      middleware: [owner],
      responses: { 200: jsonContent(apiKeyListResponseSchema, 'The keys'), ...ownerErrors },
    }),
    async (c) => c.json(await listApiKeys(c.get('owner')), 200),
  );

  r.openapi(
    createRoute({
      method: 'post',
      path: '/api-keys',
      tags,
      summary: 'Create a key (read, or read and write); the answer holds the key itself, shown this once',
      middleware: [owner],
      request: { body: jsonBody(apiKeyInputSchema) },
      responses: {
        201: jsonContent(apiKeyCreatedResponseSchema, 'The new key and, this once, its secret'),
        ...ownerErrors,
        409: errors[409],
        413: errors[413],
      },
    }),
    async (c) => c.json(await createApiKey(c.get('owner'), c.req.valid('json')), 201),
  );

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/api-keys/{id}',
      tags,
      summary: 'Revoke a key at once (its next request is 401); it stays listed as revoked',
      middleware: [owner],
      request: { params: uuidParams('id', API_KEY_MESSAGES.keyNotFound) },
      responses: { 200: jsonContent(apiKeyResponseSchema, 'The revoked key'), ...ownerErrors },
    }),
    async (c) => c.json(await revokeApiKey(c.get('owner'), c.req.valid('param').id), 200),
  );

  return r;
}
