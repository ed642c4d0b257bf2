import type { DueChip } from '../lib/due-chip';
import { CalendarDays, CircleAlert } from './icons';

/**
 * When an open stage is due. Overdue is red, calm rather than loud, and its words say it too;
 * amber stays the change requests' colour. red-800 on red-50 and slate-700 on slate-100 pass AA.
 */
export function DueBadge({ chip, className = '' }: { chip: DueChip | null; className?: string }) {
  if (!chip) return null;
  const overdue = chip.state === 'overdue';
  const Icon = overdue ? CircleAlert : CalendarDays;
  return (
    <span
      className={`${className} inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${
        overdue
          ? 'bg-red-50 text-red-800 ring-red-600/20'
          : chip.state === 'due-today'
            ? 'bg-white text-slate-900 ring-slate-400/60'
            : 'bg-slate-100 text-slate-700 ring-slate-500/10'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {chip.text}
    </span>
  );
}
