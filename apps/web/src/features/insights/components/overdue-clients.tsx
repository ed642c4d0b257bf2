import { OVERDUE_MESSAGES } from '@bloom/core';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/load-state';
import { SectionError } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useOverdueClients } from '../api/insight-queries';
import { OverdueClientRow } from './overdue-client-row';

/** One grid for the header and every row, from lg up. */
const COLUMNS = 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_6.5rem_6.5rem_9rem]';

/** Active clients with a stage past its due date on their clock, most overdue first (beside the stuck ones). */
export function OverdueClients({ journeyId }: { journeyId: string | null }) {
  const headingId = useId();
  const overdue = useOverdueClients(journeyId);
  const clients = overdue.data?.pages.flatMap((page) => page.clients);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {OVERDUE_MESSAGES.heading}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{OVERDUE_MESSAGES.description}</p>
      </div>

      {clients ? (
        clients.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <CalendarCheck aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 text-sm font-medium text-slate-900">{OVERDUE_MESSAGES.noneOverdue}</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">{OVERDUE_MESSAGES.noneOverdueDetail}</p>
          </div>
        ) : (
          <div>
            <div
              aria-hidden="true"
              className={cn(
                'hidden gap-x-4 border-b border-slate-100 bg-slate-50 px-6 py-2 text-xs font-semibold text-slate-600 lg:grid',
                COLUMNS,
              )}
            >
              <span>Client</span>
              <span>Stage</span>
              <span>Due date</span>
              <span>Overdue</span>
              <span />
            </div>
            <ul className="divide-y divide-slate-100">
              {clients.map((client) => (
                <OverdueClientRow key={client.id} client={client} showJourney={journeyId === null} columns={COLUMNS} />
              ))}
            </ul>
            {overdue.hasNextPage ? (
              <div className="flex flex-col gap-2 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:px-6">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => overdue.fetchNextPage()}
                  busy={overdue.isFetchingNextPage}
                >
                  Show more
                </Button>
                {overdue.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-red-800">
                    We couldn't load more. {overdue.error?.message}
                  </p>
                ) : (
                  <span className="text-sm text-slate-600">Showing the {clients.length} most overdue.</span>
                )}
              </div>
            ) : null}
          </div>
        )
      ) : overdue.isError ? (
        <SectionError query={overdue} message={OVERDUE_MESSAGES.loadFailed} />
      ) : (
        <Loading label={OVERDUE_MESSAGES.loading} className="divide-y divide-slate-100">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-4 px-5 py-4 sm:px-6">
              <div className="flex-1 space-y-2">
                <Bars bars={['h-4 w-40', 'h-3 w-56 max-w-full']} />
              </div>
              <Skeleton className="h-8 w-24 rounded-lg" />
            </div>
          ))}
        </Loading>
      )}
    </Card>
  );
}
