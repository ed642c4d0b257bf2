import { eraseClientResponseSchema, eraseClientSchema } from '../client-erasure/erasure-api';
import { defineRoutes } from './define-routes';

/** Erasing a client's personal data (issue 38, GDPR Article 17): Owner and Admin only. */
export const ERASURE_ROUTES = defineRoutes({
  'POST /api/clients/{id}/erasure': { body: eraseClientSchema, response: eraseClientResponseSchema },
});
