import { dueLabel, formatDueDate, OVERDUE_MESSAGES, type OverdueClient } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/**
 * The most overdue clients (the dashboard's few), each opening its page with the stage that is
 * late and by how long on the client's clock; "View all" opens the list filtered to the overdue.
 */
export function OverdueClients({
  count,
  clients,
  viewAllTo,
}: {
  count: number;
  clients: OverdueClient[];
  viewAllTo: string;
}) {
  return (
    <Card aria-labelledby="overdue-clients-heading" role="region">
      <div className="flex items-center justify-between gap-4 px-5 pt-5 pb-3 sm:px-6 sm:pt-6">
        <h2 id="overdue-clients-heading" className="text-lg font-semibold text-slate-900">
          {OVERDUE_MESSAGES.heading}
          <span className="ml-2 text-sm font-medium text-slate-500 tabular-nums">{count}</span>
        </h2>
        <Link
          to={viewAllTo}
          className="rounded-sm text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          aria-label={`${OVERDUE_MESSAGES.viewAll}: ${OVERDUE_MESSAGES.heading.toLowerCase()}`}
        >
          {OVERDUE_MESSAGES.viewAll}
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 border-t border-slate-100">
        {clients.map((c) => (
          <li key={c.id}>
            <Link
              to={`/clients/${encodeURIComponent(c.id)}`}
              className="group flex items-center gap-3 px-5 py-4 transition-colors duration-150 last:rounded-b-xl hover:bg-slate-50 sm:gap-4 sm:px-6"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{c.clientName}</span>
                <span className="block truncate text-sm text-slate-600">
                  {c.stage.name}
                  {c.overdueStages > 1 ? (
                    <span className="text-slate-500"> · {OVERDUE_MESSAGES.moreStages(c.overdueStages - 1)}</span>
                  ) : null}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block text-sm font-semibold text-red-800">{dueLabel(c.dueOn, c.today)}</span>
                <span className="block text-xs text-slate-500">
                  {OVERDUE_MESSAGES.due} <time dateTime={c.dueOn}>{formatDueDate(c.dueOn, c.today)}</time>
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
