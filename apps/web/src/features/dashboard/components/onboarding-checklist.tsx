import { DASHBOARD_MESSAGES, type DashboardDto } from '@bloom/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface ChecklistStep {
  title: string;
  detail: string;
  done: boolean;
  /** Greyed out: an earlier step has to be done first. */
  muted: boolean;
  action: ReactNode;
}

interface OnboardingChecklistProps {
  checklist: DashboardDto['checklist'];
  journeyAction: ReactNode;
  clientAction: ReactNode;
  shareAction: ReactNode;
}

/** Show the checklist until the workspace has a journey of its own and a client (docs/product.md#dashboard). */
export const showChecklist = (c: DashboardDto['checklist']) => !(c.hasCustomJourney && c.hasClient);

/** Three steps to a first shared portal; each shows whether it is done. */
export function OnboardingChecklist({ checklist, journeyAction, clientAction, shareAction }: OnboardingChecklistProps) {
  const steps: ChecklistStep[] = [
    {
      title: DASHBOARD_MESSAGES.checklistJourney,
      detail: DASHBOARD_MESSAGES.checklistJourneyDetail,
      done: checklist.hasCustomJourney,
      muted: false,
      action: journeyAction,
    },
    {
      title: DASHBOARD_MESSAGES.checklistClient,
      detail: DASHBOARD_MESSAGES.checklistClientDetail,
      done: checklist.hasClient,
      muted: !checklist.hasCustomJourney && !checklist.hasClient,
      action: clientAction,
    },
    {
      title: DASHBOARD_MESSAGES.checklistShare,
      detail: DASHBOARD_MESSAGES.checklistShareDetail,
      done: checklist.hasClient,
      muted: !checklist.hasClient,
      action: shareAction,
    },
  ];
  const doneCount = steps.filter((s) => s.done).length;
  const headingId = 'onboarding-checklist-heading';

  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {DASHBOARD_MESSAGES.checklistTitle}
        </h2>
        <span className="text-sm text-slate-600 tabular-nums">{doneCount} of 3 done</span>
      </div>
      <div
        className="mx-5 mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100 sm:mx-6"
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={doneCount}
      >
        <div
          className="h-full rounded-full bg-primary-500 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${(doneCount / 3) * 100}%` }}
        />
      </div>
      <ol className="mt-2 divide-y divide-slate-100">
        {steps.map((step, i) => (
          <li
            key={step.title}
            aria-label={step.title}
            data-done={step.done}
            data-muted={step.muted}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  step.done
                    ? 'bg-primary-600 text-white'
                    : cn('border', step.muted ? 'border-slate-200 text-slate-400' : 'border-slate-300 text-slate-700'),
                )}
              >
                {step.done ? <Check aria-hidden="true" className="size-4" /> : i + 1}
              </span>
              <div className="min-w-0">
                <p
                  className={cn(
                    'font-medium',
                    step.done ? 'text-slate-500 line-through' : step.muted ? 'text-slate-500' : 'text-slate-900',
                  )}
                >
                  {step.title}
                  <span className="sr-only">{step.done ? ' (done)' : ' (not done yet)'}</span>
                </p>
                <p className={cn('text-sm', step.muted ? 'text-slate-500' : 'text-slate-600')}>{step.detail}</p>
              </div>
            </div>
            {step.action ? <div className="shrink-0 pl-10 sm:pl-0">{step.action}</div> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
