import {
  CLIENT_MESSAGES,
  type ClientDetailDto,
  STEP_PROGRESS_LABELS,
  type StepProgressStatus,
  stepsCompletedLabel,
} from '@bloom/core';
import { Check, Circle, CircleDot, Route } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';

const STEP_STYLES: Record<StepProgressStatus, { icon: typeof Check; box: string; label: string }> = {
  completed: { icon: Check, box: 'bg-primary-600 text-white', label: 'text-primary-800 bg-primary-50' },
  in_progress: {
    icon: CircleDot,
    box: 'bg-amber-50 text-amber-700 ring-1 ring-amber-300',
    label: 'text-amber-800 bg-amber-50',
  },
  pending: { icon: Circle, box: 'bg-slate-100 text-slate-500', label: 'text-slate-600 bg-slate-100' },
};

/** The journey's name and description, the percent done and each stage's state. */
export function JourneyProgressCard({ client }: { client: ClientDetailDto }) {
  const journey = client.journey;
  return (
    <SectionCard icon={Route} title="Journey Progress">
      {journey ? (
        <div className="px-5 py-5 sm:px-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{journey.name}</p>
              {journey.description ? <p className="mt-0.5 text-sm text-slate-600">{journey.description}</p> : null}
            </div>
            <p className="shrink-0 text-2xl font-semibold text-slate-900 tabular-nums">{client.progressPercent}%</p>
          </div>
          <ProgressBar className="mt-4" percent={client.progressPercent} label="Journey progress" />
          <p className="mt-2 text-sm text-slate-600">{stepsCompletedLabel(client.currentStep, client.stepCount)}</p>

          {client.steps.length > 0 ? (
            <ol className="mt-5 space-y-2" aria-label="Stages">
              {client.steps.map((step) => {
                const style = STEP_STYLES[step.status];
                return (
                  <li
                    key={step.id}
                    className={cn(
                      'flex items-center gap-3 rounded-lg border px-3 py-2.5',
                      step.status === 'in_progress' ? 'border-amber-200 bg-amber-50/40' : 'border-slate-100',
                    )}
                  >
                    <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', style.box)}>
                      <style.icon
                        aria-hidden="true"
                        className="size-3.5"
                        strokeWidth={step.status === 'completed' ? 3 : 2}
                      />
                    </span>
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="text-slate-500 tabular-nums">{step.stepOrder}. </span>
                      <span className="font-medium break-words text-slate-900">{step.name}</span>
                    </span>
                    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', style.label)}>
                      {STEP_PROGRESS_LABELS[step.status]}
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="mt-5 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              This journey has no stages yet.
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Route aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-3 text-sm font-semibold text-slate-900">{CLIENT_MESSAGES.noJourneyAssignedTitle}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Choose a journey in Edit Details so your client knows what comes next.
          </p>
        </div>
      )}
    </SectionCard>
  );
}
