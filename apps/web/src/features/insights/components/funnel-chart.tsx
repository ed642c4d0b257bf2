import type { JourneyInsights } from '@bloom/core';
import { Table2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type FunnelStep, formatPercentile, funnelSteps, plural } from '../insights-format';

/**
 * Invited → opened → each stage submitted → completed as horizontal bars, each the share of the
 * invited. The same numbers are a real table: read by screen readers while the chart shows
 * (the chart itself is hidden from them), and shown instead of the chart with 'Show as table'.
 */
interface FunnelChartProps {
  insights: JourneyInsights;
  periodText: string;
  /** The table is wider than the chart: the page gives it the full width. */
  asTable: boolean;
  onAsTableChange: (asTable: boolean) => void;
}

export function FunnelChart({ insights, periodText, asTable, onAsTableChange }: FunnelChartProps) {
  const headingId = useId();
  const steps = funnelSteps(insights);
  const stopId = insights.stopStage?.stageId;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            How far clients get
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Of the {plural(insights.invited, 'client')} added {periodText}
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => onAsTableChange(!asTable)}>
          <Table2 aria-hidden="true" className="size-4" />
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>

      {asTable ? null : (
        <ol aria-hidden="true" className="space-y-4 px-5 py-5 sm:px-6">
          {steps.map((step) => (
            <FunnelBar key={step.key} step={step} isStop={step.key === stopId} />
          ))}
        </ol>
      )}
      <div className={asTable ? 'overflow-x-auto px-1 pb-2 sm:px-2' : 'sr-only'}>
        <FunnelTable insights={insights} steps={steps} caption={`Funnel of ${insights.journey.name}, ${periodText}`} />
      </div>
    </Card>
  );
}

function FunnelBar({ step, isStop }: { step: FunnelStep; isStop: boolean }) {
  const tone =
    step.kind === 'completed' ? 'bg-primary-700' : step.kind === 'stage' ? 'bg-primary-500' : 'bg-primary-300';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1.5 sm:grid-cols-[12rem_minmax(0,1fr)_7.5rem]">
      <span className="min-w-0 truncate text-sm font-medium text-slate-800" title={step.label}>
        {step.label}
      </span>
      <span className="h-3 rounded-full bg-slate-100 max-sm:col-span-2 max-sm:row-start-2 sm:h-4">
        <span
          className={cn('block h-full rounded-full', tone, step.count > 0 && 'min-w-1.5')}
          style={{ width: `${step.percent}%` }}
        />
      </span>
      <span className="text-right text-sm whitespace-nowrap tabular-nums">
        <span className="font-semibold text-slate-900">{step.count}</span>
        <span className="ml-1.5 text-slate-500">{step.share}</span>
      </span>
      {step.waiting ? (
        <span
          className={cn(
            'text-xs max-sm:col-span-2 sm:col-start-2',
            isStop ? 'font-medium text-amber-800' : 'text-slate-500',
          )}
        >
          {plural(step.waiting, 'client')} waiting here
        </span>
      ) : null}
    </li>
  );
}

const th = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600';
const td = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

function FunnelTable({
  insights,
  steps,
  caption,
}: {
  insights: JourneyInsights;
  steps: FunnelStep[];
  caption: string;
}) {
  const stages = new Map(insights.stages.map((s) => [s.stageId, s]));
  const dash = <span className="text-slate-400">–</span>;
  return (
    <table className="w-full min-w-[40rem] border-collapse text-sm text-slate-800">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={cn(th, 'pl-4 text-left sm:pl-5')}>
            Step
          </th>
          {['Clients', 'Share of invited', 'Waiting', 'Median time', '90th percentile'].map((h) => (
            <th key={h} scope="col" className={cn(th, 'text-right')}>
              {h}
            </th>
          ))}
          <th scope="col" className={cn(th, 'pr-4 text-right sm:pr-5')}>
            Sent back
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {steps.map((step) => {
          const stage = stages.get(step.key);
          const time = stage?.time ?? (step.kind === 'completed' ? insights.timeToComplete : null);
          return (
            <tr key={step.key}>
              <th scope="row" className="py-2 pr-3 pl-4 text-left font-medium whitespace-nowrap text-slate-900 sm:pl-5">
                {step.label}
              </th>
              <td className={td}>{step.count}</td>
              <td className={td}>{step.share}</td>
              <td className={td}>{step.waiting ?? dash}</td>
              <td className={td}>{time ? formatPercentile(time.medianSeconds, time.count) : dash}</td>
              <td className={td}>{time ? formatPercentile(time.p90Seconds, time.count) : dash}</td>
              <td className={cn(td, 'pr-4 sm:pr-5')}>{stage ? stage.sentBack : dash}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
