import { estimate, type LandingDay } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  type ChartBox,
  chartSummary,
  formatPercent,
  labelIndexes,
  linePath,
  niceScale,
  periodLabel,
  planLabel,
  presetPeriod,
  rateParts,
  seriesByVariant,
  shortDay,
  xAt,
  yAt,
} from './landing-report-format';

describe('formatPercent', () => {
  it('keeps one decimal, none at 0 % and 100 %', () => {
    expect(formatPercent(0.0412)).toBe('4.1 %');
    expect(formatPercent(0.05)).toBe('5.0 %');
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(1)).toBe('100 %');
    expect(formatPercent(0.9996)).toBe('100.0 %');
  });
});

describe('rateParts', () => {
  it('writes the rate and its 95 % interval', () => {
    expect(rateParts({ successes: 4, trials: 97, rate: 0.0412, low: 0.02, high: 0.079 })).toEqual({
      value: '4.1 %',
      interval: '(2.0–7.9 %)',
    });
    // 10 of 100: Wilson [0.0552, 0.1744].
    expect(rateParts(estimate(10, 100))).toEqual({ value: '10.0 %', interval: '(5.5–17.4 %)' });
    expect(rateParts(estimate(0, 20))).toEqual({ value: '0 %', interval: '(0–16.1 %)' });
    expect(rateParts(estimate(1, 1))).toEqual({ value: '100 %', interval: '(20.7–100 %)' });
  });

  it('has no rate without trials or with more successes than trials', () => {
    expect(rateParts(estimate(0, 0))).toBeNull();
    expect(rateParts(estimate(3, 2))).toBeNull();
  });
});

describe('presetPeriod', () => {
  it('ends today (UTC) and spans the given days', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(presetPeriod(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetPeriod(30, now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetPeriod(1, now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });
});

describe('labels', () => {
  it('names plans and short days', () => {
    expect(planLabel('all')).toBe('All plans');
    expect(planLabel('pro')).toBe('Pro');
    expect(shortDay('2026-11-03')).toBe('Nov 3');
    expect(periodLabel('2026-10-26', '2026-11-24')).toBe('Oct 26 – Nov 24, 2026');
    expect(periodLabel('2025-12-20', '2026-01-05')).toBe('Dec 20, 2025 – Jan 5, 2026');
    expect(periodLabel('2026-11-24', '2026-11-24')).toBe('Nov 24, 2026');
  });
});

describe('niceScale', () => {
  it('rounds the maximum up to 1, 2 or 5 × 10ⁿ steps', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(37)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(123)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
  });

  it('never uses fractional ticks for counts', () => {
    for (const max of [1, 2, 5, 9, 11, 99, 1001]) {
      const { max: top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks[ticks.length - 1]).toBe(top);
    }
  });
});

describe('chart scaling', () => {
  const box: ChartBox = { width: 200, height: 120, left: 20, right: 10, top: 10, bottom: 10 };

  it('spreads days from the left to the right edge', () => {
    expect(xAt(0, 3, box)).toBe(20);
    expect(xAt(1, 3, box)).toBe(105);
    expect(xAt(2, 3, box)).toBe(190);
    expect(xAt(0, 1, box)).toBe(105);
  });

  it('puts 0 at the bottom and the maximum at the top', () => {
    expect(yAt(0, 10, box)).toBe(110);
    expect(yAt(10, 10, box)).toBe(10);
    expect(yAt(5, 10, box)).toBe(60);
    expect(yAt(20, 10, box)).toBe(10);
  });

  it('draws a path through the points', () => {
    expect(linePath([0, 10, 5], 10, box)).toBe('M20,110 L105,10 L190,60');
  });

  it('labels the first and last day and a few between', () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(30, 6)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(labelIndexes(90, 6)).toEqual([0, 18, 36, 54, 72, 89]);
    expect(labelIndexes(8, 6)).toEqual([0, 2, 4, 7]);
    expect(labelIndexes(0, 6)).toEqual([]);
  });
});

describe('daily series', () => {
  const day = (date: string, a: number, b: number): LandingDay => ({
    date,
    visits: { a, b, c: 0, d: 0 },
    signUps: { a: 0, b: a > 0 ? 1 : 0, c: 0, d: 0 },
  });
  const daily = [day('2026-03-01', 2, 0), day('2026-03-02', 5, 1)];

  it('splits the days by variant with totals', () => {
    expect(seriesByVariant(daily, 'visits')).toEqual([
      { variant: 'a', values: [2, 5], total: 7 },
      { variant: 'b', values: [0, 1], total: 1 },
      { variant: 'c', values: [0, 0], total: 0 },
      { variant: 'd', values: [0, 0], total: 0 },
    ]);
  });

  it('summarises the chart in words', () => {
    expect(chartSummary(daily, 'visits')).toBe(
      'Daily visits per variant from Mar 1 to Mar 2. Variant A: 7 visits, most on Mar 2 (5); Variant B: 1 visit, most on Mar 2 (1); Variant C: 0 visits; Variant D: 0 visits.',
    );
    expect(chartSummary([], 'signUps')).toBe('No sign-ups.');
  });
});
