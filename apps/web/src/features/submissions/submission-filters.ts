import { type ApiQuery, SUBMISSION_STATUSES, type SubmissionStatus } from '@bloom/core';
import { ownerWallTimeToDate } from '../../lib/owner-dates';

/** The inbox's filters as they sit in the address (dates as the owner picked them: YYYY-MM-DD). */
export interface SubmissionFilters {
  client: string;
  journey: string;
  status: SubmissionStatus | '';
  from: string;
  to: string;
}

export const FILTER_KEYS = ['client', 'journey', 'status', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' as [year, monthIndex, day], or null when it is not a real date. */
function parseDay(day: string): [number, number, number] | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const probe = new Date(y, mo, d);
  // new Date rolls Feb 31 over into March: refuse it rather than filter on another day.
  if (probe.getFullYear() !== y || probe.getMonth() !== mo || probe.getDate() !== d) return null;
  return [y, mo, d];
}

export const isDay = (day: string) => parseDay(day) !== null;

/** The instant the owner's day begins in the workspace's time zone, as ISO (what the API's `from` takes). */
export function localDayStart(day: string): string | undefined {
  const p = parseDay(day);
  return p ? ownerWallTimeToDate(p[0], p[1], p[2], 0, 0, 0, 0).toISOString() : undefined;
}

/** The last millisecond of the owner's day in the workspace's time zone, as ISO (the API's `to` is inclusive). */
export function localDayEnd(day: string): string | undefined {
  const p = parseDay(day);
  return p ? ownerWallTimeToDate(p[0], p[1], p[2], 23, 59, 59, 999).toISOString() : undefined;
}

/** Reads the filters from the address, dropping values the API would refuse (a hand-edited URL). */
export function readFilters(params: URLSearchParams): SubmissionFilters {
  const status = params.get('status') ?? '';
  const day = (key: 'from' | 'to') => {
    const v = params.get(key) ?? '';
    return isDay(v) ? v : '';
  };
  return {
    client: (params.get('client') ?? '').slice(0, 100),
    journey: (params.get('journey') ?? '').slice(0, 100),
    status: (SUBMISSION_STATUSES as readonly string[]).includes(status) ? (status as SubmissionStatus) : '',
    from: day('from'),
    to: day('to'),
  };
}

export const hasFilters = (f: SubmissionFilters) => FILTER_KEYS.some((k) => f[k] !== '');

/** The start day after the end day: the API answers 400, so the page says so instead of asking. */
export const isRangeInverted = (f: SubmissionFilters) => f.from !== '' && f.to !== '' && f.from > f.to;

/** The address's params with one filter set (or removed when empty); other params are kept. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The address's params without any filter. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of FILTER_KEYS) next.delete(k);
  return next;
}

/** GET /api/submissions's query: set filters only, days as the owner's local bounds. */
export function listQuery(f: SubmissionFilters, cursor: string | null): ApiQuery<'GET /api/submissions'> {
  const q: ApiQuery<'GET /api/submissions'> = {};
  if (f.client) q.client = f.client;
  if (f.journey) q.journey = f.journey;
  if (f.status) q.status = f.status;
  const from = localDayStart(f.from);
  const to = localDayEnd(f.to);
  if (from) q.from = from;
  if (to) q.to = to;
  if (cursor) q.cursor = cursor;
  return q;
}
