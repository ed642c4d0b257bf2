import {
  clientListQuerySchema,
  createClientSchema,
  dashboardQuerySchema,
  setClientPasswordSchema,
  updateClientSchema,
} from '../clients/client-api';
import {
  clientListResponseSchema,
  clientResponseSchema,
  dashboardResponseSchema,
  okResponseSchema,
} from '../clients/client-responses';
import { clientSubmissionsResponseSchema } from '../submissions/submission-responses';
import { defineRoutes } from './define-routes';

export const CLIENT_ROUTES = defineRoutes({
  'GET /api/clients': { query: clientListQuerySchema, response: clientListResponseSchema },
  'POST /api/clients': { body: createClientSchema, response: clientResponseSchema },
  'GET /api/clients/{id}': { response: clientResponseSchema },
  'PATCH /api/clients/{id}': { body: updateClientSchema, response: clientResponseSchema },
  'POST /api/clients/{id}/archive': { response: clientResponseSchema },
  'POST /api/clients/{id}/restore': { response: clientResponseSchema },
  'DELETE /api/clients/{id}': { response: okResponseSchema },
  'PUT /api/clients/{id}/password': { body: setClientPasswordSchema, response: clientResponseSchema },
  'DELETE /api/clients/{id}/password': { response: clientResponseSchema },
  'POST /api/clients/{id}/regenerate-link': { response: clientResponseSchema },
  'GET /api/clients/{id}/submissions': { response: clientSubmissionsResponseSchema },
  'GET /api/dashboard': { query: dashboardQuerySchema, response: dashboardResponseSchema },
});
