import { JOURNEY_MESSAGES, v1JourneySchema } from '@bloom/core';
import { jsonContent, type Router } from '../../../platform/http/openapi';
import { saneIdParams } from '../../../platform/http/path-ids';
import { getV1Journey, listV1Journeys } from '../public-api/v1-journeys';
import { v1Route } from './v1-route';
import { v1JourneyList } from './v1-schemas';

const tag = 'Journeys';

export function v1JourneyRoutes(r: Router) {
  r.openapi(
    v1Route('GET /api/v1/journeys', {
      tag,
      summary: 'The journeys a client can follow: the built-ins and your own, with their stages',
      ok: { status: 200, content: jsonContent(v1JourneyList, 'Every journey') },
    }),
    async (c) => c.json(await listV1Journeys(c.get('owner')), 200),
  );
  r.openapi(
    v1Route('GET /api/v1/journeys/{id}', {
      tag,
      summary: 'One journey with its stages',
      request: { params: saneIdParams('id', JOURNEY_MESSAGES.notFound) },
      ok: { status: 200, content: jsonContent(v1JourneySchema, 'The journey') },
    }),
    async (c) => c.json(await getV1Journey(c.get('owner'), c.req.valid('param').id), 200),
  );
}
