import {
  ERROR_CODES,
  forgotPasswordSchema,
  MESSAGES,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@bloom/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { AUTH_RATE_RULES, hitRateLimit, isRateLimited, type RateRule } from '../auth/rate-limit';
import type { Db } from '../db/database';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { planFromRequest } from '../http/plan-from-request';
import { readJson } from '../http/read-json';
import { tooManyRequests } from '../services/service-error';

/**
 * The account endpoints of better-auth under /api/auth, with our validation (docs/product.md#passwords),
 * per-IP and per-account rate limits, and errors in our `{ error: { code, message } }` shape.
 */
export function authRoutes({
  auth,
  db,
  rateLimitScale = 1,
  trustProxy = 0,
}: {
  auth: Auth;
  db: Db;
  rateLimitScale?: number;
  /** TRUST_PROXY: limits per IP count the forwarded client address, not the proxy's. */
  trustProxy?: number;
}) {
  const r = new Hono<AppEnv>();
  const clientIp = (c: Context) => clientAddress(c, trustProxy);

  const tooMany = (retryAfterSeconds: number) => tooManyRequests(MESSAGES.tooManyAttempts, retryAfterSeconds);
  const scaled = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * rateLimitScale });
  const limit = async (key: string, rule: RateRule) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, scaled(rule));
    if (!allowed) throw tooMany(retryAfterSeconds);
  };

  r.post('/sign-up/email', async (c) => {
    const body = await readJson(c, signUpSchema);
    await limit(`sign-up:ip:${clientIp(c)}`, AUTH_RATE_RULES.signUpPerIp);
    // The landing A/B report counts the sign-up under this plan (auth.ts stores it on the profile).
    const { plan, ...account } = body;
    return forward(auth, c, { ...account, signupPlan: planFromRequest(c, plan) });
  });

  r.post('/sign-in/email', async (c) => {
    const body = await readJson(c, signInSchema);
    await limit(`sign-in:ip:${clientIp(c)}`, AUTH_RATE_RULES.signInPerIp);
    const accountKey = `sign-in:account:${body.email.toLowerCase()}`;
    const rule = scaled(AUTH_RATE_RULES.signInFailuresPerAccount);
    if (await isRateLimited(db, accountKey, rule)) throw tooMany(rule.windowSeconds);
    const res = await forward(auth, c, body);
    if (res.status === 401) await hitRateLimit(db, accountKey, rule);
    return res;
  });

  r.post('/request-password-reset', async (c) => {
    const raw = await readJson(c, forgotPasswordSchema.extend({ redirectTo: forgotRedirect }));
    await limit(`reset-request:ip:${clientIp(c)}`, AUTH_RATE_RULES.resetRequestPerIp);
    await limit(`reset-request:account:${raw.email.toLowerCase()}`, AUTH_RATE_RULES.resetRequestPerAccount);
    return forward(auth, c, { email: raw.email });
  });

  r.post('/reset-password', async (c) => {
    const body = await readJson(c, resetPasswordSchema);
    await limit(`reset:ip:${clientIp(c)}`, AUTH_RATE_RULES.resetPerIp);
    // Read before the reset consumes the token.
    const owner = await db
      .selectFrom('verification')
      .innerJoin('user', 'user.id', 'verification.value')
      .select('user.email')
      .where('verification.identifier', '=', `reset-password:${body.token}`)
      .executeTakeFirst();
    const res = await forward(auth, c, body);
    if (!res.ok || !owner) return res;
    // Product rule: a successful reset signs the owner in. The reset has just revoked every
    // session of the account (revokeSessionsOnPasswordReset), so this is the only one left.
    return signInAfterReset(auth, c, owner.email, body.newPassword);
  });

  // Everything else better-auth offers that the product uses: get-session, sign-out.
  r.get('/get-session', (c) => forward(auth, c));
  r.post('/sign-out', (c) => forward(auth, c, {}));
  r.all('/*', (c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, MESSAGES.notFound), 404));

  return r;
}

// The browser may say where it came from; the mailed link is built by http/link-origin.ts instead.
const forgotRedirect = z.string().max(2000).optional();

async function forward(auth: Auth, c: Context, body?: unknown): Promise<Response> {
  const init: RequestInit = { method: c.req.method, headers: new Headers(c.req.raw.headers) };
  if (body !== undefined) {
    (init.headers as Headers).set('content-type', 'application/json');
    (init.headers as Headers).delete('content-length');
    init.body = JSON.stringify(body);
  }
  const res = await auth.handler(new Request(c.req.raw.url, init));
  return res.ok ? withoutSessionToken(res) : normaliseError(res);
}

/** The reset's own answer with the cookie of a new session; without one it still succeeded. */
async function signInAfterReset(auth: Auth, c: Context, email: string, password: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  try {
    const signedIn = await auth.api.signInEmail({
      body: { email, password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    for (const cookie of signedIn.headers.getSetCookie()) headers.append('set-cookie', cookie);
  } catch (err) {
    console.error('[auth] signing in after a password reset failed:', (err as Error).message);
  }
  return new Response(JSON.stringify({ status: true }), { status: 200, headers });
}

/** The session lives in an http-only cookie; page scripts get no copy of its token. */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const data = (await res.clone().json()) as unknown;
  if (!data || typeof data !== 'object' || !('token' in data)) return res;
  const { token: _token, ...rest } = data as Record<string, unknown>;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: res.status, headers });
}

const CODE_MESSAGES: Record<string, { status?: number; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: MESSAGES.invalidCredentials },
  USER_ALREADY_EXISTS: { status: 409, message: MESSAGES.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, message: MESSAGES.emailTaken },
  INVALID_TOKEN: { message: MESSAGES.invalidResetLink },
};

async function normaliseError(res: Response): Promise<Response> {
  let code: string = ERROR_CODES.AUTH_ERROR;
  let message: string = MESSAGES.unexpected;
  try {
    const data = (await res.clone().json()) as { code?: string; message?: string };
    code = data.code ?? code;
    message = data.message ?? message;
  } catch {
    // not JSON: keep the generic message
  }
  const known = CODE_MESSAGES[code];
  const status = known?.status ?? Math.min(res.status, 500);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, known?.message ?? message)), { status, headers });
}
