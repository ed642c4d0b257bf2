import {
  createJourneySchema,
  JOURNEY_MESSAGES,
  journeyListResponseSchema,
  journeyResponseSchema,
  okResponseSchema,
  quickJourneySchema,
  saveJourneySchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { cachedAnswer, createAnswerCache, jsonText } from '../../platform/http/answer-cache';
import { errors, jsonBody, jsonContent, ownerErrors, ownerWriteErrors, route } from '../../platform/http/openapi';
import { saneIdParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { duplicateJourney } from './copy-journey';
import { getJourney } from './journey-detail';
import { listJourneys } from './journey-queries';
import { createJourney, deleteJourney } from './journey-service';
import { quickJourney } from './quick-journey';
import { saveJourney } from './save-journey';

const tags = ['Journeys'];
/** Built-ins have ids like `builtin-legal`, not uuids: any id of ours passes, anything else is 404. */
const params = saneIdParams('id', JOURNEY_MESSAGES.notFound);
const journey = (description: string) => jsonContent(journeyResponseSchema, description);
/** A write to a built-in is 403 too; a JSON body can also be of the wrong type (415). */
const bodyErrors = { ...ownerWriteErrors, 415: errors[415] };

/** Journeys of the signed-in owner's workspace, plus the read-only built-ins. */
export function journeyRoutes(app: Router, { db }: ModuleDeps) {
  app.use('/api/journeys/*', requireOwner(db));
  // The list and a journey's detail are the same for every role of the workspace (docs/decisions/043-answer-cache.md).
  const lists = createAnswerCache();
  const details = createAnswerCache();

  app.openapi(
    route('GET /api/journeys', {
      tags,
      summary: "Built-ins plus the workspace's journeys, newest first, as summaries",
      responses: { 200: jsonContent(journeyListResponseSchema, 'The journeys'), ...ownerErrors },
    }),
    async (c) => {
      const owner = c.get('owner');
      const body = await cachedAnswer(lists, owner.workspaceId, owner.dataVersion, async () => ({
        journeys: await listJourneys(owner),
      }));
      return jsonText(c, body);
    },
  );
  app.openapi(
    route('POST /api/journeys', {
      tags,
      summary: 'Create an empty journey',
      request: { body: jsonBody(createJourneySchema) },
      responses: { 201: journey('The new journey'), ...bodyErrors },
    }),
    async (c) => c.json({ journey: await createJourney(c.get('owner'), c.req.valid('json')) }, 201),
  );
  app.openapi(
    route('POST /api/journeys/quick', {
      tags,
      summary: "Quick Setup: a new journey from a template's stages in the chosen phases",
      request: { body: jsonBody(quickJourneySchema) },
      responses: { 201: journey('The new journey'), ...bodyErrors },
    }),
    async (c) => c.json({ journey: await quickJourney(c.get('owner'), c.req.valid('json')) }, 201),
  );
  app.openapi(
    route('GET /api/journeys/{id}', {
      tags,
      summary: 'One journey with its stages and their deliverable slots',
      request: { params },
      responses: { 200: journey('The journey'), ...ownerErrors },
    }),
    async (c) => {
      const owner = c.get('owner');
      const { id } = c.req.valid('param');
      const key = `${owner.workspaceId}:${id}`;
      const body = await cachedAnswer(details, key, owner.dataVersion, async () => ({
        journey: await getJourney(owner, id),
      }));
      return jsonText(c, body);
    },
  );
  app.openapi(
    route('PUT /api/journeys/{id}', {
      tags,
      summary: "The editor's Save Changes: name, description, welcome message and stages at once",
      request: { params, body: jsonBody(saveJourneySchema) },
      responses: { 200: journey('The saved journey'), ...bodyErrors },
    }),
    async (c) =>
      c.json({ journey: await saveJourney(c.get('owner'), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(
    route('POST /api/journeys/{id}/duplicate', {
      tags,
      summary: 'Copy a journey with its stages (not their deliverable slots)',
      request: { params },
      responses: { 201: journey('The copy'), ...ownerWriteErrors },
    }),
    async (c) => c.json({ journey: await duplicateJourney(c.get('owner'), c.req.valid('param').id) }, 201),
  );
  app.openapi(
    route('DELETE /api/journeys/{id}', {
      tags,
      summary: 'Delete a workspace journey; its clients stay',
      request: { params },
      responses: { 200: jsonContent(okResponseSchema, 'Deleted'), ...ownerWriteErrors },
    }),
    async (c) => {
      await deleteJourney(c.get('owner'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
}
