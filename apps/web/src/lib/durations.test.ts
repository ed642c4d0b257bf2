import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationShort, formatWithin } from './durations';

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('formatDuration', () => {
  it('says minutes under an hour, never "0 min"', () => {
    expect(formatDuration(0)).toBe('1 min');
    expect(formatDuration(20)).toBe('1 min');
    expect(formatDuration(45 * MIN)).toBe('45 min');
  });

  it('says hours up to two days', () => {
    expect(formatDuration(HOUR)).toBe('1 h');
    expect(formatDuration(2 * HOUR)).toBe('2 h');
    expect(formatDuration(DAY)).toBe('24 h');
    expect(formatDuration(36 * HOUR)).toBe('36 h');
  });

  it('says days up to two weeks, then weeks, months and years', () => {
    const days = [2, 3, 13, 14, 30, 60, 90, 270, 365, 800];
    expect(days.map((n) => formatDuration(n * DAY))).toEqual([
      '2 days',
      '3 days',
      '13 days',
      '2 weeks',
      '4 weeks',
      '2 months',
      '3 months',
      '9 months',
      '1 year',
      '2 years',
    ]);
  });

  it('rounds to the nearest whole unit and uses the singular for one', () => {
    expect(formatDuration(89 * MIN)).toBe('1 h');
    expect(formatDuration(91 * MIN)).toBe('2 h');
    expect(formatDuration(50 * DAY)).toBe('7 weeks');
    // Months in halves, so the 60, 75 and 90-day buckets keep apart.
    expect(formatDuration(75 * DAY)).toBe('2.5 months');
    expect(formatDurationShort(75 * DAY)).toBe('2.5mo');
  });

  it('gives nothing for a negative or non-finite value', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDurationShort', () => {
  it('is the compact form for chart labels', () => {
    expect(formatDurationShort(30 * MIN)).toBe('30m');
    expect(formatDurationShort(6 * HOUR)).toBe('6h');
    expect(formatDurationShort(3 * DAY)).toBe('3d');
    expect(formatDurationShort(21 * DAY)).toBe('3w');
    expect(formatDurationShort(180 * DAY)).toBe('6mo');
    expect(formatDurationShort(400 * DAY)).toBe('1y');
    expect(formatDurationShort(-5)).toBe('');
  });
});

describe('formatWithin', () => {
  it('reads a bucket bound as "within …"', () => {
    expect(formatWithin(3 * DAY)).toBe('within 3 days');
    expect(formatWithin(2 * HOUR)).toBe('within 2 h');
  });

  it('says so when there is nothing to measure', () => {
    expect(formatWithin(null)).toBe('No data yet');
    expect(formatWithin(undefined, '—')).toBe('—');
    expect(formatWithin(-3)).toBe('No data yet');
  });
});
