import { CHANGES_MESSAGES } from '../lib/changes-requested';
import { PencilLine } from './icons';

/**
 * Amber marks a change request across the portal (deliverable decisions too), apart from the
 * workspace's colour, which means done; amber-900 on amber-50 is well above AA.
 */
export function ChangesBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`${className} shrink-0 items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-600/30 ring-inset`}
    >
      {CHANGES_MESSAGES.badge}
    </span>
  );
}

/** The step's round marker for a change request, in place of the done check. */
export function ChangesMarker({ className = '' }: { className?: string }) {
  return (
    <span
      className={`${className} grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800 ring-1 ring-amber-600/30 ring-inset`}
    >
      <PencilLine aria-hidden="true" className="size-4" />
    </span>
  );
}
