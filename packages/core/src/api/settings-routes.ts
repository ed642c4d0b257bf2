import { okResponseSchema } from '../clients/client-responses';
import { accountResponseSchema, workspaceSettingsSchema } from '../settings/settings-responses';
import {
  accountNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  workspacePatchSchema,
} from '../settings/settings-schemas';
import { defineRoutes } from './define-routes';

/**
 * The owner's workspace settings, branding and account. The public logo (`GET /api/logos/{file}`,
 * a binary answer) is only in the OpenAPI document.
 */
export const SETTINGS_ROUTES = defineRoutes({
  'GET /api/workspace': { response: workspaceSettingsSchema },
  'PATCH /api/workspace': { body: workspacePatchSchema, response: workspaceSettingsSchema },
  'POST /api/workspace/logo': { body: 'multipart', response: workspaceSettingsSchema },
  'DELETE /api/workspace/logo': { response: workspaceSettingsSchema },
  'PATCH /api/account': { body: accountNameSchema, response: accountResponseSchema },
  'POST /api/account/password': { body: changePasswordSchema, response: okResponseSchema },
  'DELETE /api/account': { body: deleteAccountSchema, response: okResponseSchema },
});
