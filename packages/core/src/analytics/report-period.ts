import type { z } from 'zod';
import type { reportPeriodSchema } from './landing-report-responses';

/** The A/B report's period: whole UTC days, both ends included. Pure and zod-free. */

export const DEFAULT_REPORT_DAYS = 30;
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export type ReportPeriodResult = ({ ok: true } & ReportPeriod) | { ok: false; message: string };

export const REPORT_PERIOD_MESSAGES = {
  badDate: (name: string) => `${name} must be a date written YYYY-MM-DD`,
  fromAfterTo: 'The start date must not be after the end date',
  tooLong: `The period may span at most ${MAX_REPORT_DAYS} days`,
} as const;

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a real date (2025-02-30). */
export function parseIsoDay(value: string): Date | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => {
  const date = parseIsoDay(day);
  if (!date) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return isoDay(new Date(date.getTime() + n * DAY_MS));
};

/**
 * `?from=` and `?to=` of the report. Missing ends default to the last 30 days up to today (UTC):
 * only `to` given → the 30 days ending then; only `from` → from then to today.
 */
export function reportPeriod(input: { from?: string | null; to?: string | null }, now: Date): ReportPeriodResult {
  const given = (value: string | null | undefined) =>
    value === undefined || value === null || value === '' ? null : value;
  const rawTo = given(input.to);
  const rawFrom = given(input.from);
  const to = rawTo === null ? parseIsoDay(isoDay(now)) : parseIsoDay(rawTo);
  if (!to) return { ok: false, message: REPORT_PERIOD_MESSAGES.badDate('to') };
  const from = rawFrom === null ? new Date(to.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS) : parseIsoDay(rawFrom);
  if (!from) return { ok: false, message: REPORT_PERIOD_MESSAGES.badDate('from') };
  if (from > to) return { ok: false, message: REPORT_PERIOD_MESSAGES.fromAfterTo };
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS) return { ok: false, message: REPORT_PERIOD_MESSAGES.tooLong };
  return { ok: true, from: isoDay(from), to: isoDay(to), days };
}

/** Every day of the period in order, for a chart without gaps. */
export function periodDays(period: ReportPeriod): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
}
