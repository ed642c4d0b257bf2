import { clientDueDatesSchema } from '../deadlines/deadline-responses';
import { dueDateOverrideSchema } from '../deadlines/deadline-schemas';
import { defineRoutes } from './define-routes';

/** A client's due dates on the client page: each stage's date, and the owner's date for one. */
export const DEADLINE_ROUTES = defineRoutes({
  'GET /api/clients/{id}/due-dates': { response: clientDueDatesSchema },
  'PUT /api/clients/{id}/due-dates/{stageId}': { body: dueDateOverrideSchema, response: clientDueDatesSchema },
});
