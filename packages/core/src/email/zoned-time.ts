/**
 * Wall-clock time in an IANA time zone without a library: Intl tells the zone's offset at an
 * instant, and a local time is found by trying the offset and correcting it once (DST edges).
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
 * The instant a wall clock in `timeZone` shows year-month-day hour:minute. A time skipped by a
 * DST change (02:30 on a spring-forward night) comes out as the instant just after the gap.
 * Day overflow is allowed (day 32 is the next month's first).
 */
export function zonedTime(
  timeZone: string,
  date: { year: number; month: number; day: number },
  hour: number,
  minute = 0,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const corrected = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  if (corrected !== guess) {
    // Across a DST change the second offset is the right one, unless the time does not exist.
    const check = localDateTime(new Date(corrected), timeZone);
    guess = check.hour === hour ? corrected : Math.max(guess, corrected);
  }
  return new Date(guess);
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
