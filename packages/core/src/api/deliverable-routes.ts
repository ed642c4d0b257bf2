import { okResponseSchema } from '../clients/client-responses';
import { createDeliverableSchema } from '../deliverables/deliverable-api';
import { clientDeliverablesResponseSchema, deliverableResponseSchema } from '../deliverables/deliverable-responses';
import { defineRoutes } from './define-routes';

/** The owner's milestone deliverables; the file download (a binary answer) is only in the OpenAPI document. */
export const DELIVERABLE_ROUTES = defineRoutes({
  'GET /api/clients/{clientId}/deliverables': { response: clientDeliverablesResponseSchema },
  'POST /api/clients/{clientId}/deliverables': { body: createDeliverableSchema, response: deliverableResponseSchema },
  'POST /api/clients/{clientId}/deliverables/uploads': { body: 'multipart', response: deliverableResponseSchema },
  'DELETE /api/clients/{clientId}/deliverables/{deliverableId}': { response: okResponseSchema },
});
