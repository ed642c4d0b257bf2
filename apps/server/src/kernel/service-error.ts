import { ERROR_CODES, type ErrorCode, MESSAGES } from '@bloom/core';
import type { ZodError } from 'zod';

export interface ServiceErrorDetails {
  /** Seconds until a rate-limited caller may try again. */
  retryAfterSeconds?: number;
  /** Extra top-level fields beside `error` in the answer, e.g. `redirect` on ALREADY_SUBSCRIBED. */
  extra?: Record<string, unknown>;
}

/**
 * A typed failure of a service. It knows its code (from core's ERROR_CODES) and message, never an
 * HTTP status: the one error handler (platform/http/errors.ts) maps codes to statuses.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ServiceErrorDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new ServiceError(ERROR_CODES.NOT_FOUND, message);
export const badRequest = (message: string = MESSAGES.validationError) =>
  new ServiceError(ERROR_CODES.VALIDATION_ERROR, message);
/** 409: the current state does not allow this (a limit reached, a member already there). */
export const conflict = (message: string) => new ServiceError(ERROR_CODES.CONFLICT, message);
export const unauthorized = () => new ServiceError(ERROR_CODES.AUTH_REQUIRED, MESSAGES.authRequired);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ServiceError(ERROR_CODES.TOO_MANY_REQUESTS, message, { retryAfterSeconds });

/** The first zod issue reads best as a message: "Email is required". */
export function zodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.validationError;
}
