import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '@bloom/core';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../../kernel/context';
import { badRequest, ServiceError } from '../../kernel/service-error';
import type { Db } from '../db/database';
import { claimKey, completeKey, type KeyOwner, releaseKey } from '../db/idempotency-keys';
import { errorBody } from './errors';
import { errors } from './openapi';

/** Whose keys these are, and how a key used again for another request is answered. */
export interface IdempotencyScope {
  db: Db;
  /** Keys belong to this user: the signed-in owner, or an API key's workspace owner. */
  userId: string;
  /** Keeps one caller's keys apart from the user's others ('' for the owner's own; an API key's id). */
  prefix: string;
  /** The owner API says 409 IDEMPOTENCY_KEY_REUSED; /api/v1 says 422, as the API answers. */
  reusedStatus: 409 | 422;
}

/**
 * `Idempotency-Key` on a request, for the owner API (`idempotentCreate`) and /api/v1 (its guard):
 * a retry with the same key and the same request (method, path, body) within 24 h gets the first
 * success's status and JSON body again, marked `Idempotent-Replayed: true`, without running the
 * route; the same key with another request is `scope.reusedStatus`; while the first one runs,
 * 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key is 400.
 *
 * What a crash can do: the key is claimed (committed) before the route runs, and the answer is
 * stored before the client gets it. So an acknowledged creation always has its answer stored; a
 * crash after the route's commit but before that store leaves the key claimed with no answer, and
 * its retries get 409 in progress (until the key expires) rather than a second copy. The
 * route's own transaction is not shared (services open their own), so the one thing given up is
 * the answer of that cut-off request, never a duplicate. A failed request (not 2xx) gives its
 * key back so that a corrected retry can run.
 */
export async function runIdempotent(
  c: Context<AppEnv>,
  next: Next,
  header: string,
  scope: IdempotencyScope,
): Promise<Response | undefined> {
  if (!isIdempotencyKey(header)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  const owner: KeyOwner = { db: scope.db, userId: scope.userId };
  const key = `${scope.prefix}${header}`;
  // Read once here; the route's validator parses the same cached text.
  const body = await c.req.text();
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('base64url');
  let first: Awaited<ReturnType<typeof claimKey>>;
  try {
    first = await claimKey(owner, key, requestHash);
  } catch (err) {
    if (err instanceof ServiceError && err.code === ERROR_CODES.IDEMPOTENCY_KEY_REUSED) {
      return c.json(errorBody(err.code, err.message), scope.reusedStatus);
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
    // The creation stands and this answer still goes out; a retry gets "in progress", never a copy.
    console.error('[idempotency] could not store the answer', (err as Error).message);
  }
}

/**
 * `Idempotency-Key` on the owner API's creating POSTs (registered in app.ts on exactly those):
 * keys belong to the signed-in user. Without the header, or without a session (the route answers
 * 401), nothing changes.
 */
export const idempotentCreate =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (c.req.method !== 'POST' || header === undefined) return next();
    const session = await c.get('session')();
    if (!session) return next();
    return runIdempotent(c, next, header, { db, userId: session.user.id, prefix: '', reusedStatus: 409 });
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
