import { type Phase, PORTAL_MESSAGES } from '@bloom/core';
import { DUE_MESSAGES } from '../lib/due-chip';
import type { PhaseView } from '../lib/portal-view';

// Whole class names, so Tailwind finds them: the tiles share the row whatever their number.
const COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'] as const;

/**
 * The client's phases at a glance (only those with stages, and only the stages that apply), with
 * how many are overdue; a tile takes the client to its section. A tile is named by its own text
 * (no aria-label), so the name a voice user says, "Onboarding 1/2", is the one they see.
 */
export function PhaseTiles({ phases, onJump }: { phases: PhaseView[]; onJump: (phase: Phase) => void }) {
  if (phases.length === 0) return null;
  return (
    <nav aria-label={PORTAL_MESSAGES.progressNav}>
      <ul className={`grid ${COLUMNS[Math.min(phases.length, COLUMNS.length) - 1]} gap-2 sm:gap-3`}>
        {phases.map((p) => {
          const share = Math.round((p.completed / p.total) * 100);
          const overdue = p.overdue > 0 ? DUE_MESSAGES.overdueCount(p.overdue) : null;
          return (
            <li key={p.phase} className="min-w-0">
              <button
                type="button"
                onClick={() => onJump(p.phase)}
                className="flex h-full w-full cursor-pointer flex-col rounded-xl border border-slate-200 bg-white px-2 py-2.5 text-left shadow-xs transition-shadow duration-150 hover:shadow-md motion-reduce:transition-none min-[360px]:px-2.5 sm:p-4"
              >
                <span className="block truncate text-[11px] font-medium text-slate-600 min-[360px]:text-xs sm:text-sm">
                  {p.tile}
                </span>
                <span className="mt-0.5 block text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
                  {p.completed}
                  <span className="text-base font-medium text-slate-500">/{p.total}</span>
                </span>
                <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-brand-mark transition-[width] duration-200 motion-reduce:transition-none"
                    style={{ width: `${share}%` }}
                  />
                </span>
                {overdue ? (
                  <span className="mt-1.5 flex items-center gap-1 text-[11px] font-medium text-red-700 sm:text-xs">
                    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-red-600" />
                    <span className="truncate">{overdue}</span>
                  </span>
                ) : null}
                {/* '1/2' in words as well, after all the visible text: the name starts with what is seen. */}
                <span className="sr-only"> ({PORTAL_MESSAGES.stagesDone(p.completed, p.total)})</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
