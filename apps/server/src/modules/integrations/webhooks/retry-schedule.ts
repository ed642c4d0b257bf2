import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@bloom/core';

/**
 * The wait before each next try, in seconds, after 1, 2, … failures: about 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h (about 28 h of waiting over 8 tries... then none: the message failed).
 * Core holds them: the settings page says the same numbers.
 */
export const RETRY_DELAYS_SECONDS = WEBHOOK_RETRY_DELAYS_SECONDS;

/** How many tries a message gets in all: the first, then one per delay. */
export const MAX_ATTEMPTS = WEBHOOK_MAX_ATTEMPTS;

/** Spread of the jitter: each delay is stretched or shrunk by up to this share. */
export const JITTER = 0.2;

/**
 * The delay in seconds before try `failures + 1`, after `failures` failed tries (1-based), with
 * ±20 % jitter (so endpoints that failed together do not all come back at once); null when the
 * schedule is exhausted. `random` returns [0, 1) (injectable for tests).
 */
export function nextRetryDelaySeconds(failures: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_SECONDS[failures - 1];
  if (base === undefined) return null;
  const factor = 1 + JITTER * (2 * random() - 1);
  return Math.max(1, Math.round(base * factor));
}
