import { PORTAL_MESSAGES, type PortalStepStatus } from '@bloom/core';
import type { ReactNode } from 'react';
import { CHANGES_MESSAGES, hasChangesRequested, stepBadgeKind } from '../lib/changes-requested';
import { dueChip } from '../lib/due-chip';
import type { StageView } from '../lib/portal-view';
import { ChangesBadge, ChangesMarker } from './changes-badge';
import { DueBadge } from './due-badge';
import { Check, ChevronDown, Lock } from './icons';

function StepMarker({ status, order, changes }: { status: PortalStepStatus; order: number; changes: boolean }) {
  if (changes) return <ChangesMarker />;
  if (status === 'completed') {
    return (
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset">
        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
      </span>
    );
  }
  if (status === 'locked') {
    return (
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-brand-mark bg-white text-sm font-semibold text-brand-ink tabular-nums"
    >
      {order}
    </span>
  );
}

function StepBadge({
  status,
  changes,
  open,
  className,
}: {
  status: PortalStepStatus;
  changes: boolean;
  open: boolean;
  className: string;
}) {
  const base = `${className} shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap`;
  const kind = stepBadgeKind(status, changes, open);
  if (kind === 'changes') return <ChangesBadge className={className} />;
  if (kind === 'viewing') {
    return (
      <span className={`${base} bg-white text-brand-ink ring-1 ring-brand-mark ring-inset`}>
        {PORTAL_MESSAGES.badgeViewing}
      </span>
    );
  }
  if (kind === 'done') {
    return <span className={`${base} bg-brand/10 text-brand-ink`}>{PORTAL_MESSAGES.badgeDone}</span>;
  }
  if (kind === 'active') {
    return (
      <span className={`${base} bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset`}>
        {PORTAL_MESSAGES.badgeActive}
      </span>
    );
  }
  return null;
}

function subtitle({ stage, status }: StageView) {
  if (hasChangesRequested(stage)) return CHANGES_MESSAGES.subtitle;
  // A signed agreement or a payment made is not edited like a form's answers.
  if (status === 'completed')
    return stage.stepType === 'agreement' || stage.stepType === 'payment'
      ? PORTAL_MESSAGES.timelineCompleted
      : PORTAL_MESSAGES.doneClickToEdit;
  if (status === 'locked') return PORTAL_MESSAGES.stageLocked;
  return stage.submission?.status === 'draft' ? PORTAL_MESSAGES.draftInProgress : PORTAL_MESSAGES.startHere;
}

/** One step of a phase: a button that opens its panel (not when locked), and the panel when open. */
export function StepItem({
  view,
  number,
  today,
  open,
  onToggle,
  children,
}: {
  view: StageView;
  /** Its place in the journey, shown on an open step's marker. */
  number: number;
  /** 'YYYY-MM-DD' on the browser's clock, for the due date. */
  today: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { stage, status } = view;
  const locked = status === 'locked';
  const changes = hasChangesRequested(stage);
  const panelId = `stage-panel-${stage.id}`;
  const due = dueChip(stage.dueOn, status === 'completed', today);
  const phoneBadge = stepBadgeKind(status, changes, open) !== null;
  return (
    <li className={open ? 'bg-slate-50/60' : undefined}>
      <h3>
        <button
          type="button"
          id={`stage-${stage.id}`}
          aria-expanded={locked ? undefined : open}
          aria-controls={locked ? undefined : panelId}
          aria-disabled={locked || undefined}
          onClick={locked ? undefined : onToggle}
          className={`flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors duration-150 motion-reduce:transition-none sm:px-5 ${
            locked ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:bg-slate-50'
          }`}
        >
          <StepMarker status={status} order={number} changes={changes} />
          <span className="min-w-0 flex-1">
            <span className={`block font-medium break-words ${locked ? 'text-slate-600' : 'text-slate-900'}`}>
              {stage.name}
            </span>
            <span className="block text-sm text-slate-600">{subtitle(view)}</span>
            {/* On a phone the badge goes under the name, which keeps the width; the due date sits beside it. */}
            {due || phoneBadge ? (
              <span className={`mt-1.5 flex-wrap items-center gap-1.5 ${due ? 'flex' : 'flex sm:hidden'}`}>
                <StepBadge status={status} changes={changes} open={open} className="inline-flex sm:hidden" />
                <DueBadge chip={due} />
              </span>
            ) : null}
          </span>
          <StepBadge status={status} changes={changes} open={open} className="hidden sm:inline-flex" />
          {locked ? null : (
            <ChevronDown
              aria-hidden="true"
              className={`size-4 shrink-0 text-slate-500 transition-transform duration-150 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            />
          )}
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="px-4 pt-1 pb-6 sm:px-5 sm:pl-16">
          {children}
        </div>
      ) : null}
    </li>
  );
}
