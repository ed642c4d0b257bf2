import {
  CLIENT_MESSAGES,
  clientEmailResponseSchema,
  clientRemindersSchema,
  MAX_REMINDER_INTERVAL_DAYS,
  MIN_REMINDER_INTERVAL_DAYS,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonBody, jsonContent, ownerBodyErrors, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { getClientEmailStatus, setClientReminders } from '../reminders';

const tags = ['Email'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);
const status = jsonContent(clientEmailResponseSchema, "The client's email: address, blocks, invitation, reminders");

/**
 * A client's email on the client page (contract: packages/core/src/api/email-routes.ts):
 * what blocks mail to them, the invitation's delivery and the reminders' schedule and override.
 * Another workspace's client, or an unknown id, is 404 'Client not found'.
 */
export function clientEmailRoutes(app: Router, { db }: ModuleDeps) {
  // The clients routes' requireOwner also covers /api/clients/*: check the session once a request.
  const owner = requireOwnerOnce(db);

  app.openapi(
    route('GET /api/clients/{id}/email', {
      tags,
      summary: "The client's email status: blocks, the invitation, the last and next reminder",
      middleware: [owner],
      request: { params },
      responses: { 200: status, ...ownerErrors },
    }),
    async (c) => c.json({ email: await getClientEmailStatus(c.get('owner'), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    route('PUT /api/clients/{id}/reminders', {
      tags,
      summary: `The client's reminders: the workspace's schedule, off, or every N days (${MIN_REMINDER_INTERVAL_DAYS}–${MAX_REMINDER_INTERVAL_DAYS}) of its own`,
      middleware: [owner],
      request: { params, body: jsonBody(clientRemindersSchema) },
      responses: { 200: status, ...ownerBodyErrors },
    }),
    async (c) =>
      c.json({ email: await setClientReminders(c.get('owner'), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
}
