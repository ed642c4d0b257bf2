import { bucketBound } from './duration-buckets';
import type { DurationStats } from './insights-schemas';

/** How many durations fell in a bucket (rows of the rollup, summed). */
export interface BucketCount {
  bucket: number;
  n: number;
}

/**
 * Nearest rank: the value at rank ⌈p·count⌉ (at least the first), read as the upper bound of the
 * bucket holding that rank, so a median reads "within 3 days". Null for an empty set, and for a
 * rank in the overflow bucket (more than a year; `count` still says how many there are).
 */
export function bucketPercentile(counts: readonly BucketCount[], p: number): number | null {
  const sorted = merged(counts);
  const total = sorted.reduce((sum, c) => sum + c.n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const c of sorted) {
    seen += c.n;
    if (seen >= rank) return bucketBound(c.bucket);
  }
  return null;
}

/** Count, median, 90th percentile and the histogram up to the last bucket used (empty ones included). */
export function durationStats(counts: readonly BucketCount[]): DurationStats {
  const sorted = merged(counts);
  const count = sorted.reduce((sum, c) => sum + c.n, 0);
  const last = sorted.at(-1)?.bucket ?? -1;
  const byBucket = new Map(sorted.map((c) => [c.bucket, c.n]));
  const histogram = Array.from({ length: last + 1 }, (_, bucket) => ({
    upToSeconds: bucketBound(bucket),
    count: byBucket.get(bucket) ?? 0,
  }));
  return { count, medianSeconds: bucketPercentile(sorted, 0.5), p90Seconds: bucketPercentile(sorted, 0.9), histogram };
}

/** One entry per bucket with a positive count, in bucket order. */
function merged(counts: readonly BucketCount[]): BucketCount[] {
  const sums = new Map<number, number>();
  for (const c of counts) if (c.bucket >= 0) sums.set(c.bucket, (sums.get(c.bucket) ?? 0) + c.n);
  return [...sums]
    .filter(([, n]) => n > 0)
    .map(([bucket, n]) => ({ bucket, n }))
    .sort((a, b) => a.bucket - b.bucket);
}
