import { ERROR_CODES, type ErrorCode, MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

/** A typed service error; the one error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra top-level fields beside `error`, e.g. `redirect` on a 409 from checkout. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const badRequest = (message: string = MESSAGES.validationError) =>
  new AppError(400, ERROR_CODES.VALIDATION_ERROR, message);
export const unauthorized = () => new AppError(401, ERROR_CODES.AUTH_REQUIRED, MESSAGES.authRequired);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** The answer's body. `code` is one of ERROR_CODES, or a code of better-auth's passed through on /api/auth. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** The first zod issue reads best as a message: "Email is required". */
export function zodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.validationError;
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    return c.json({ ...errorBody(err.code, err.message), ...err.extra }, err.status, err.headers);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, zodMessage(err)), 400);
  }
  // Hono's own HTTP errors (e.g. a malformed JSON body) carry a 4xx status.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(errorBody(ERROR_CODES.BAD_REQUEST, MESSAGES.validationError), status as ContentfulStatusCode);
  }
  console.error('[error]', c.req.method, c.req.path, err);
  return c.json(errorBody(ERROR_CODES.INTERNAL_ERROR, MESSAGES.unexpected), 500);
}
