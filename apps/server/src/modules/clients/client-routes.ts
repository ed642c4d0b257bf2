import {
  type ApiRoute,
  CLIENT_MESSAGES,
  clientListQuerySchema,
  clientListResponseSchema,
  clientResponseSchema,
  clientSubmissionsResponseSchema,
  createClientSchema,
  okResponseSchema,
  setClientPasswordSchema,
  updateClientSchema,
} from '@bloom/core';
import type { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { idempotencyErrors, idempotencyHeaders } from '../../platform/http/idempotency';
import { jsonBody, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { getClient } from './client-detail';
import { listClients } from './client-list';
import {
  archiveClient,
  createClient,
  deleteClient,
  regenerateClientLink,
  removeClientPassword,
  restoreClient,
  setClientPassword,
  updateClient,
} from './client-service';
import { listClientSubmissions } from './client-submissions';

const tags = ['Clients'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);
const client = jsonContent(clientResponseSchema, 'The client');
/** A route on one client: a path id that is not a UUID, or another workspace's, is 404 'Client not found'. */
const onClient = <K extends ApiRoute>(key: K, summary: string) =>
  route(key, { tags, summary, request: { params }, responses: { 200: client, ...ownerErrors } });
/** The same, with a JSON body of `schema`. */
const changeClient = <K extends ApiRoute, S extends z.ZodType>(key: K, summary: string, schema: S) =>
  route(key, {
    tags,
    summary,
    request: { params, body: jsonBody(schema) },
    responses: { 200: client, ...ownerErrors },
  });

/** Clients (projects) of the signed-in owner's workspace. */
export function clientRoutes(app: Router, { db, deleteProjectFiles }: ModuleDeps) {
  app.use('/api/clients/*', requireOwner(db));

  app.openapi(
    route('GET /api/clients', {
      tags,
      summary: 'List the clients (active or archived), searched and paged',
      request: { query: clientListQuerySchema },
      responses: { 200: jsonContent(clientListResponseSchema, 'A page of client cards'), ...ownerErrors },
    }),
    async (c) => c.json(await listClients(c.get('owner'), c.req.valid('query')), 200),
  );
  app.openapi(
    route('POST /api/clients', {
      tags,
      summary: 'Create a client with its journey, welcome message and portal password',
      request: { headers: idempotencyHeaders, body: jsonBody(createClientSchema) },
      responses: { 201: jsonContent(clientResponseSchema, 'The new client'), ...ownerErrors, ...idempotencyErrors },
    }),
    async (c) => c.json({ client: await createClient(c.get('owner'), c.req.valid('json')) }, 201),
  );
  app.openapi(onClient('GET /api/clients/{id}', 'One client with its stages'), async (c) =>
    c.json({ client: await getClient(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(
    changeClient('PATCH /api/clients/{id}', 'Change a client (only the fields sent)', updateClientSchema),
    async (c) =>
      c.json({ client: await updateClient(c.get('owner'), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(onClient('POST /api/clients/{id}/archive', 'Archive a client'), async (c) =>
    c.json({ client: await archiveClient(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(onClient('POST /api/clients/{id}/restore', 'Restore an archived client'), async (c) =>
    c.json({ client: await restoreClient(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(
    route('DELETE /api/clients/{id}', {
      tags,
      summary: 'Delete a client with its submissions, deliverables and files',
      request: { params },
      responses: { 200: jsonContent(okResponseSchema, 'Deleted'), ...ownerErrors },
    }),
    async (c) => {
      await deleteClient(c.get('owner'), c.req.valid('param').id, deleteProjectFiles);
      return c.json({ ok: true as const }, 200);
    },
  );
  app.openapi(
    changeClient('PUT /api/clients/{id}/password', 'Set or change the portal password', setClientPasswordSchema),
    async (c) => {
      const { password } = c.req.valid('json');
      return c.json({ client: await setClientPassword(c.get('owner'), c.req.valid('param').id, password) }, 200);
    },
  );
  app.openapi(onClient('DELETE /api/clients/{id}/password', 'Remove the portal password'), async (c) =>
    c.json({ client: await removeClientPassword(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(
    onClient('POST /api/clients/{id}/regenerate-link', 'Give the portal a new link (the old one stops working)'),
    async (c) => c.json({ client: await regenerateClientLink(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(
    route('GET /api/clients/{id}/submissions', {
      tags,
      summary: "The client's submissions, newest first (drafts excluded)",
      request: { params },
      responses: { 200: jsonContent(clientSubmissionsResponseSchema, 'Submissions'), ...ownerErrors },
    }),
    async (c) => c.json(await listClientSubmissions(c.get('owner'), c.req.valid('param').id), 200),
  );
}
