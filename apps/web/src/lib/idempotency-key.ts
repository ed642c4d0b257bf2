import type { ErrorCode } from '@bloom/core';
import { useState } from 'react';
import { hasErrorCode, isApiError } from './api-client';

/** A random version-4 UUID. crypto.randomUUID needs a secure context; getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A failure after which the write may have committed: no answer, the server broke off, or the
 * first request with this key has not answered yet (a retry with a new key could write twice).
 */
const mayHaveCommitted = (error: unknown) =>
  (isApiError(error) && (error.status === 0 || error.status >= 500)) ||
  hasErrorCode(error, 'IDEMPOTENCY_KEY_IN_PROGRESS' satisfies ErrorCode);

/**
 * One Idempotency-Key per form submission. `keyFor(body)` gives the key to send; sending the same
 * body again after a failure that may have committed (a network error, a 5xx, 409 in progress)
 * reuses it, so the server answers the first result instead of writing twice. A success, any
 * other refusal or a different body starts a new submission with a new key.
 */
export function submissionKeys(newKey: () => string = randomUuid) {
  let pending: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body) ?? '';
      if (pending?.body !== json) pending = { body: json, key: newKey() };
      return pending.key;
    },
    /** After the request: forget the key unless the same submission may be retried. */
    settled(error: unknown): void {
      if (!mayHaveCommitted(error)) pending = null;
    },
  };
}

type SubmissionKeys = ReturnType<typeof submissionKeys>;

/** The submission keys of one form (one mutation hook), kept across renders. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => submissionKeys());
  return keys;
}
