/**
 * Durations are kept as counts per bucket (docs/decisions/028-journey-insights.md): each bucket
 * holds the durations up to its bound (seconds, inclusive) and above the previous one; the last
 * bucket, OVERFLOW_BUCKET, holds everything longer than a year. Migration 015 turns this very list
 * into the SQL function that buckets a duration, so the database and this file agree; changing it
 * needs a migration that rebuilds the function and the insights.
 */
const HOUR = 3600;
const DAY = 24 * HOUR;

export const DURATION_BUCKETS: readonly number[] = [
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  8 * HOUR,
  12 * HOUR,
  18 * HOUR,
  DAY,
  1.5 * DAY,
  2 * DAY,
  3 * DAY,
  4 * DAY,
  5 * DAY,
  6 * DAY,
  7 * DAY,
  10 * DAY,
  14 * DAY,
  21 * DAY,
  28 * DAY,
  35 * DAY,
  45 * DAY,
  60 * DAY,
  75 * DAY,
  90 * DAY,
  120 * DAY,
  150 * DAY,
  180 * DAY,
  270 * DAY,
  365 * DAY,
];

/** The bucket of every duration longer than the last bound. */
export const OVERFLOW_BUCKET = DURATION_BUCKETS.length;

/** The bucket of a duration in seconds: the first whose bound holds it (negative counts as 0). */
export function durationBucket(seconds: number): number {
  const s = Math.max(0, seconds);
  const i = DURATION_BUCKETS.findIndex((bound) => s <= bound);
  return i === -1 ? OVERFLOW_BUCKET : i;
}

/** A bucket's upper bound in seconds; null for the overflow bucket (more than a year). */
export const bucketBound = (bucket: number): number | null => DURATION_BUCKETS[bucket] ?? null;
