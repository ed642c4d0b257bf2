import { clientHistoryQuerySchema, clientHistoryResponseSchema } from '../client-history/history-responses';
import { defineRoutes } from './define-routes';

/** A client's history on the client page (issue 38): what happened, newest first, a page at a time. */
export const CLIENT_HISTORY_ROUTES = defineRoutes({
  'GET /api/clients/{id}/history': { query: clientHistoryQuerySchema, response: clientHistoryResponseSchema },
});
