import { PORTAL_MESSAGES } from '@bloom/core';
import type { ReactNode } from 'react';
import type { PhaseView } from '../lib/portal-view';
import { ChevronDown } from './icons';
import { ProgressRing } from './progress-ring';

export const phaseSectionId = (phase: string) => `phase-${phase}`;

/** A collapsible phase: its ring, name and steps. Only phases with stages get one (phaseViews). */
export function PhaseSection({
  view,
  open,
  onToggle,
  children,
}: {
  view: PhaseView;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = phaseSectionId(view.phase);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="relative flex items-center gap-3 px-4 py-4 has-[button:focus-visible]:outline-2 has-[button:focus-visible]:-outline-offset-2 has-[button:focus-visible]:outline-brand-mark sm:px-5">
        <ProgressRing completed={view.completed} total={view.total} />
        <h2 id={`${id}-title`} className="min-w-0 flex-1">
          <button
            type="button"
            id={`${id}-toggle`}
            aria-expanded={open}
            aria-controls={`${id}-steps`}
            onClick={onToggle}
            className="block w-full cursor-pointer text-left font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {view.section}
          </button>
          {/* The ring says it to screen readers. */}
          <span className="block text-sm font-normal text-slate-600" aria-hidden="true">
            {PORTAL_MESSAGES.stagesDone(view.completed, view.total)}
          </span>
        </h2>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 text-slate-500 transition-transform duration-150 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </div>
      {open ? (
        <ol id={`${id}-steps`} className="divide-y divide-slate-100 border-t border-slate-100">
          {children}
        </ol>
      ) : null}
    </section>
  );
}
