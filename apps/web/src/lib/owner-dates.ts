import { localDateTime } from '@bloom/core';

/**
 * Dates shown to the owner, in their workspace's time zone (Settings → Workspace) rather than
 * the browser's: an owner travelling, or checking from a second machine, sees the same days.
 * The zone is set in one place, the signed-in frame (app/routes/app-shell.tsx), from the session
 * (GET /api/me, which a workspace save updates); until then, the browser's own zone is used.
 */

let zone: string | undefined;
const formats = new Map<string, Intl.DateTimeFormat>();

/** A zone this browser can format in, else undefined (the browser's own). */
function usable(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** Sets the zone every owner date is shown in (from /api/me's workspace.timezone). */
export function setOwnerTimeZone(timeZone: string | null | undefined): void {
  const next = usable(timeZone);
  if (next === zone) return;
  zone = next;
  formats.clear();
}

/** The zone owner dates are shown in: the workspace's, or the browser's until the session says. */
export const ownerTimeZone = (): string => zone ?? browserTimeZone();

/** The browser's own IANA zone ('UTC' when it names none). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** 'Mar 5, 2025' */
export const formatOwnerDate = (value: string | Date) =>
  format('date', { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(value));

/** 'Mar 5' */
export const formatOwnerShortDate = (value: string | Date) =>
  format('short', { month: 'short', day: 'numeric' }).format(toDate(value));

/** 'Mar 5, 2025, 3:04 PM' */
export const formatOwnerDateTime = (value: string | Date) =>
  format('datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));

/** 'Mar 5, 2025, 3:04 PM' (month, day and year, then hour and minute). */
export const formatOwnerDateAtTime = (value: string | Date) =>
  format('at', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    toDate(value),
  );

/** The zone's offset from UTC at `at`, in minutes (e.g. -300 for New York in winter); core reads the wall clock. */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const l = localDateTime(at, timeZone);
  const wall = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time in the owner's zone stands for (a date filter's 'from' midnight
 * or 'to' end of day). Two passes settle the offset on days the clocks change.
 */
export function ownerWallTimeToDate(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const timeZone = ownerTimeZone();
  const wall = Date.UTC(year, monthIndex, day, hour, minute, second, ms);
  let at = wall - zoneOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  at = wall - zoneOffsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
}
