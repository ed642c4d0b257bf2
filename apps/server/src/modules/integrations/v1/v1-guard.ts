import { API_KEY_MESSAGES, ERROR_CODES, GATE_ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../kernel/context';
import { ServiceError, tooManyRequests } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import { runIdempotent } from '../../../platform/http/idempotency';
import { gateFor } from '../../billing';
import { apiKeyOfHeader } from '../api-keys/api-key-auth';
import { rateLimitHeaders } from './key-rate-limit';
import type { V1Access } from './v1-access';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Everything in front of an /api/v1 route, in this order: the key (401), its rate limit (429,
 * RateLimit headers on every answer from here on), the owner's subscription (the app's own 402),
 * the key's scope (a read key on a write is 403), then `Idempotency-Key` on POSTs. The route then
 * gets `owner` exactly as an owner route does, so the same services and tenant scoping apply.
 */
export const v1Guard =
  (db: Db, access: V1Access): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // The key and its owner's subscription come from memory for a few seconds (v1-access.ts).
    const key = await access.verify(apiKeyOfHeader(c.req.header('authorization')));
    const { principal } = key;
    const standing = await access.hit(key);
    const { limit, windowSeconds } = access.limiter;
    for (const [name, value] of Object.entries(rateLimitHeaders(standing, limit, windowSeconds))) c.header(name, value);
    if (!standing.allowed) throw tooManyRequests(API_KEY_MESSAGES.rateLimited, standing.resetSeconds);

    const billing = c.get('billing');
    if (billing.provider) {
      const gate = gateFor(billing, key.subscription, null);
      if (gate.status !== 'allowed') throw new ServiceError(GATE_ERROR_CODES[gate.status], gate.message);
    }
    if (!READ_METHODS.has(c.req.method) && principal.scope !== 'write') {
      throw new ServiceError(ERROR_CODES.API_KEY_READ_ONLY, API_KEY_MESSAGES.readOnlyKey);
    }
    // A key acts for the whole workspace, as the Owner who holds it.
    c.set('owner', {
      db,
      userId: principal.userId,
      userName: principal.userName,
      workspaceId: principal.workspaceId,
      role: 'owner',
      events: c.get('events'),
    });
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (c.req.method !== 'POST' || header === undefined) return next();
    // The owner API's implementation (platform/http/idempotency.ts) and storage: keys belong to the
    // API key (kept under the workspace owner's user, prefixed by the key's id).
    return runIdempotent(c, next, header, {
      db,
      userId: principal.userId,
      prefix: `v1:${principal.keyId}:`,
      reusedStatus: 422,
    });
  };
