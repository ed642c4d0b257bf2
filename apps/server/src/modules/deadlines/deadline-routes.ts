import { CLIENT_MESSAGES, clientDueDatesSchema, DEADLINE_MESSAGES, dueDateOverrideSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { errors, jsonBody, jsonContent, ownerErrors, ownerWriteErrors, route } from '../../platform/http/openapi';
import { saneIdParams, uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { clientDueDates, setDueDateOverride } from './client-due-dates';

const tags = ['Due dates'];
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
// Built-in journeys' stage ids are not uuids.
const stageParams = clientParams.extend(saneIdParams('stageId', DEADLINE_MESSAGES.stageNotFound).shape);
const dueDates = jsonContent(clientDueDatesSchema, "The client's clock and each stage's due date");

/**
 * A client's due dates on the client page (contract: core api/deadline-routes.ts). Under
 * /api/clients/{id} the assigned-only guard keeps a Member to their clients.
 */
export function deadlineRoutes(app: Router, { db }: ModuleDeps) {
  const owner = requireOwnerOnce(db);

  app.openapi(
    route('GET /api/clients/{id}/due-dates', {
      tags,
      summary: "Each stage of the client's journey with its rule, its date and where it stands today",
      middleware: [owner],
      request: { params: clientParams },
      responses: { 200: dueDates, ...ownerErrors, 403: errors[403] },
    }),
    async (c) => c.json(await clientDueDates(c.get('owner'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route('PUT /api/clients/{id}/due-dates/{stageId}', {
      tags,
      summary: "Set this client's date for a stage (any rule), or null to go back to the journey's rule",
      middleware: [owner],
      request: { params: stageParams, body: jsonBody(dueDateOverrideSchema) },
      responses: { 200: dueDates, ...ownerWriteErrors },
    }),
    async (c) => {
      const { id, stageId } = c.req.valid('param');
      return c.json(await setDueDateOverride(c.get('owner'), id, stageId, c.req.valid('json').overrideOn), 200);
    },
  );
}
