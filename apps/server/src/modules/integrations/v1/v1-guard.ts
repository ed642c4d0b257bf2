import { createHash } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  ERROR_CODES,
  GATE_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../../kernel/context';
import { badRequest, ServiceError, tooManyRequests } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import { claimKey, completeKey, type KeyOwner, releaseKey } from '../../../platform/db/idempotency-keys';
import { errorBody } from '../../../platform/http/errors';
import { gateFor, readSubscription } from '../../billing';
import { type ApiKeyPrincipal, authenticateApiKey } from '../api-keys/api-key-auth';
import { type KeyRateLimiter, rateLimitHeaders } from './key-rate-limit';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Everything in front of an /api/v1 route, in this order: the key (401), its rate limit (429,
 * RateLimit headers on every answer from here on), the owner's subscription (the app's own 402),
 * the key's scope (a read key on a write is 403), then `Idempotency-Key` on POSTs. The route then
 * gets `owner` exactly as an owner route does, so the same services and tenant scoping apply.
 */
export const v1Guard =
  (db: Db, limiter: KeyRateLimiter): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const principal = await authenticateApiKey(db, c.req.header('authorization'));
    const standing = limiter.hit(principal.keyId);
    for (const [name, value] of Object.entries(rateLimitHeaders(standing, limiter.limit))) c.header(name, value);
    if (!standing.allowed) throw tooManyRequests(API_KEY_MESSAGES.rateLimited, standing.resetSeconds);

    const billing = c.get('billing');
    if (billing.provider) {
      const gate = gateFor(billing, await readSubscription(db, principal.userId), null);
      if (gate.status !== 'allowed') throw new ServiceError(GATE_ERROR_CODES[gate.status], gate.message);
    }
    if (!READ_METHODS.has(c.req.method) && principal.scope !== 'write') {
      throw new ServiceError(ERROR_CODES.API_KEY_READ_ONLY, API_KEY_MESSAGES.readOnlyKey);
    }
    c.set('owner', { db, userId: principal.userId, workspaceId: principal.workspaceId, events: c.get('events') });
    if (c.req.method === 'POST') return idempotent(db, principal, c, next);
    await next();
  };

/**
 * `Idempotency-Key` on every POST (platform/http/idempotency.ts does the same for the owner API, whose
 * storage this shares): the first success is replayed for 24 h with `Idempotent-Replayed: true`;
 * the same key with another request is 422, as the API answers (the owner API says 409).
 * Keys belong to the API key (stored under the workspace owner's user, prefixed by the key's id).
 */
async function idempotent(
  db: Db,
  principal: ApiKeyPrincipal,
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  next: () => Promise<void>,
): Promise<Response | undefined> {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) {
    await next();
    return;
  }
  if (!isIdempotencyKey(header)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  const owner: KeyOwner = { db, userId: principal.userId };
  const key = `v1:${principal.keyId}:${header}`;
  const body = await c.req.text();
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('base64url');
  let first: Awaited<ReturnType<typeof claimKey>>;
  try {
    first = await claimKey(owner, key, requestHash);
  } catch (err) {
    if (err instanceof ServiceError && err.code === ERROR_CODES.IDEMPOTENCY_KEY_REUSED) {
      return c.json(errorBody(err.code, err.message), 422);
    }
    throw err;
  }
  if (first) {
    return c.body(first.body, first.status as ContentfulStatusCode, {
      'content-type': 'application/json',
      [IDEMPOTENT_REPLAYED_HEADER]: 'true',
    });
  }
  let succeeded = false;
  try {
    await next();
    succeeded = c.res.status >= 200 && c.res.status < 300;
  } finally {
    if (!succeeded) await releaseKey(owner, key);
  }
  try {
    await completeKey(owner, key, { status: c.res.status, body: await c.res.clone().text() });
  } catch (err) {
    console.error('[idempotency] could not store the answer', (err as Error).message);
  }
}
