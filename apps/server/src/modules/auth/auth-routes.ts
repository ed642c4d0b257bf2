import {
  authSessionSchema,
  ERROR_CODES,
  MESSAGES,
  passwordResetSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  resetRequestedSchema,
  signInResponseSchema,
  signInSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@bloom/core';
import type { RouteConfig, RouteConfigToTypedResponse } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ModuleDeps, Router } from '../../app-deps';
import { AUTH_RATE_RULES, hitRateLimit, isRateLimited, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { errorBody } from '../../platform/http/errors';
import { errorSchema, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { resetTokenEmail } from '../account';
import { planFromRequest } from '../landing';
import { forwardToAuth, signInAfterReset } from './better-auth-relay';

const tags = ['Auth'];
/** What every account form may meet besides its own answers: a failed check, a cross-site post, the limits. */
const formErrors = { 400: errors[400], 403: errors[403], 413: errors[413], 415: errors[415], 429: errors[429] };

const signUp = route('POST /api/auth/sign-up/email', {
  tags,
  summary: 'Create an account and sign in (the session is an http-only cookie)',
  request: { body: jsonBody(signUpSchema) },
  responses: {
    200: jsonContent(signUpResponseSchema, 'The new account'),
    ...formErrors,
    409: errors[409],
    422: jsonContent(errorSchema, 'better-auth refused the account'),
  },
});
const signIn = route('POST /api/auth/sign-in/email', {
  tags,
  summary: 'Sign in with email and password',
  request: { body: jsonBody(signInSchema) },
  responses: {
    200: jsonContent(signInResponseSchema, 'Signed in'),
    ...formErrors,
    401: jsonContent(errorSchema, 'Wrong email or password'),
  },
});
const requestReset = route('POST /api/auth/request-password-reset', {
  tags,
  summary: 'Mail a reset link (the same answer whether the email has an account or not)',
  request: { body: jsonBody(requestPasswordResetSchema) },
  responses: { 200: jsonContent(resetRequestedSchema, 'Sent when the account exists'), ...formErrors },
});
const resetPassword = route('POST /api/auth/reset-password', {
  tags,
  summary: 'Set a new password from a reset link; signs the owner in and every other session out',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: jsonContent(passwordResetSchema, 'Reset and signed in'), ...formErrors },
});
const getSession = route('GET /api/auth/get-session', {
  tags,
  summary: "better-auth's session and account, or null",
  responses: { 200: jsonContent(authSessionSchema, 'The session, or null when signed out') },
});
const signOut = route('POST /api/auth/sign-out', {
  tags,
  summary: 'Sign out (done also without a session)',
  responses: { 200: jsonContent(signOutResponseSchema, 'Signed out'), 403: errors[403], 413: errors[413] },
});

/**
 * better-auth writes these answers itself (status, cookies, body), so the router cannot type them
 * from the declaration: it is taken as their type here, and checkDeclaredResponses checks each
 * answer against it in tests and development.
 */
const relayed = <R extends RouteConfig>(_route: R, res: Response) => res as unknown as RouteConfigToTypedResponse<R>;

/**
 * The account endpoints of better-auth under /api/auth, with our validation (docs/product.md#passwords),
 * per-IP and per-account rate limits, and errors in our `{ error: { code, message } }` shape.
 */
export function authRoutes(app: Router, { auth, db, rateLimitScale, links }: ModuleDeps) {
  // TRUST_PROXY: limits per IP count the forwarded client address, not the proxy's.
  const clientIp = (c: Context) => clientAddress(c, links.trustProxy);

  const tooMany = (retryAfterSeconds: number) => tooManyRequests(MESSAGES.tooManyAttempts, retryAfterSeconds);
  const scaled = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * rateLimitScale });
  const limit = async (key: string, rule: RateRule) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, scaled(rule));
    if (!allowed) throw tooMany(retryAfterSeconds);
  };

  app.openapi(signUp, async (c) => {
    await limit(`sign-up:ip:${clientIp(c)}`, AUTH_RATE_RULES.signUpPerIp);
    // The landing A/B report counts the sign-up under this plan (auth.ts stores it on the profile).
    const { plan, ...account } = c.req.valid('json');
    return relayed(signUp, await forwardToAuth(auth, c, { ...account, signupPlan: planFromRequest(c, plan) }));
  });

  app.openapi(signIn, async (c) => {
    const body = c.req.valid('json');
    await limit(`sign-in:ip:${clientIp(c)}`, AUTH_RATE_RULES.signInPerIp);
    const accountKey = `sign-in:account:${body.email.toLowerCase()}`;
    const rule = scaled(AUTH_RATE_RULES.signInFailuresPerAccount);
    if (await isRateLimited(db, accountKey, rule)) throw tooMany(rule.windowSeconds);
    const res = await forwardToAuth(auth, c, body);
    if (res.status === 401) await hitRateLimit(db, accountKey, rule);
    return relayed(signIn, res);
  });

  app.openapi(requestReset, async (c) => {
    const { email } = c.req.valid('json');
    await limit(`reset-request:ip:${clientIp(c)}`, AUTH_RATE_RULES.resetRequestPerIp);
    await limit(`reset-request:account:${email.toLowerCase()}`, AUTH_RATE_RULES.resetRequestPerAccount);
    // The mailed link is built from PUBLIC_URL or the request (auth.ts), never from redirectTo.
    return relayed(requestReset, await forwardToAuth(auth, c, { email }));
  });

  app.openapi(resetPassword, async (c) => {
    const body = c.req.valid('json');
    await limit(`reset:ip:${clientIp(c)}`, AUTH_RATE_RULES.resetPerIp);
    // Read before the reset consumes the token.
    const email = await resetTokenEmail(db, body.token);
    const res = await forwardToAuth(auth, c, body);
    if (!res.ok || !email) return relayed(resetPassword, res);
    // Product rule: a successful reset signs the owner in. The reset has just revoked every
    // session of the account (revokeSessionsOnPasswordReset), so this is the only one left.
    return relayed(resetPassword, await signInAfterReset(auth, c, email, body.newPassword));
  });

  // Everything else better-auth offers that the product uses: get-session, sign-out.
  app.openapi(getSession, async (c) => relayed(getSession, await forwardToAuth(auth, c)));
  app.openapi(signOut, async (c) => relayed(signOut, await forwardToAuth(auth, c, {})));
  // Nothing else of better-auth's is reachable.
  app.all('/api/auth/*', (c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, MESSAGES.notFound), 404));
}
