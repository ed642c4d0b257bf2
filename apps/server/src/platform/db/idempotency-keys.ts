import { ERROR_CODES, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_MESSAGES } from '@bloom/core';
import { sql } from 'kysely';
import { ServiceError } from '../../kernel/service-error';
import type { Db } from './database';

/** Whose key it is: keys are scoped to the signed-in user, so another owner's same key is unrelated. */
export interface KeyOwner {
  db: Db;
  userId: string;
}

/** The first answer to a key, replayed to its retries. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** `column` (a row's created_at) is past the keys' 24 h. */
const expired = (column: string) =>
  sql<boolean>`${sql.ref(column)} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Claims `key` for a request whose method, path and body hash to `requestHash`.
 * - `null`: claimed (a new key, or one whose 24 h are over): run the request, then
 *   `completeKey` with a success or `releaseKey` otherwise;
 * - a stored answer: the same request already succeeded: answer that, run nothing;
 * - throws IDEMPOTENCY_KEY_REUSED for another request, IDEMPOTENCY_KEY_IN_PROGRESS while the
 *   first one has not answered yet.
 *
 * The claim is one statement on the (user_id, key) primary key, so of two concurrent requests
 * with the same key exactly one gets it; the other waits for that insert's commit and then sees it.
 */
export async function claimKey(
  { db, userId }: KeyOwner,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ request_hash: requestHash, status: null, response_body: null, created_at: sql`now()` })
        .where(expired('idempotency_keys.created_at')),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;

  const first = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  // Released by its first request in between: the caller may simply try again.
  if (!first) throw inProgress();
  if (first.request_hash !== requestHash) {
    throw new ServiceError(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_MESSAGES.keyReused);
  }
  if (first.status === null || first.response_body === null) throw inProgress();
  return { status: first.status, body: first.response_body };
}

/** Stores the first success's answer for the key's retries. */
export async function completeKey({ db, userId }: KeyOwner, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, response_body: answer.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Gives the key back after a failure (nothing was created): a retry runs the request again. */
export async function releaseKey({ db, userId }: KeyOwner, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** The periodic clean-up: keys older than their 24 h. */
export async function removeExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.deleteFrom('idempotency_keys').where(expired('created_at')).execute();
}

const inProgress = () =>
  new ServiceError(ERROR_CODES.IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_MESSAGES.inProgress, { retryAfterSeconds: 1 });
