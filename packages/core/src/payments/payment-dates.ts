/**
 * Calendar days as 'YYYY-MM-DD' strings (due dates, issue dates): no time zone, no clock. The
 * server turns "today in the workspace's zone" into such a day once; everything here is arithmetic.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the day, or null when it is not a real day ('2025-02-30'). */
function parseDay(day: string): number | null {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null;
}

/** A real calendar day written YYYY-MM-DD, from `minYear` to `maxYear` (2000–2100 by default). */
export function isIsoDay(day: unknown, minYear = 2000, maxYear = 2100): day is string {
  if (typeof day !== 'string' || parseDay(day) === null) return false;
  const year = Number(day.slice(0, 4));
  return year >= minYear && year <= maxYear;
}

/** The day `days` after (or before, when negative). Throws on a day that is not one. */
export function addDays(day: string, days: number): string {
  const t = parseDay(day);
  if (t === null) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function dayDiff(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  if (a === null || b === null) throw new RangeError(`not YYYY-MM-DD days: ${from}, ${to}`);
  return Math.round((b - a) / DAY_MS);
}
