import {
  addDays,
  isoDay,
  type LandingDay,
  MESSAGE_VARIANTS,
  type MessageVariant,
  type PlanId,
  type RateEstimate,
} from '@bloom/core';

/** Pure formatting and scaling for the /admin/landing report; unit-tested. */

export const PERIOD_PRESETS = [7, 30, 90] as const;

/** The last `days` whole UTC days up to and including today. */
export function presetPeriod(days: number, now: Date): { from: string; to: string } {
  const to = isoDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** 0.0412 → '4.1 %'; one decimal, or none for 0 % and 100 %. */
export function formatPercent(value: number): string {
  const pct = value * 100;
  if (pct === 0 || pct === 100) return `${pct} %`;
  return `${pct.toFixed(1)} %`;
}

/** The rate and its interval apart ('4.1 %', '(2.0–7.9 %)'), or null without a rate. */
export function rateParts(estimate: RateEstimate): { value: string; interval: string } | null {
  if (estimate.rate === null || estimate.low === null || estimate.high === null) return null;
  const bound = (v: number) => formatPercent(v).replace(' %', '');
  return { value: formatPercent(estimate.rate), interval: `(${bound(estimate.low)}–${bound(estimate.high)} %)` };
}

export const variantLabel = (variant: MessageVariant) => `Variant ${variant.toUpperCase()}`;
export const planLabel = (plan: PlanId | 'all') =>
  plan === 'all' ? 'All plans' : `${plan.charAt(0).toUpperCase()}${plan.slice(1)}`;

/** 12345 → '12,345'. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** '2026-11-03' → 'Nov 3' (UTC, so the day never shifts with the viewer's time zone). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Oct 26 – Nov 24, 2026', or 'Dec 20, 2025 – Jan 5, 2026' across a new year; one day alone: 'Nov 24, 2026'. */
export function periodLabel(from: string, to: string): string {
  const year = (day: string) => day.slice(0, 4);
  if (from === to) return `${shortDay(to)}, ${year(to)}`;
  const start = year(from) === year(to) ? shortDay(from) : `${shortDay(from)}, ${year(from)}`;
  return `${start} – ${shortDay(to)}, ${year(to)}`;
}

/**
 * The smallest "nice" axis maximum (1, 2, 5 × 10ⁿ) at or above `max`, and its evenly spaced ticks
 * from 0. At least 1, so an all-zero series still has an axis.
 */
export function niceScale(max: number, targetTicks = 4): { max: number; ticks: number[] } {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const niceMax = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let t = 0; t <= niceMax + step / 2; t += step) ticks.push(Math.round(t));
  return { max: niceMax, ticks };
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The x of day `index` of `count`: the first at the left edge, the last at the right (one day: centred). */
export function xAt(index: number, count: number, box: ChartBox): number {
  const inner = box.width - box.left - box.right;
  if (count <= 1) return box.left + inner / 2;
  return box.left + (inner * index) / (count - 1);
}

/** The y of `value` on an axis from 0 (bottom) to `max` (top). */
export function yAt(value: number, max: number, box: ChartBox): number {
  const inner = box.height - box.top - box.bottom;
  return box.top + inner - (inner * Math.min(value, max)) / (max || 1);
}

/** An SVG path through the points, rounded to 0.1 px. */
export function linePath(values: readonly number[], max: number, box: ChartBox): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  return values
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${r(xAt(i, values.length, box))},${r(yAt(v, max, box))}`)
    .join(' ');
}

/** Which day indexes get an x-axis label: about `count` of them, always the first and the last. */
export function labelIndexes(days: number, count: number): number[] {
  if (days <= 0) return [];
  if (days <= count) return Array.from({ length: days }, (_, i) => i);
  const step = Math.ceil((days - 1) / (count - 1));
  const picked: number[] = [];
  for (let i = 0; i < days - 1; i += step) picked.push(i);
  // Drop a label that would crowd the last one.
  if (picked.length > 1 && days - 1 - (picked[picked.length - 1] ?? 0) <= step / 2) picked.pop();
  picked.push(days - 1);
  return picked;
}

export type DailySeries = 'visits' | 'signUps';

/** Each variant's values of one series over the days, and the series' totals. */
export function seriesByVariant(daily: readonly LandingDay[], series: DailySeries) {
  return MESSAGE_VARIANTS.map((variant) => {
    const values = daily.map((day) => day[series][variant]);
    return { variant, values, total: values.reduce((a, b) => a + b, 0) };
  });
}

/** The text a screen reader gets instead of the chart. */
export function chartSummary(daily: readonly LandingDay[], series: DailySeries): string {
  const noun = series === 'visits' ? 'visits' : 'sign-ups';
  const count = (n: number) => `${formatCount(n)} ${n === 1 ? noun.slice(0, -1) : noun}`;
  if (daily.length === 0) return `No ${noun}.`;
  const first = daily[0]?.date ?? '';
  const last = daily[daily.length - 1]?.date ?? '';
  const lines = seriesByVariant(daily, series).map(({ variant, values, total }) => {
    const peak = Math.max(...values);
    const peakDay = peak > 0 ? daily[values.indexOf(peak)]?.date : undefined;
    return `${variantLabel(variant)}: ${count(total)}${peakDay ? `, most on ${shortDay(peakDay)} (${formatCount(peak)})` : ''}`;
  });
  return `Daily ${noun} per variant from ${shortDay(first)} to ${shortDay(last)}. ${lines.join('; ')}.`;
}
