import type { DurationStats } from '@bloom/core';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPercentile, histogramBars, plural } from '../insights-format';

/** Median and 90th percentile from invitation to completion, and a small distribution of those times. */
/** `fill`: the card is stretched beside the funnel on wide screens, and the chart takes the height left. */
export function DurationPanel({ stats, fill = false }: { stats: DurationStats; fill?: boolean }) {
  const headingId = useId();
  const bars = histogramBars(stats);
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Clock aria-hidden="true" className="size-4 text-slate-500" />
          Time to complete
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          {stats.count > 0
            ? `From invitation to the last stage, ${plural(stats.count, 'client')}`
            : 'From invitation to the last stage'}
        </p>
      </div>
      {stats.count === 0 ? (
        <p className="px-5 py-8 text-sm text-slate-600 sm:px-6">
          No client has completed this journey yet. Times show once the first one finishes.
        </p>
      ) : (
        <div className="flex flex-1 flex-col gap-6 px-5 py-5 sm:px-6">
          <dl className="grid grid-cols-2 gap-4">
            <Figure
              term="Median"
              value={formatPercentile(stats.medianSeconds, stats.count)}
              note="Half of clients finish by then"
            />
            <Figure
              term="90th percentile"
              value={formatPercentile(stats.p90Seconds, stats.count)}
              note="9 in 10 finish by then"
            />
          </dl>
          <Histogram bars={bars} fill={fill} />
        </div>
      )}
    </Card>
  );
}

function Figure({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

/** Bars of how many clients finished within each bucket; each bar names its range and count for screen readers. */
function Histogram({ bars, fill }: { bars: ReturnType<typeof histogramBars>; fill: boolean }) {
  if (bars.length === 0) return null;
  return (
    <figure className="flex flex-1 flex-col">
      <figcaption className="mb-2 text-xs font-medium text-slate-600">How long it took</figcaption>
      <ul
        className={cn('flex h-32 items-end gap-1 border-b border-slate-200', fill && 'lg:h-auto lg:min-h-32 lg:flex-1')}
      >
        {bars.map((bar) => (
          <li key={bar.range} className="flex h-full max-w-12 min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[11px] leading-none text-slate-600 tabular-nums" aria-hidden="true">
              {bar.count > 0 ? bar.count : ''}
            </span>
            <span
              aria-hidden="true"
              className={bar.count > 0 ? 'w-full rounded-t bg-primary-500' : 'w-full'}
              style={{ height: `${Math.max(bar.count > 0 ? 4 : 0, bar.height * 0.8)}%` }}
            />
            <span className="sr-only">
              {bar.range}: {plural(bar.count, 'client')}
            </span>
          </li>
        ))}
      </ul>
      {/* Labels centre under their bar and may run past its width (only every few bars has one). */}
      <div aria-hidden="true" className="mt-1 flex h-4 gap-1">
        {bars.map((bar) => (
          <span key={bar.range} className="relative max-w-12 min-w-0 flex-1">
            <span className="absolute left-1/2 -translate-x-1/2 text-[11px] whitespace-nowrap text-slate-500">
              {bar.label}
            </span>
          </span>
        ))}
      </div>
    </figure>
  );
}
