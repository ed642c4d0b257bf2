import {
  authSessionSchema,
  meOrSignedOutSchema,
  passwordResetSchema,
  resetLinkQuerySchema,
  resetLinkValidSchema,
  resetRequestedSchema,
  signInResponseSchema,
  signOutResponseSchema,
  signUpResponseSchema,
} from '../account/account-responses';
import { landingReportQuerySchema, landingReportSchema } from '../analytics/landing-report-responses';
import { requestPasswordResetSchema, resetPasswordSchema, signInSchema, signUpSchema } from '../auth-schemas';
import { defineRoutes } from './define-routes';

/**
 * The account side: better-auth's endpoints under /api/auth, the signed-in owner, the reset-link
 * check and the operator's report. The landing's analytics events answer 204 with no JSON (and
 * go out by sendBeacon), so they are declared on the server but have no entry here.
 */
export const ACCOUNT_ROUTES = defineRoutes({
  'POST /api/auth/sign-up/email': { body: signUpSchema, response: signUpResponseSchema },
  'POST /api/auth/sign-in/email': { body: signInSchema, response: signInResponseSchema },
  'POST /api/auth/request-password-reset': { body: requestPasswordResetSchema, response: resetRequestedSchema },
  'POST /api/auth/reset-password': { body: resetPasswordSchema, response: passwordResetSchema },
  'GET /api/auth/get-session': { response: authSessionSchema },
  'POST /api/auth/sign-out': { response: signOutResponseSchema },
  // null when signed out: a stranger's session check is an answer, not a failed request.
  'GET /api/me': { response: meOrSignedOutSchema },
  'GET /api/password-reset/verify': { query: resetLinkQuerySchema, response: resetLinkValidSchema },
  'GET /api/admin/landing': { query: landingReportQuerySchema, response: landingReportSchema },
});
