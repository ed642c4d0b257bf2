import {
  DEFAULT_INSIGHT_PERIOD,
  DEFAULT_STUCK_DAYS,
  DURATION_BUCKETS,
  type DurationStats,
  INSIGHT_PERIODS,
  INSIGHT_SCOPES,
  type InsightPeriod,
  type InsightScope,
  type JourneyInsights,
  MAX_STUCK_DAYS,
  MIN_STUCK_DAYS,
  stageClients,
} from '@bloom/core';
import { formatDuration, formatDurationShort, formatWithin } from '../../lib/durations';

/** What the period picker and the page's sentences call each period. */
export const PERIOD_LABELS: Record<InsightPeriod, { button: string; sentence: string }> = {
  '30d': { button: '30 days', sentence: 'in the last 30 days' },
  '90d': { button: '90 days', sentence: 'in the last 90 days' },
  '365d': { button: '12 months', sentence: 'in the last 12 months' },
  all: { button: 'All time', sentence: 'so far' },
};

export const SCOPE_LABELS: Record<InsightScope, string> = { active: 'Active', completed: 'Completed', all: 'All' };

/** The empty state's title when the period and scope hold nobody: "No active clients added in the last 30 days". */
export const noClientsTitle = ({ period, clients }: Pick<InsightFilters, 'period' | 'clients'>) =>
  `No ${clients === 'all' ? '' : `${SCOPE_LABELS[clients].toLowerCase()} `}clients added ${PERIOD_LABELS[period].sentence}`;

export interface InsightFilters {
  period: InsightPeriod;
  clients: InsightScope;
  days: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The filters a link carries (`?period=30d&clients=active&days=14`); anything unknown falls back to the default. */
export function readFilters(search: URLSearchParams): InsightFilters {
  const raw = search.get('days');
  const days = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return {
    period: oneOf(INSIGHT_PERIODS, search.get('period'), DEFAULT_INSIGHT_PERIOD),
    clients: oneOf(INSIGHT_SCOPES, search.get('clients'), 'all'),
    days: isStuckDays(days) ? days : DEFAULT_STUCK_DAYS,
  };
}

export const isStuckDays = (n: number) => Number.isInteger(n) && n >= MIN_STUCK_DAYS && n <= MAX_STUCK_DAYS;

/** The share of `total` as a whole percentage; a sliver above zero shows as '<1%'. '–' without a total. */
export function formatShare(count: number, total: number): string {
  if (total <= 0) return '–';
  const pct = (count / total) * 100;
  if (pct > 0 && pct < 1) return '<1%';
  return `${Math.round(pct)}%`;
}

/** A 0–1 rate as a percentage ('42%'); '–' when there is none. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface FunnelStep {
  key: string;
  label: string;
  count: number;
  /** Of the invited, 0–100 (for the bar's width). */
  percent: number;
  share: string;
  /** Active clients waiting on this stage (stages only). */
  waiting: number | null;
  kind: 'invited' | 'opened' | 'stage' | 'completed';
}

/** Invited → opened → each stage submitted → completed, each as a share of the invited. */
export function funnelSteps(insights: JourneyInsights): FunnelStep[] {
  const total = insights.invited;
  // A stage's share is of the clients it applies to (`of`): the others never see it.
  const step = (
    key: string,
    label: string,
    count: number,
    kind: FunnelStep['kind'],
    waiting: number | null = null,
    of = total,
  ) => ({
    key,
    label,
    count,
    percent: of > 0 ? Math.min(100, (count / of) * 100) : 0,
    share: formatShare(count, of),
    waiting,
    kind,
  });
  const stages = [...insights.stages].sort((a, b) => a.order - b.order);
  return [
    step('invited', 'Invited', total, 'invited'),
    step('opened', 'Opened their portal', insights.opened, 'opened'),
    ...stages.map((s) => step(s.stageId, s.name, s.submitted, 'stage', s.waiting, stageClients(total, s))),
    step('completed', 'Completed', insights.completed, 'completed'),
  ];
}

export interface HistogramBar {
  /** The axis label ('3d'); empty where labels would crowd (every few bars keep theirs). */
  label: string;
  /** 'Up to 24 h', '24 h to 3 days', 'More than 1 year': for screen readers and the table. */
  range: string;
  count: number;
  /** Of the tallest bar, 0–100. */
  height: number;
}

/** At most this many axis labels under the distribution, so they never run into each other on a phone. */
const MAX_LABELS = 6;
/** Fewer buckets than this are padded with the next empty ones, so one fast client is not one wall-wide bar. */
const MIN_BARS = 8;

/** The answer's buckets, then the following (empty) ones of core's list up to MIN_BARS. */
function paddedHistogram(histogram: DurationStats['histogram']): DurationStats['histogram'] {
  const last = histogram.at(-1);
  if (histogram.length === 0 || histogram.length >= MIN_BARS || !last || last.upToSeconds === null) return histogram;
  const bound = last.upToSeconds;
  const next = DURATION_BUCKETS.filter((b) => b > bound).slice(0, MIN_BARS - histogram.length);
  return [...histogram, ...next.map((upToSeconds) => ({ upToSeconds, count: 0 }))];
}

/** The distribution's bars: each bucket from the previous bound up to its own (null: more than a year). */
export function histogramBars(stats: DurationStats): HistogramBar[] {
  const histogram = paddedHistogram(stats.histogram);
  const max = Math.max(0, ...histogram.map((b) => b.count));
  const n = histogram.length;
  const every = Math.ceil(n / MAX_LABELS);
  return histogram.map((bucket, i) => {
    const previous = i > 0 ? (histogram[i - 1]?.upToSeconds ?? 0) : 0;
    const bound = bucket.upToSeconds;
    const range =
      bound === null
        ? `More than ${formatDuration(previous || 365 * 86_400)}`
        : previous > 0
          ? `${formatDuration(previous)} to ${formatDuration(bound)}`
          : `Up to ${formatDuration(bound)}`;
    const labelled = i % every === 0 || i === n - 1;
    return {
      label: labelled
        ? bound === null
          ? `${formatDurationShort(previous || 365 * 86_400)}+`
          : formatDurationShort(bound)
        : '',
      range,
      count: bucket.count,
      height: max > 0 ? (bucket.count / max) * 100 : 0,
    };
  });
}

/**
 * A percentile as 'within 3 days'. Null with clients counted means it fell in the last bucket
 * (more than a year); null without any is `empty`.
 */
export function formatPercentile(seconds: number | null, count: number, empty = '–'): string {
  if (seconds !== null) return formatWithin(seconds, empty);
  return count > 0 ? 'over a year' : empty;
}

/** 'Waiting 12 days', '1 day'. */
export const formatDays = (days: number) => plural(Math.max(0, Math.floor(days)), 'day');

/** '08:00' on the client's clock (their zone from the email status); the UTC time if the zone is unknown here. */
export function clockTime(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

/** The toast after 'Send reminder now': sent, or held for the end of the client's quiet hours. */
export function reminderToast(
  clientName: string,
  reminder: { sendAt: string; scheduled: boolean },
  timeZone: string,
): string {
  return reminder.scheduled
    ? `Scheduled for ${clockTime(reminder.sendAt, timeZone)} their time`
    : `Reminder sent to ${clientName}`;
}
