import {
  API_KEY_MESSAGES,
  apiKeyCreatedResponseSchema,
  apiKeyInputSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../../app-deps';
import { errors, jsonBody, jsonContent, ownerErrors, route } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { requireOwner } from '../../auth';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-service';

const tags = ['API keys'];

/**
 * The owner's API keys for the public REST API (/api/v1; contract:
 * packages/core/src/api/integration-routes.ts). The key itself is answered once, on creation.
 */
export function apiKeyRoutes(app: Router, { db, v1Access }: ModuleDeps) {
  const owner = requireOwner(db);

  app.openapi(
    route('GET /api/api-keys', {
      tags,
      summary: "The workspace's API keys, revoked ones too, newest first (never the keys themselves)",
      middleware: [owner],
      responses: { 200: jsonContent(apiKeyListResponseSchema, 'The keys'), ...ownerErrors },
    }),
    async (c) => c.json(await listApiKeys(c.get('owner')), 200),
  );

  app.openapi(
    route('POST /api/api-keys', {
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

  app.openapi(
    route('DELETE /api/api-keys/{id}', {
      tags,
      summary: 'Revoke a key at once (its next request is 401); it stays listed as revoked',
      middleware: [owner],
      request: { params: uuidParams('id', API_KEY_MESSAGES.keyNotFound) },
      responses: { 200: jsonContent(apiKeyResponseSchema, 'The revoked key'), ...ownerErrors },
    }),
    async (c) => {
      const revoked = await revokeApiKey(c.get('owner'), c.req.valid('param').id);
      // Refused at once here; other instances stop trusting it within their key cache's lifetime.
      v1Access.forgetKey(revoked.key.id);
      return c.json(revoked, 200);
    },
  );
}
