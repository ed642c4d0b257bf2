/**
 * Durations as a person says them: '45 min', '2 h', '3 days', '2 weeks', '2.5 months'. Insights
 * give times as the upper bound of a bucket (docs/decisions/028-journey-insights.md), so they
 * read best as 'within 3 days'. Whole units only: a chart's "within 2.6 days" would claim a
 * precision the buckets do not have.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

interface Unit {
  /** Used below this many seconds. */
  below: number;
  size: number;
  /** Counted in halves ('2.5 months'), where whole units would merge neighbouring buckets. */
  halves?: true;
  long: [one: string, many: string];
  short: string;
}

const UNITS: Unit[] = [
  { below: HOUR, size: MINUTE, long: ['min', 'min'], short: 'm' },
  // Up to two days in hours: "36 h" says more than "2 days".
  { below: 2 * DAY, size: HOUR, long: ['h', 'h'], short: 'h' },
  { below: 2 * WEEK, size: DAY, long: ['day', 'days'], short: 'd' },
  { below: 2 * MONTH, size: WEEK, long: ['week', 'weeks'], short: 'w' },
  { below: YEAR, size: MONTH, long: ['month', 'months'], short: 'mo', halves: true },
  { below: Number.POSITIVE_INFINITY, size: YEAR, long: ['year', 'years'], short: 'y' },
];

function parts(seconds: number): { n: number; unit: Unit } | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const unit = UNITS.find((u) => seconds < u.below);
  if (!unit) return null;
  const count = seconds / unit.size;
  // Never "0 min": anything under a minute is the first whole one.
  return { n: Math.max(1, unit.halves ? Math.round(count * 2) / 2 : Math.round(count)), unit };
}

/** '45 min', '2 h', '1 day', '3 days', '2 weeks', '2.5 months', '1 year'; '' for a negative or non-finite value. */
export function formatDuration(seconds: number): string {
  const p = parts(seconds);
  if (!p) return '';
  return `${p.n} ${p.n === 1 ? p.unit.long[0] : p.unit.long[1]}`;
}

/** A chart's axis label: '45m', '2h', '3d', '2w', '2.5mo', '1y'. */
export function formatDurationShort(seconds: number): string {
  const p = parts(seconds);
  return p ? `${p.n}${p.unit.short}` : '';
}

/** 'within 3 days'; `empty` when there is no duration (nobody has finished yet). */
export function formatWithin(seconds: number | null | undefined, empty = 'No data yet'): string {
  if (seconds === null || seconds === undefined) return empty;
  const text = formatDuration(seconds);
  return text ? `within ${text}` : empty;
}
