import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../../kernel/context';
import { badRequest } from '../../kernel/service-error';
import type { Db } from '../db/database';
import { claimKey, completeKey, type KeyOwner, releaseKey } from '../db/idempotency-keys';
import { errors } from './openapi';

/**
 * `Idempotency-Key` on the owner API's creating POSTs (mounted in app.ts on exactly those): a
 * retry with the same key and the same request (method, path, body) within 24 h gets the first
 * success's status and JSON body again, marked `Idempotent-Replayed: true`, without running the
 * route; the same key with another request is 409 IDEMPOTENCY_KEY_REUSED; while the first one
 * runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key is 400. Keys belong to the signed-in
 * user. Without the header, or without a session (the route answers 401), nothing changes.
 *
 * What a crash can do: the key is claimed (committed) before the route runs, and the answer is
 * stored before the client gets it. So an acknowledged creation always has its answer stored; a
 * crash after the route's commit but before that store leaves the key claimed with no answer, and
 * its retries get 409 in progress (until the key expires) rather than a second client. The
 * route's own transaction is not shared (services open their own), so the one thing given up is
 * the answer of that cut-off request, never a duplicate. A failed request (not 2xx) gives its
 * key back so that a corrected retry can run.
 */
export const idempotentCreate =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    const session = await c.get('session')();
    if (!session) return next();
    if (!isIdempotencyKey(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);

    const owner: KeyOwner = { db, userId: session.user.id };
    // Read once here; the route's validator parses the same cached text.
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('base64url');
    const first = await claimKey(owner, key, requestHash);
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
      // The creation stands and this answer still goes out; a retry gets "in progress", never a copy.
      console.error('[idempotency] could not store the answer', (err as Error).message);
    }
  };

/** For the declarations of the routes it guards: the optional header, and the 409s it answers. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      description: `One per form submission, sent again on its retries: the first success is answered again for ${IDEMPOTENCY_KEY_TTL_HOURS} h (1 to 255 printable ASCII characters)`,
    }),
});
export const idempotencyErrors = { 409: errors[409] } as const;
