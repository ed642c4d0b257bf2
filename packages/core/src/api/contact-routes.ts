import { okResponseSchema } from '../clients/client-responses';
import {
  contactListResponseSchema,
  contactResponseSchema,
  createContactSchema,
  updateContactSchema,
} from '../contacts/contact-schemas';
import { defineRoutes } from './define-routes';

/** A client's contacts: each their own portal link, invitation, reminders and unsubscribe. */
export const CONTACT_ROUTES = defineRoutes({
  'GET /api/clients/{id}/contacts': { response: contactListResponseSchema },
  'POST /api/clients/{id}/contacts': { body: createContactSchema, response: contactResponseSchema },
  'PATCH /api/clients/{id}/contacts/{contactId}': { body: updateContactSchema, response: contactResponseSchema },
  'DELETE /api/clients/{id}/contacts/{contactId}': { response: okResponseSchema },
  'POST /api/clients/{id}/contacts/{contactId}/primary': { response: contactListResponseSchema },
  'POST /api/clients/{id}/contacts/{contactId}/invitation': { response: contactResponseSchema },
});
