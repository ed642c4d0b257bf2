/**
 * Idempotency keys on the owner API's creating POSTs (`POST /api/clients`, `POST /api/journeys`,
 * `POST /api/clients/{clientId}/deliverables`): the web sends one fresh key per form submission
 * and the same key again when it retries that submission, so a retry after a network error gets
 * the first answer instead of creating a second row. Zod-free, so any page may import it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set (to 'true') on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's first answer is kept for its retries. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export const isIdempotencyKey = (value: string): boolean => /^[\x20-\x7e]{1,255}$/.test(value);

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;
