import { okResponseSchema } from '../clients/client-responses';
import {
  apiKeyCreatedResponseSchema,
  apiKeyInputSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
} from '../integrations/api-key-schemas';
import {
  webhookEndpointInputSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointPatchSchema,
  webhookEndpointResponseSchema,
  webhookMessageListQuerySchema,
  webhookMessageListResponseSchema,
  webhookMessageResponseSchema,
  webhookSecretResponseSchema,
} from '../integrations/webhook-schemas';
import { defineRoutes } from './define-routes';

/** The owner's integrations (issue 22). The public REST API (/api/v1) has its own document. */
export const INTEGRATION_ROUTES = defineRoutes({
  'GET /api/webhooks': { response: webhookEndpointListResponseSchema },
  'POST /api/webhooks': { body: webhookEndpointInputSchema, response: webhookSecretResponseSchema },
  'GET /api/webhooks/{id}': { response: webhookEndpointResponseSchema },
  'PATCH /api/webhooks/{id}': { body: webhookEndpointPatchSchema, response: webhookEndpointResponseSchema },
  'DELETE /api/webhooks/{id}': { response: okResponseSchema },
  'POST /api/webhooks/{id}/rotate-secret': { response: webhookSecretResponseSchema },
  'POST /api/webhooks/{id}/test': { response: webhookMessageResponseSchema },
  'GET /api/webhooks/{id}/messages': {
    query: webhookMessageListQuerySchema,
    response: webhookMessageListResponseSchema,
  },
  'POST /api/webhooks/{id}/messages/{messageId}/resend': { response: webhookMessageResponseSchema },
  'GET /api/api-keys': { response: apiKeyListResponseSchema },
  'POST /api/api-keys': { body: apiKeyInputSchema, response: apiKeyCreatedResponseSchema },
  'DELETE /api/api-keys/{id}': { response: apiKeyResponseSchema },
});
