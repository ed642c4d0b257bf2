import { okResponseSchema } from '../clients/client-responses';
import {
  clientEmailResponseSchema,
  clientRemindersSchema,
  emailSettingsPatchSchema,
  emailSettingsResponseSchema,
  notificationSettingsPatchSchema,
  notificationSettingsResponseSchema,
  portalSeenSchema,
  testInvitationResponseSchema,
  testInvitationSchema,
} from '../email/email-schemas';
import { defineRoutes } from './define-routes';

/** Email (issue 20): the invitation template, reminders, the owner's notifications, a client's email. */
export const EMAIL_ROUTES = defineRoutes({
  'GET /api/settings/email': { response: emailSettingsResponseSchema },
  'PATCH /api/settings/email': { body: emailSettingsPatchSchema, response: emailSettingsResponseSchema },
  'POST /api/settings/email/test': { body: testInvitationSchema, response: testInvitationResponseSchema },
  'GET /api/settings/notifications': { response: notificationSettingsResponseSchema },
  'PATCH /api/settings/notifications': {
    body: notificationSettingsPatchSchema,
    response: notificationSettingsResponseSchema,
  },
  'GET /api/clients/{id}/email': { response: clientEmailResponseSchema },
  'POST /api/clients/{id}/invitation': { response: clientEmailResponseSchema },
  'PUT /api/clients/{id}/reminders': { body: clientRemindersSchema, response: clientEmailResponseSchema },
  'POST /api/portal/{token}/seen': { body: portalSeenSchema, response: okResponseSchema },
});
