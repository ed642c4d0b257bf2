import { CLIENT_MESSAGES, v1ClientSchema } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { readDataVersion } from '../../../platform/db/data-version';
import { cachedAnswer, createAnswerCache, jsonText } from '../../../platform/http/answer-cache';
import { jsonBody, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { archiveClient, createClient, updateClient } from '../../clients';
import { v1ClientOf } from '../public-api/resources';
import { listV1Clients } from '../public-api/v1-lists';
import { v1Route } from './v1-route';
import { v1ClientCreate, v1ClientListQuery, v1ClientPage, v1ClientUpdate } from './v1-schemas';

const tag = 'Clients';
const params = uuidParams('id', CLIENT_MESSAGES.notFound);
const client = jsonContent(v1ClientSchema, 'The client');

/** The client as the public API shows it; the owner services below decide everything else. */
async function readClient(ctx: OwnerContext, id: string, origin: string) {
  const found = await v1ClientOf(ctx.db, ctx.workspaceId, id, origin);
  if (!found) throw notFound(CLIENT_MESSAGES.notFound);
  return found;
}

/** Where a workspace's portal links point (its portal domain, else the app's address). */
export type PortalOriginOf = (req: Request, workspaceId: string) => Promise<string>;

export function v1ClientRoutes(r: Router, originOf: PortalOriginOf) {
  // The list integrations poll: kept per workspace, portal origin and query (docs/decisions/043-answer-cache.md).
  const lists = createAnswerCache();
  r.openapi(
    v1Route('GET /api/v1/clients', {
      tag,
      summary: 'List clients, newest first (search, status, cursor pagination)',
      request: { query: v1ClientListQuery },
      ok: { status: 200, content: jsonContent(v1ClientPage, 'A page of clients') },
    }),
    async (c) => {
      const owner = c.get('owner');
      const query = c.req.valid('query');
      const origin = await originOf(c.req.raw, owner.workspaceId);
      // The key is held in memory (v1-access.ts), so the version is its own primary-key read.
      const version = await readDataVersion(owner.db, owner.workspaceId);
      const key = `${owner.workspaceId}:${origin}:${JSON.stringify(query)}`;
      return jsonText(c, await cachedAnswer(lists, key, version, () => listV1Clients(owner, query, origin)));
    },
  );
  r.openapi(
    v1Route('POST /api/v1/clients', {
      tag,
      summary: 'Create a client on a journey (the same checks as the app)',
      request: { body: jsonBody(v1ClientCreate) },
      ok: { status: 201, content: jsonContent(v1ClientSchema, 'The new client') },
      exampleBody: {
        project_name: 'Website redesign',
        client_name: 'Jo Park',
        client_email: 'jo@example.com',
        journey_id: '<journey id>',
      },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const created = await createClient(ctx, c.req.valid('json'));
      return c.json(await readClient(ctx, created.id, await originOf(c.req.raw, ctx.workspaceId)), 201);
    },
  );
  r.openapi(
    v1Route('GET /api/v1/clients/{id}', {
      tag,
      summary: 'One client',
      request: { params },
      ok: { status: 200, content: client },
    }),
    async (c) =>
      c.json(
        await readClient(
          c.get('owner'),
          c.req.valid('param').id,
          await originOf(c.req.raw, c.get('owner').workspaceId),
        ),
        200,
      ),
  );
  r.openapi(
    v1Route('PATCH /api/v1/clients/{id}', {
      tag,
      summary: 'Change a client (only the fields sent; a new journey starts the client again)',
      request: { params, body: jsonBody(v1ClientUpdate) },
      ok: { status: 200, content: client },
      exampleBody: { client_email: 'jo.park@example.com' },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      await updateClient(ctx, id, c.req.valid('json'));
      return c.json(await readClient(ctx, id, await originOf(c.req.raw, ctx.workspaceId)), 200);
    },
  );
  r.openapi(
    v1Route('POST /api/v1/clients/{id}/archive', {
      tag,
      summary: 'Archive a client (its portal closes)',
      request: { params },
      ok: { status: 200, content: client },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      await archiveClient(ctx, id);
      return c.json(await readClient(ctx, id, await originOf(c.req.raw, ctx.workspaceId)), 200);
    },
  );
}
