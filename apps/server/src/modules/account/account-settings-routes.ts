import {
  accountNameSchema,
  accountResponseSchema,
  changePasswordSchema,
  deleteAccountSchema,
  MESSAGES,
  okResponseSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { errorSchema, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import type { Auth } from '../auth';
import { requireOwner } from '../auth';
import { changeAccountPassword, deleteAccount, passwordAttemptsKey, renameAccount } from './account-settings';

const tags = ['Account'];
/** Not gated: a lapsed or canceled owner may still rename, change the password or leave. */
const formErrors = { 400: errors[400], 401: errors[401], 403: errors[403], 413: errors[413], 415: errors[415] };
/** Current-password guesses with a stolen session, per account. */
const PASSWORD_ATTEMPTS: RateRule = { limit: 10, windowSeconds: 15 * 60 };

/** The owner's account: name, password, deletion (contract: core's settings-routes.ts). */
export function accountSettingsRoutes(app: Router, { auth, db, billing, storage, rateLimitScale }: ModuleDeps) {
  const owner = requireOwner(db, { gate: false });

  app.openapi(
    route('PATCH /api/account', {
      tags,
      summary: "Change the owner's full name",
      middleware: [owner],
      request: { body: jsonBody(accountNameSchema) },
      responses: { 200: jsonContent(accountResponseSchema, 'The account'), ...formErrors },
    }),
    async (c) => c.json({ user: await renameAccount(db, c.get('user').id, c.req.valid('json').name) }, 200),
  );

  app.openapi(
    route('POST /api/account/password', {
      tags,
      summary: 'Change the password (the current one required); every other session is signed out',
      middleware: [owner],
      request: { body: jsonBody(changePasswordSchema) },
      responses: { 200: jsonContent(okResponseSchema, 'Changed'), ...formErrors, 429: errors[429] },
    }),
    async (c) => {
      const rule = { ...PASSWORD_ATTEMPTS, limit: PASSWORD_ATTEMPTS.limit * rateLimitScale };
      const attempt = await hitRateLimit(db, passwordAttemptsKey(c.get('user').id), rule);
      if (!attempt.allowed) throw tooManyRequests(MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
      const cookies = await changeAccountPassword(auth, c.req.raw.headers, c.req.valid('json'));
      // better-auth replaced every session of the account with a new one for this browser.
      for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route('DELETE /api/account', {
      tags,
      summary: 'Delete the account and all its data and files; the subscription is canceled now',
      middleware: [owner],
      request: { body: jsonBody(deleteAccountSchema) },
      responses: {
        200: jsonContent(okResponseSchema, 'Deleted and signed out'),
        ...formErrors,
        502: jsonContent(errorSchema, 'The payment provider could not be reached (nothing was deleted)'),
      },
    }),
    async (c) => {
      await deleteAccount({ db, billing, storage }, c.get('user'), c.req.valid('json').email);
      await clearSessionCookies(auth, c);
      return c.json({ ok: true as const }, 200);
    },
  );
}

/** The account's sessions are gone with it; the browser's cookies go too (expired, same attributes). */
async function clearSessionCookies(auth: Auth, c: Context): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const a = cookie.attributes;
    const parts = [`${cookie.name}=`, 'Max-Age=0', `Path=${a.path ?? '/'}`];
    if (a.domain) parts.push(`Domain=${a.domain}`);
    if (a.httpOnly !== false) parts.push('HttpOnly');
    if (a.secure || cookie.name.startsWith('__Secure-') || cookie.name.startsWith('__Host-')) parts.push('Secure');
    if (a.sameSite) parts.push(`SameSite=${String(a.sameSite).replace(/^./, (ch) => ch.toUpperCase())}`);
    c.header('set-cookie', parts.join('; '), { append: true });
  }
}
