/**
 * Wall-clock time in an IANA time zone without a library: Intl tells the zone's offset at an
 * instant, and a local time is found from the offsets around it (DST edges, zonedTime).
 */
export interface LocalDateTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a wall clock in `timeZone` shows at `instant`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const l = localDateTime(instant, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall clock in `timeZone` shows year-month-day hour:minute. Offsets change at most
 * once in a couple of days, so the zone's offsets a day before and a day after are the only
 * candidates: a time that exists with one of them is the answer (the earlier one when the clock
 * shows it twice, on a fall-back night); a time skipped by a spring-forward gap (02:30) comes out
 * shifted forward by the gap (03:30), as a wall clock moved by hand would read. Day overflow is
 * allowed (day 32 is the next month's first).
 */
export function zonedTime(
  timeZone: string,
  date: { year: number; month: number; day: number },
  hour: number,
  minute = 0,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = wall - offsetMinutes(new Date(wall - DAY_MS), timeZone) * 60_000;
  const after = wall - offsetMinutes(new Date(wall + DAY_MS), timeZone) * 60_000;
  const shows = (instant: number) => {
    const l = localDateTime(new Date(instant), timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute) === wall;
  };
  const exact = [before, after].filter(shows).sort((a, b) => a - b)[0];
  // In a gap neither exists; the offset from before the change moves the time past the gap.
  return new Date(exact ?? before);
}

/** The local calendar date `days` after the local date of `instant`. */
export function addLocalDays(instant: Date, timeZone: string, days: number) {
  const l = localDateTime(instant, timeZone);
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** YYYY-MM-DD of the local date at `instant`. */
export function localDateKey(instant: Date, timeZone: string): string {
  const l = localDateTime(instant, timeZone);
  return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
}
