import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextRetryDelaySeconds } from './retry-schedule';

describe('nextRetryDelaySeconds', () => {
  it('waits about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelaySeconds(n, middle))).toEqual([
      5, 300, 1800, 7200, 18000, 36000, 36000,
    ]);
    expect(nextRetryDelaySeconds(8, middle)).toBeNull();
    expect(nextRetryDelaySeconds(20, middle)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it('jitters each delay by at most 20 % either way', () => {
    expect(nextRetryDelaySeconds(2, () => 0)).toBe(240);
    expect(nextRetryDelaySeconds(2, () => 0.999999)).toBe(360);
    expect(nextRetryDelaySeconds(4, () => 0)).toBe(5760);
    for (let i = 0; i < 200; i++) {
      const d = nextRetryDelaySeconds(3) ?? 0;
      expect(d).toBeGreaterThanOrEqual(1440);
      expect(d).toBeLessThanOrEqual(2160);
    }
  });

  it('adds up to about a day and a quarter of waiting over the 8 tries', () => {
    const total = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + (nextRetryDelaySeconds(n, () => 0.5) ?? 0), 0);
    expect(total / 3600).toBeCloseTo(27.6, 1);
  });
});
