import { CLIENT_MESSAGES, type ClientCardDto, DASHBOARD_MESSAGES, stepOfLabel } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ClientStatusBadge } from '../../../components/domain/client-status-badge';
import { Card } from '../../../components/ui/card';
import { formatOwnerDate } from '../../../lib/owner-dates';

/** The newest clients, each opening its page; "View all" opens the list as filtered here (`viewAllTo`). */
export function RecentClients({ clients, viewAllTo = '/clients' }: { clients: ClientCardDto[]; viewAllTo?: string }) {
  return (
    <Card aria-labelledby="recent-clients-heading" role="region">
      <div className="flex items-center justify-between gap-4 px-5 pt-5 pb-3 sm:px-6 sm:pt-6">
        <h2 id="recent-clients-heading" className="text-lg font-semibold text-slate-900">
          {DASHBOARD_MESSAGES.recentClients}
        </h2>
        <Link
          to={viewAllTo}
          className="rounded-sm text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          View all
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 border-t border-slate-100">
        {clients.map((c) => (
          <li key={c.id}>
            <Link
              to={`/clients/${encodeURIComponent(c.id)}`}
              className="group flex items-center gap-3 px-5 py-4 transition-colors duration-150 last:rounded-b-xl hover:bg-slate-50 sm:gap-4 sm:px-6"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-700"
              >
                {c.clientName.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{c.clientName}</span>
                  <ClientStatusBadge status={c.status} />
                </span>
                <span className="block truncate text-sm text-slate-600">
                  {c.projectName}
                  {c.journey ? <span className="text-slate-500"> · {c.journey.name}</span> : null}
                </span>
              </span>
              <span className="hidden w-36 shrink-0 sm:block">
                {c.journey ? (
                  <>
                    <span className="flex justify-between text-xs text-slate-600 tabular-nums">
                      <span>{stepOfLabel(c.currentStep, c.stepCount)}</span>
                      <span>{c.progressPercent}%</span>
                    </span>
                    <span className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-100">
                      <span
                        className="block h-full rounded-full bg-primary-500"
                        style={{ width: `${c.progressPercent}%` }}
                      />
                    </span>
                  </>
                ) : (
                  <span className="text-xs text-slate-500">{CLIENT_MESSAGES.noJourneyAssigned}</span>
                )}
              </span>
              <span className="hidden w-24 shrink-0 text-right text-sm text-slate-500 md:block">
                <time dateTime={c.createdAt}>{formatOwnerDate(c.createdAt)}</time>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
