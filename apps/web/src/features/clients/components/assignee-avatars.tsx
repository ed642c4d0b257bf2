import { ASSIGNMENT_MESSAGES, type Assignee } from '@bloom/core';
import { cn } from '../../../lib/cn';
import { initials } from '../../../lib/names';

const SIZES = { sm: 'size-7 text-[11px] ring-2 ring-white', md: 'size-9 text-xs' } as const;

/** A member's initials in a circle; the name beside it (or the group's label) says who it is. */
export function AssigneeAvatar({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-50 font-semibold text-primary-800',
        SIZES[size],
      )}
    >
      {initials(name, null)}
    </span>
  );
}

/**
 * A card's assignees as overlapping initials (the first `max`, then "+N"), read out as "Assigned
 * to …"; nothing for an unassigned client.
 */
export function AssigneeInitials({ assignees, max = 3 }: { assignees: readonly Assignee[]; max?: number }) {
  if (assignees.length === 0) return null;
  const shown = assignees.slice(0, max);
  const more = assignees.length - shown.length;
  const label = ASSIGNMENT_MESSAGES.assignedTo(assignees.map((a) => a.name));
  return (
    <span className="flex shrink-0 items-center -space-x-1.5" title={label} data-testid="assignee-initials">
      <span className="sr-only">{label}</span>
      {shown.map((a) => (
        <AssigneeAvatar key={a.userId} name={a.name} size="sm" />
      ))}
      {more > 0 ? (
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-slate-100 text-[11px] font-semibold text-slate-700 ring-2 ring-white"
        >
          +{more}
        </span>
      ) : null}
    </span>
  );
}
