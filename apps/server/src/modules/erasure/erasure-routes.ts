import { CLIENT_MESSAGES, eraseClientResponseSchema, eraseClientSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonBody, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { eraseClient } from './erase-client';

/** Erasing a client's personal data (issue 38, GDPR Article 17); Owner and Admin (core's ROUTE_ACTIONS). */
export function erasureRoutes(app: Router, { db, storage }: ModuleDeps) {
  app.use('/api/clients/:id/erasure', requireOwnerOnce(db));
  app.openapi(
    route('POST /api/clients/{id}/erasure', {
      tags: ['Clients'],
      summary: "Erase the client's personal data: the client answers 404 from then on",
      request: { params: uuidParams('id', CLIENT_MESSAGES.notFound), body: jsonBody(eraseClientSchema) },
      responses: { 200: jsonContent(eraseClientResponseSchema, 'The erasure record'), ...ownerErrors },
    }),
    async (c) => {
      const erasure = await eraseClient(c.get('owner'), storage, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ erasure }, 200);
    },
  );
}
