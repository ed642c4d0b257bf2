import { ERROR_CODES, MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import { errorBody } from '../../platform/http/errors';
import type { Auth } from './auth';

/**
 * Hands a request of modules/auth/auth-routes.ts to better-auth, after our own checks, and turns its
 * answer into ours: no session token in the body, errors as `{ error: { code, message } }`.
 */
export async function forwardToAuth(auth: Auth, c: Context, body?: unknown): Promise<Response> {
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
export async function signInAfterReset(auth: Auth, c: Context, email: string, password: string): Promise<Response> {
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
  if (!data || typeof data !== 'object') return res;
  // Sign-in answers `{ token, user }`; get-session `{ session: { token, … }, user }`.
  const { token, session, ...rest } = data as Record<string, unknown>;
  const hasNested = !!session && typeof session === 'object' && 'token' in session;
  if (token === undefined && !hasNested) return res;
  if (session !== undefined) {
    const { token: _nested, ...sessionRest } = session as Record<string, unknown>;
    rest.session = hasNested ? sessionRest : session;
  }
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
