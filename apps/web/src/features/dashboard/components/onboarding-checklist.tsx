import { DASHBOARD_MESSAGES, type DashboardDto } from '@bloom/core';
import { Check, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type ChecklistItemKey, checklistItems } from '../lib/setup-checklist';

interface OnboardingChecklistProps {
  checklist: DashboardDto['checklist'];
  /** An item's button in place of its link (adding a client may open Quick Setup first). */
  actions?: Partial<Record<ChecklistItemKey, ReactNode>>;
  onDismiss: () => void;
  dismissing: boolean;
}

/** The setup checklist: four items derived from the data, each with the way to get it done. */
export function OnboardingChecklist({ checklist, actions = {}, onDismiss, dismissing }: OnboardingChecklistProps) {
  const items = checklistItems(checklist);
  const doneCount = items.filter((s) => s.done).length;
  const headingId = 'onboarding-checklist-heading';

  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {DASHBOARD_MESSAGES.checklistTitle}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
            {DASHBOARD_MESSAGES.checklistProgress(doneCount, items.length)}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0 items-center gap-1">
          <Link
            to="/setup"
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {DASHBOARD_MESSAGES.checklistReopenSetup}
          </Link>
          <button
            type="button"
            onClick={onDismiss}
            disabled={dismissing}
            aria-label={DASHBOARD_MESSAGES.checklistDismiss}
            title={DASHBOARD_MESSAGES.checklistDismiss}
            className="grid size-9 cursor-pointer place-items-center rounded-lg text-slate-500 transition-colors duration-150 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div
        className="mx-5 mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100 sm:mx-6"
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={doneCount}
      >
        <div
          className="h-full rounded-full bg-primary-500 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${(doneCount / items.length) * 100}%` }}
        />
      </div>
      <ol className="mt-2 divide-y divide-slate-100">
        {items.map((item, i) => {
          const action =
            item.done || item.muted
              ? null
              : (actions[item.key] ??
                (item.to ? (
                  <Button asChild variant="secondary" size="sm">
                    <Link to={item.to}>{item.action}</Link>
                  </Button>
                ) : null));
          return (
            <li
              key={item.key}
              aria-label={item.title}
              data-done={item.done}
              data-muted={item.muted}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    item.done
                      ? 'bg-primary-600 text-white'
                      : cn(
                          'border',
                          item.muted ? 'border-slate-200 text-slate-400' : 'border-slate-300 text-slate-700',
                        ),
                  )}
                >
                  {item.done ? <Check aria-hidden="true" className="size-4" /> : i + 1}
                </span>
                <div className="min-w-0">
                  <p
                    className={cn(
                      'font-medium',
                      item.done ? 'text-slate-500 line-through' : item.muted ? 'text-slate-500' : 'text-slate-900',
                    )}
                  >
                    {item.title}
                    <span className="sr-only">{item.done ? ' (done)' : ' (not done yet)'}</span>
                  </p>
                  <p className={cn('text-sm', item.muted || item.done ? 'text-slate-500' : 'text-slate-600')}>
                    {item.detail}
                  </p>
                </div>
              </div>
              {action ? <div className="shrink-0 pl-10 sm:pl-0">{action}</div> : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
