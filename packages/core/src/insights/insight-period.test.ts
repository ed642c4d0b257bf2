import { describe, expect, it } from 'vitest';
import { daysBetween, insightPeriod, summaryWindows } from './insight-period';

const now = new Date('2026-03-10T23:30:00Z');

describe('periods → cohort days', () => {
  it('end today (UTC) and span their days, today included', () => {
    expect(insightPeriod('30d', now)).toEqual({ key: '30d', from: '2026-02-09', to: '2026-03-10' });
    expect(insightPeriod('90d', now)).toEqual({ key: '90d', from: '2025-12-11', to: '2026-03-10' });
    expect(insightPeriod('365d', now)).toEqual({ key: '365d', from: '2025-03-11', to: '2026-03-10' });
    expect(insightPeriod('all', now)).toEqual({ key: 'all', from: null, to: '2026-03-10' });
  });

  it('give the dashboard the last 30 days and the 30 before, without overlap', () => {
    expect(summaryWindows(now)).toEqual({
      current: { from: '2026-02-09', to: '2026-03-10' },
      previous: { from: '2026-01-10', to: '2026-02-08' },
    });
  });

  it('count whole days waited', () => {
    expect(daysBetween(new Date('2026-03-01T23:31:00Z'), now)).toBe(8);
    expect(daysBetween(new Date('2026-03-01T23:29:00Z'), now)).toBe(9);
    expect(daysBetween(new Date('2026-03-11T00:00:00Z'), now)).toBe(0);
  });
});
