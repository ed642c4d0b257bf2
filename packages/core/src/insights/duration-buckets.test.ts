import { describe, expect, it } from 'vitest';
import { bucketBound, DURATION_BUCKETS, durationBucket, OVERFLOW_BUCKET } from './duration-buckets';

const HOUR = 3600;
const DAY = 86_400;

describe('duration buckets', () => {
  it('run from an hour to a year, about thirty of them, in order', () => {
    expect(DURATION_BUCKETS[0]).toBe(HOUR);
    expect(DURATION_BUCKETS.at(-1)).toBe(365 * DAY);
    expect(DURATION_BUCKETS.length).toBe(30);
    expect([...DURATION_BUCKETS].sort((a, b) => a - b)).toEqual(DURATION_BUCKETS);
    expect(DURATION_BUCKETS.every(Number.isInteger)).toBe(true);
  });

  it('put a duration in the first bucket whose bound holds it (bounds inclusive)', () => {
    expect(durationBucket(0)).toBe(0);
    expect(durationBucket(-5)).toBe(0);
    expect(durationBucket(HOUR)).toBe(0);
    expect(durationBucket(HOUR + 1)).toBe(1);
    expect(bucketBound(durationBucket(2.5 * DAY))).toBe(3 * DAY);
    expect(bucketBound(durationBucket(9.5 * DAY))).toBe(10 * DAY);
    expect(durationBucket(365 * DAY)).toBe(OVERFLOW_BUCKET - 1);
  });

  it('keep everything over a year in the overflow bucket, which has no bound', () => {
    expect(durationBucket(365 * DAY + 1)).toBe(OVERFLOW_BUCKET);
    expect(durationBucket(10 * 365 * DAY)).toBe(OVERFLOW_BUCKET);
    expect(bucketBound(OVERFLOW_BUCKET)).toBeNull();
  });
});
