import type { ErrorCode } from '@bloom/core';

/**
 * The error codes the portal reacts to. Literals checked against core's ErrorCode rather than
 * reads of ERROR_CODES, so the portal does not load the whole table (as core's GATE_ERROR_CODES).
 */
export const PORTAL_CODES = {
  notFound: 'PORTAL_NOT_FOUND',
  /** A stage gone, or one that no longer applies to the client (a page left open elsewhere). */
  stageGone: 'NOT_FOUND',
  passwordRequired: 'PORTAL_PASSWORD_REQUIRED',
  wrongPassword: 'PORTAL_WRONG_PASSWORD',
  stageLocked: 'STAGE_LOCKED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  validation: 'VALIDATION_ERROR',
  network: 'NETWORK_ERROR',
} as const satisfies Record<string, ErrorCode>;
