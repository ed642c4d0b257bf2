import { ASSIGNMENT_MESSAGES, type AssignedFilter } from '@bloom/core';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** The dashboard's `?assigned=` value: 'me', or undefined for every client. */
export const assignedOf = (search: URLSearchParams): AssignedFilter | undefined =>
  search.get('assigned') === 'me' ? 'me' : undefined;

const TABS = [
  { value: undefined, label: ASSIGNMENT_MESSAGES.allClients, search: '' },
  { value: 'me', label: ASSIGNMENT_MESSAGES.assignedToMe, search: '?assigned=me' },
] as const;

/**
 * "All clients | Assigned to me" over the dashboard, for those who see every client: two links, so
 * the choice lives in the address (Back and a bookmark keep it), the current one marked.
 */
export function AssignedTabs({ assigned }: { assigned: AssignedFilter | undefined }) {
  return (
    <nav aria-label={ASSIGNMENT_MESSAGES.filterLabel}>
      <ul className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-1">
        {TABS.map((tab) => {
          const current = tab.value === assigned;
          return (
            <li key={tab.label}>
              <Link
                to={{ search: tab.search }}
                replace
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none',
                  current ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
