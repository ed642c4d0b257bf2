import type { JourneyInsights } from '@bloom/core';
import { RotateCcw, Timer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { formatPercentile, plural } from '../insights-format';

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </Card>
  );
}

/** Each stage's median and 90th percentile, from its start to its first submission. */
export function StageTimes({ insights }: { insights: JourneyInsights }) {
  const stages = [...insights.stages].sort((a, b) => a.order - b.order);
  const slowest = Math.max(0, ...stages.map((s) => s.time.medianSeconds ?? 0));
  return (
    <Section
      icon={<Timer aria-hidden="true" className="size-4 text-slate-500" />}
      title="Time per stage"
      description="From opening a stage to sending it"
    >
      {stages.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">This journey has no stages yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {stages.map((stage) => {
            const median = stage.time.count > 0 ? formatPercentile(stage.time.medianSeconds, stage.time.count) : null;
            const medianSeconds = stage.time.medianSeconds ?? slowest;
            return (
              <li key={stage.stageId} className="px-5 py-3 sm:px-6">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-sm font-medium text-slate-800">{stage.name}</span>
                  <span className="shrink-0 text-sm whitespace-nowrap text-slate-900 tabular-nums">
                    {median === null ? <span className="text-slate-500">No answers yet</span> : median}
                  </span>
                </div>
                {median !== null ? (
                  <div className="mt-1.5 flex items-center gap-3">
                    <span aria-hidden="true" className="h-1.5 flex-1 rounded-full bg-slate-100">
                      <span
                        className="block h-full min-w-1.5 rounded-full bg-primary-400"
                        style={{ width: `${slowest > 0 ? (medianSeconds / slowest) * 100 : 0}%` }}
                      />
                    </span>
                    <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                      9 in 10 {formatPercentile(stage.time.p90Seconds, stage.time.count)}
                    </span>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** The stages the owner sent back for changes most often. */
export function MostSentBack({ insights }: { insights: JourneyInsights }) {
  return (
    <Section
      icon={<RotateCcw aria-hidden="true" className="size-4 text-slate-500" />}
      title="Sent back most often"
      description="Stages you asked clients to change"
    >
      {insights.mostSentBack.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          No stage was sent back for changes. Clear forms make for fewer rounds.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {insights.mostSentBack.map((stage, i) => (
            <li key={stage.stageId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 tabular-nums">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{stage.name}</span>
              <span className="shrink-0 text-sm whitespace-nowrap text-slate-600 tabular-nums">
                {plural(stage.sentBack, 'time')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
