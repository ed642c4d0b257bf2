import { CLIENT_MESSAGES, clientEmailResponseSchema, clientRemindersSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import type { Db } from '../../platform/db/database';
import { createRouter, errors, jsonBody, jsonContent, ownerErrors } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { getClientEmailStatus, setClientReminders } from '../reminders';

export interface ClientEmailRouteDeps {
  db: Db;
}

const tags = ['Email'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);
const status = jsonContent(clientEmailResponseSchema, "The client's email: address, blocks, invitation, reminders");

/**
 * A client's email on the client page, mounted on /api (contract: packages/core/src/api/email-routes.ts):
 * what blocks mail to them, the invitation's delivery and the reminders' schedule and override.
 * Another workspace's client, or an unknown id, is 404 'Client not found'.
 */
export function clientEmailRoutes({ db }: ClientEmailRouteDeps) {
  const r = createRouter();
  // The clients routes' requireOwner also covers /api/clients/*: check the session once a request.
  const requireOwnerOnce = requireOwner(db);
  const owner: MiddlewareHandler<AppEnv> = (c, next) => (c.get('owner') ? next() : requireOwnerOnce(c, next));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/email',
      tags,
      summary: "The client's email status: blocks, the invitation, the last and next reminder",
      middleware: [owner],
      request: { params },
      responses: { 200: status, ...ownerErrors },
    }),
    async (c) => c.json({ email: await getClientEmailStatus(c.get('owner'), c.req.valid('param').id) }, 200),
  );

  r.openapi(
    createRoute({
      method: 'put',
      path: '/clients/{id}/reminders',
      tags,
      summary: "The client's reminders: the workspace's schedule, off, or every N days (1–30) of its own",
      middleware: [owner],
      request: { params, body: jsonBody(clientRemindersSchema) },
      responses: { 200: status, ...ownerErrors, 413: errors[413], 415: errors[415] },
    }),
    async (c) =>
      c.json({ email: await setClientReminders(c.get('owner'), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  return r;
}
