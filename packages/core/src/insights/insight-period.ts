import { addDays, isoDay } from '../analytics/report-period';
import type { InsightPeriod } from './insights-schemas';

/**
 * Periods pick clients by cohort: the UTC day each was added (docs/decisions/028-journey-insights.md).
 * Days are ISO dates (YYYY-MM-DD); a period ends today and spans its number of days, today included.
 */
const DAY_MS = 86_400_000;
export const INSIGHT_PERIOD_DAYS: Record<Exclude<InsightPeriod, 'all'>, number> = { '30d': 30, '90d': 90, '365d': 365 };
export const SUMMARY_WINDOW_DAYS = 30;

export interface DayWindow {
  from: string;
  to: string;
}

/** The days of a period ending on `now`'s UTC day; `from` null: since the beginning. */
export function insightPeriod(
  period: InsightPeriod,
  now: Date,
): { key: InsightPeriod; from: string | null; to: string } {
  const to = isoDay(now);
  return { key: period, from: period === 'all' ? null : addDays(to, 1 - INSIGHT_PERIOD_DAYS[period]), to };
}

/** The dashboard card's windows: the last 30 days (today included) and the 30 before them. */
export function summaryWindows(now: Date): { current: DayWindow; previous: DayWindow } {
  const to = isoDay(now);
  const from = addDays(to, 1 - SUMMARY_WINDOW_DAYS);
  return {
    current: { from, to },
    previous: { from: addDays(from, -SUMMARY_WINDOW_DAYS), to: addDays(from, -1) },
  };
}

/** Whole days from `since` to `now` (rounded down, never negative). */
export const daysBetween = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
