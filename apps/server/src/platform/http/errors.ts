import { ERROR_CODES, type ErrorCode, MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ServiceError, zodMessage } from '../../kernel/service-error';

/** The HTTP status of each error code: the one place where a service's failure meets HTTP. */
export const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  AUTH_REQUIRED: 401,
  INVALID_TOKEN: 400,
  AUTH_ERROR: 400,
  CROSS_SITE_REQUEST: 403,
  BUILTIN_READ_ONLY: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  NETWORK_ERROR: 502,
  SUBSCRIPTION_NEEDS_CHECKOUT: 402,
  SUBSCRIPTION_NEEDS_PAYMENT_METHOD: 402,
  SUBSCRIPTION_PAST_DUE: 402,
  SUBSCRIPTION_CANCELED: 402,
  SUBSCRIPTION_EXPIRED: 402,
  ALREADY_SUBSCRIBED: 409,
  BILLING_DISABLED: 404,
  PAYMENT_FAILED: 402,
  CARD_DECLINED: 402,
  BILLING_REQUEST_INVALID: 400,
  BILLING_UNAVAILABLE: 502,
  NO_CHECKOUT_URL: 502,
  NO_PORTAL_URL: 502,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_REQUIRED: 400,
  TOO_MANY_FILES: 400,
  EMPTY_FILE: 400,
  INVALID_UPLOAD: 400,
  RANGE_NOT_SATISFIABLE: 416,
  PORTAL_NOT_FOUND: 404,
  PORTAL_PASSWORD_REQUIRED: 401,
  PORTAL_WRONG_PASSWORD: 401,
  STAGE_LOCKED: 409,
  INVALID_TRANSITION: 409,
  INVALID_SIGNATURE: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  CONFLICT: 409,
  API_KEY_READ_ONLY: 403,
  ROLE_FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  INVITATION_EMAIL_MISMATCH: 403,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** The answer's body. `code` is one of ERROR_CODES, or a code of better-auth's passed through on /api/auth. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** The one error handler: a service's code becomes its status and `{ error: { code, message } }`. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ServiceError) {
    const { retryAfterSeconds, extra } = err.details;
    const headers: Record<string, string> = {};
    if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
    return c.json({ ...errorBody(err.code, err.message), ...extra }, STATUS_BY_CODE[err.code], headers);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, zodMessage(err)), 400);
  }
  // A declared JSON body that does not parse (Hono's validator): the answer readJson gives too.
  if (err instanceof HTTPException && err.message === 'Malformed JSON in request body') {
    return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, MESSAGES.invalidJson), 400);
  }
  // Hono's own HTTP errors (e.g. a body of the wrong type) carry a 4xx status.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(errorBody(ERROR_CODES.BAD_REQUEST, MESSAGES.validationError), status as ContentfulStatusCode);
  }
  console.error('[error]', c.req.method, c.req.path, err);
  return c.json(errorBody(ERROR_CODES.INTERNAL_ERROR, MESSAGES.unexpected), 500);
}
