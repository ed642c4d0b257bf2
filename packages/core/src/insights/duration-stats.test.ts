import { describe, expect, it } from 'vitest';
import { OVERFLOW_BUCKET } from './duration-buckets';
import { bucketPercentile, durationStats } from './duration-stats';

const HOUR = 3600;
const DAY = 86_400;

describe('percentiles from bucket counts (nearest rank)', () => {
  it('are null for an empty set', () => {
    expect(bucketPercentile([], 0.5)).toBeNull();
    expect(bucketPercentile([{ bucket: 3, n: 0 }], 0.5)).toBeNull();
    expect(durationStats([])).toEqual({ count: 0, medianSeconds: null, p90Seconds: null, histogram: [] });
  });

  it('read the bound of the bucket holding rank ⌈p·count⌉', () => {
    // 3 × within an hour, 1 × within 3 days: the median's rank is 2, the 90th's is 4.
    const counts = [
      { bucket: 11, n: 1 },
      { bucket: 0, n: 3 },
    ];
    expect(bucketPercentile(counts, 0.5)).toBe(HOUR);
    expect(bucketPercentile(counts, 0.9)).toBe(3 * DAY);
    // One value: every percentile is it.
    expect(bucketPercentile([{ bucket: 16, n: 1 }], 0.5)).toBe(10 * DAY);
    expect(bucketPercentile([{ bucket: 16, n: 1 }], 0.9)).toBe(10 * DAY);
    // Two values: the median is the lower one (rank 1).
    expect(
      bucketPercentile(
        [
          { bucket: 0, n: 1 },
          { bucket: 13, n: 1 },
        ],
        0.5,
      ),
    ).toBe(HOUR);
  });

  it('add rows of the same bucket (the rollup sums days) and ignore "no bucket" rows', () => {
    const counts = [
      { bucket: 2, n: 2 },
      { bucket: 2, n: 3 },
      { bucket: -1, n: 7 },
      { bucket: 8, n: 4 },
    ];
    expect(durationStats(counts)).toMatchObject({ count: 9, medianSeconds: 3 * HOUR, p90Seconds: DAY });
  });

  it('say null for a percentile over a year, while the count still says how many', () => {
    const stats = durationStats([{ bucket: OVERFLOW_BUCKET, n: 2 }]);
    expect(stats).toMatchObject({ count: 2, medianSeconds: null, p90Seconds: null });
    expect(stats.histogram.at(-1)).toEqual({ upToSeconds: null, count: 2 });
  });

  it('give every bucket up to the last one used, empty ones included', () => {
    const { histogram } = durationStats([
      { bucket: 1, n: 2 },
      { bucket: 3, n: 1 },
    ]);
    expect(histogram).toEqual([
      { upToSeconds: HOUR, count: 0 },
      { upToSeconds: 2 * HOUR, count: 2 },
      { upToSeconds: 3 * HOUR, count: 0 },
      { upToSeconds: 4 * HOUR, count: 1 },
    ]);
  });
});
