import { ArrowDownRight, ArrowRight, ArrowUpRight, ChartNoAxesColumnIncreasing, Minus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/load-state';
import { SectionError } from '../../../components/ui/section-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { formatWithin } from '../../../lib/durations';
import { useInsightSummary } from '../api/get-insight-summary';
import { type Change, medianChange, rateChange } from '../lib/insight-change';

/** The dashboard's insight: completion rate and median time to complete, last 30 days against the 30 before. */
export function InsightCard() {
  const headingId = useId();
  const summary = useInsightSummary();
  const data = summary.data;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <ChartNoAxesColumnIncreasing aria-hidden="true" className="size-4 text-primary-600" />
            Last 30 days
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">Clients added, against the 30 days before</p>
        </div>
        <Link
          to="/insights"
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium whitespace-nowrap text-primary-700 hover:underline"
        >
          View insights
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {data ? (
        data.current.invited === 0 && data.previous.invited === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
            No clients added in the last 60 days. Add a client and their progress shows here.
          </p>
        ) : (
          <dl className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
            <Figure
              term="Completion rate"
              value={data.current.completionRate === null ? '–' : `${Math.round(data.current.completionRate * 100)}%`}
              note={`${data.current.completed} of ${data.current.invited} clients completed`}
              change={rateChange(data.current.completionRate, data.previous.completionRate)}
            />
            <Figure
              term="Median time to complete"
              value={
                data.current.medianSecondsToComplete !== null
                  ? formatWithin(data.current.medianSecondsToComplete)
                  : data.current.completed > 0
                    ? 'over a year'
                    : 'No one finished yet'
              }
              change={medianChange(data.current.medianSecondsToComplete, data.previous.medianSecondsToComplete)}
            />
          </dl>
        )
      ) : summary.isError ? (
        <SectionError query={summary} message="We couldn't load your insights." />
      ) : (
        <Loading label="Loading insights..." className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-2">
              <Bars bars={['h-4 w-32', 'h-8 w-24', 'h-4 w-40']} />
            </div>
          ))}
        </Loading>
      )}
    </Card>
  );
}

const TONES: Record<Change['tone'], string> = {
  better: 'text-emerald-700',
  worse: 'text-red-700',
  same: 'text-slate-600',
  none: 'text-slate-500',
};

function Figure({ term, value, note, change }: { term: string; value: string; note?: string; change: Change }) {
  const Arrow = change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
      <dd className={cn('mt-1 flex items-center gap-1 text-sm', TONES[change.tone])}>
        {change.direction ? <Arrow aria-hidden="true" className="size-4 shrink-0" /> : null}
        <span>
          {change.text}
          {change.was ? <span className="text-slate-500"> · {change.was}</span> : null}
        </span>
      </dd>
    </div>
  );
}
