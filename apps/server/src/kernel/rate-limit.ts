export { hitRateLimit, isRateLimited, type RateRule } from '../platform/db/rate-limit-counter';

import type { RateRule } from '../platform/db/rate-limit-counter';

/** Limits for the account endpoints, per client IP and per account (email). */
export const AUTH_RATE_RULES = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins only: an owner signing in often is not an attack. */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetRequestPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetRequestPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
