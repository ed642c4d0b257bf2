import { addLocalDays, isTimeZone, localDateKey, localDateTime, TIMEZONE_FALLBACK, zonedTime } from '@bloom/core';

/** The weekly summary goes on Monday from 08:00 local; a server down all day long skips that week. */
export const SUMMARY_HOUR = 8;
/** …and not after 20:00 (the quiet hours), when it is news of the wrong week. */
export const SUMMARY_LAST_HOUR = 20;

export interface SummaryWeek {
  /** The local Monday (YYYY-MM-DD): what `workspaces.weekly_summary_week` is claimed with. */
  monday: string;
  /** The previous Monday 08:00 local, included… */
  start: Date;
  /** …to this Monday 08:00 local, excluded (so weeks never overlap, whatever DST did). */
  end: Date;
}

/** A stored zone the platform can't use counts as UTC rather than stopping every summary. */
export const usableZone = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : TIMEZONE_FALLBACK);

/** The week a summary sent at `now` covers, or null when `now` is not Monday 08:00–20:00 in `timeZone`. */
export function summaryWeek(now: Date, timeZone: string): SummaryWeek | null {
  const local = localDateTime(now, timeZone);
  if (local.weekday !== 1 || local.hour < SUMMARY_HOUR || local.hour >= SUMMARY_LAST_HOUR) return null;
  return {
    monday: localDateKey(now, timeZone),
    start: zonedTime(timeZone, addLocalDays(now, timeZone, -7), SUMMARY_HOUR),
    end: zonedTime(timeZone, addLocalDays(now, timeZone, 0), SUMMARY_HOUR),
  };
}
