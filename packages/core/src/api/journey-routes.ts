import { okResponseSchema } from '../clients/client-responses';
import { createJourneySchema, quickJourneySchema, saveJourneySchema } from '../journeys/journey-api';
import { journeyListResponseSchema, journeyResponseSchema } from '../journeys/journey-responses';
import { defineRoutes } from './define-routes';

export const JOURNEY_ROUTES = defineRoutes({
  'GET /api/journeys': { response: journeyListResponseSchema },
  'POST /api/journeys': { body: createJourneySchema, response: journeyResponseSchema },
  'POST /api/journeys/quick': { body: quickJourneySchema, response: journeyResponseSchema },
  'GET /api/journeys/{id}': { response: journeyResponseSchema },
  'PUT /api/journeys/{id}': { body: saveJourneySchema, response: journeyResponseSchema },
  'POST /api/journeys/{id}/duplicate': { response: journeyResponseSchema },
  'DELETE /api/journeys/{id}': { response: okResponseSchema },
});
