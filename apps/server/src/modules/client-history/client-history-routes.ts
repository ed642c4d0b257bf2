import { CLIENT_MESSAGES, clientHistoryQuerySchema, clientHistoryResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { errors, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { clientHistory } from './client-history';

const tags = ['Clients'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);

/**
 * A client's history on the client page (contract: core api/client-history-routes.ts). Under
 * /api/clients/{id} the assigned-only guard keeps a Member to their clients; the service checks it too.
 */
export function clientHistoryRoutes(app: Router, { db }: ModuleDeps) {
  app.openapi(
    route('GET /api/clients/{id}/history', {
      tags,
      summary: 'What happened with the client, newest first, 50 at a time (an erased client: the erasure alone)',
      middleware: [requireOwnerOnce(db)],
      request: { params, query: clientHistoryQuerySchema },
      responses: {
        200: jsonContent(clientHistoryResponseSchema, "A page of the client's history"),
        ...ownerErrors,
        403: errors[403],
      },
    }),
    async (c) => c.json(await clientHistory(c.get('owner'), c.req.valid('param').id, c.req.valid('query').before), 200),
  );
}
