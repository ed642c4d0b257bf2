import type { GateStatus } from './billing/gate';

/**
 * Every `error.code` of an API answer `{ error: { code, message } }`: the server throws by these,
 * the web compares against them (never a string literal). Zod-free, so any page may import it.
 * Routes under /api/auth may also pass a code of better-auth's own through unchanged.
 */
export const ERROR_CODES = {
  /** 400: the input failed a check; the message says which. */
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  /** 400: the request itself could not be read (e.g. malformed JSON). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** 401: no session. */
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  /** 400: a password-reset token that is unknown, used or expired. */
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** Any other failure better-auth reported without a code. */
  AUTH_ERROR: 'AUTH_ERROR',
  /** 403: a state-changing request from another site. */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  /** 403: a built-in journey is read-only; duplicate it to change it. */
  BUILTIN_READ_ONLY: 'BUILTIN_READ_ONLY',
  /** 404: missing, or another workspace's (the two are never told apart). */
  NOT_FOUND: 'NOT_FOUND',
  /** 413: the body is over the size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 429: rate-limited; a retry-after header says when to try again. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** 500: an unexpected failure (logged on the server, never detailed in the answer). */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** Status 0, made by the browser: the request never got an answer. */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** 402 from owner routes when the subscription gate does not allow the page (see GATE_ERROR_CODES). */
  SUBSCRIPTION_NEEDS_CHECKOUT: 'SUBSCRIPTION_NEEDS_CHECKOUT',
  SUBSCRIPTION_NEEDS_PAYMENT_METHOD: 'SUBSCRIPTION_NEEDS_PAYMENT_METHOD',
  SUBSCRIPTION_PAST_DUE: 'SUBSCRIPTION_PAST_DUE',
  SUBSCRIPTION_CANCELED: 'SUBSCRIPTION_CANCELED',
  SUBSCRIPTION_EXPIRED: 'SUBSCRIPTION_EXPIRED',
  /** 409 from checkout: already active or trialing (the answer carries `redirect: '/dashboard'`). */
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  /** 404: billing is switched off on this server. */
  BILLING_DISABLED: 'BILLING_DISABLED',
  /** 402: the payment provider refused the card. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** 402: the test provider's declined card. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** 400: the payment provider refused the request. */
  BILLING_REQUEST_INVALID: 'BILLING_REQUEST_INVALID',
  /** 502: the payment provider could not be reached. */
  BILLING_UNAVAILABLE: 'BILLING_UNAVAILABLE',
  /** A checkout answer without an address to go to (server 502, or the browser's own check). */
  NO_CHECKOUT_URL: 'NO_CHECKOUT_URL',
  /** The browser's own check: a billing-portal answer without an address. */
  NO_PORTAL_URL: 'NO_PORTAL_URL',
  /** 413: an upload over MAX_UPLOAD_MB (refused while streaming; nothing is kept). */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** 415: an upload whose sniffed type is not on the allow-list. */
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  /** 400: an upload without a file. */
  FILE_REQUIRED: 'FILE_REQUIRED',
  /** 400: an upload with more than one file. */
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  /** 400: an upload with an empty file. */
  EMPTY_FILE: 'EMPTY_FILE',
  /** 400: an upload body that is not readable multipart. */
  INVALID_UPLOAD: 'INVALID_UPLOAD',
  /** 416: a download range outside the file. */
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  /** 404: a portal link that is unknown, regenerated, deleted or archived (the same answer for all). */
  PORTAL_NOT_FOUND: 'PORTAL_NOT_FOUND',
  /** 401: this portal has a password and the request has no valid portal cookie. */
  PORTAL_PASSWORD_REQUIRED: 'PORTAL_PASSWORD_REQUIRED',
  /** 401: the portal password given is wrong. */
  PORTAL_WRONG_PASSWORD: 'PORTAL_WRONG_PASSWORD',
  /** 409: a portal stage that is locked until the earlier stages of its phase are done. */
  STAGE_LOCKED: 'STAGE_LOCKED',
  /** 409: a review or moderation move the current status does not allow (the message says why). */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** 400: a provider webhook whose signature does not verify. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  /** 409: an Idempotency-Key already used for a different request (another body or path). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the first request with this Idempotency-Key has not answered yet; retry-after says when to retry. */
  IDEMPOTENCY_KEY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** 409: the current state does not allow this (e.g. emailing an unsubscribed client); the message says why. */
  CONFLICT: 'CONFLICT',
  /** 403: the member's role in this workspace does not allow this (core's ROLE_ACTIONS). */
  ROLE_FORBIDDEN: 'ROLE_FORBIDDEN',
  /** 403: the session's workspace no longer counts its person as a member (removed, or left). */
  NOT_A_MEMBER: 'NOT_A_MEMBER',
  /** 403: a team invitation opened by a person signed in with another address. */
  INVITATION_EMAIL_MISMATCH: 'INVITATION_EMAIL_MISMATCH',
  /** 403: a read-only API key sent to a route that changes something (/api/v1). */
  API_KEY_READ_ONLY: 'API_KEY_READ_ONLY',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The code of the 402 for each gate status that keeps an owner out. Literals checked against
 * ErrorCode rather than reads of ERROR_CODES, so a page that does not use this map drops it whole.
 */
export const GATE_ERROR_CODES = {
  needs_checkout: 'SUBSCRIPTION_NEEDS_CHECKOUT',
  needs_payment_method: 'SUBSCRIPTION_NEEDS_PAYMENT_METHOD',
  past_due: 'SUBSCRIPTION_PAST_DUE',
  canceled: 'SUBSCRIPTION_CANCELED',
  expired: 'SUBSCRIPTION_EXPIRED',
} as const satisfies Record<Exclude<GateStatus, 'allowed'>, ErrorCode>;
