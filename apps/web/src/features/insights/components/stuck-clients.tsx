import { INSIGHT_MESSAGES, MAX_STUCK_DAYS, MIN_STUCK_DAYS } from '@bloom/core';
import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DaysInput } from '../../../components/ui/days-input';
import { Loading } from '../../../components/ui/load-state';
import { SectionError } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useStuckClients } from '../api/insight-queries';
import { isStuckDays, plural } from '../insights-format';
import { StuckClientRow } from './stuck-client-row';

interface StuckClientsProps {
  /** null: every journey (the workspace page), and each row names its journey. */
  journeyId: string | null;
  days: number;
  onDaysChange: (days: number) => void;
}

/** One grid for the header and every row (each grid sizes apart, so no auto column): from lg up. */
const COLUMNS = 'lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_6.5rem_6.5rem_16.5rem]';

/** Clients waiting on one stage longer than the threshold, oldest first, with 'Send reminder now'. */
export function StuckClients({ journeyId, days, onDaysChange }: StuckClientsProps) {
  const headingId = useId();
  const stuck = useStuckClients(journeyId, days);
  const clients = stuck.data?.pages.flatMap((page) => page.clients);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-4 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Stuck clients
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {days === 0
              ? 'Every active client waiting on a stage, oldest first.'
              : `Waiting on the same stage for longer than ${plural(days, 'day')}, oldest first.`}
          </p>
        </div>
        <ThresholdInput days={days} onChange={onDaysChange} />
      </div>

      {clients ? (
        clients.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <PartyPopper aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 text-sm font-medium text-slate-900">Nobody is stuck</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              {days === 0
                ? 'No active client is waiting on a stage.'
                : `Every active client has moved on within ${plural(days, 'day')}.`}
            </p>
          </div>
        ) : (
          <div className={cn(stuck.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <div
              aria-hidden="true"
              className={cn(
                'hidden gap-x-4 border-b border-slate-100 bg-slate-50 px-6 py-2 text-xs font-semibold text-slate-600 lg:grid',
                COLUMNS,
              )}
            >
              <span>Client</span>
              <span>Stage</span>
              <span>Waiting</span>
              <span>Last reminder</span>
              <span />
            </div>
            <ul className="divide-y divide-slate-100">
              {clients.map((client) => (
                <StuckClientRow key={client.id} client={client} showJourney={journeyId === null} columns={COLUMNS} />
              ))}
            </ul>
            {stuck.hasNextPage ? (
              <div className="flex flex-col gap-2 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:px-6">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => stuck.fetchNextPage()}
                  busy={stuck.isFetchingNextPage}
                >
                  Show more
                </Button>
                {stuck.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-red-800">
                    We couldn't load more. {stuck.error?.message}
                  </p>
                ) : (
                  <span className="text-sm text-slate-600">Showing the {clients.length} waiting longest.</span>
                )}
              </div>
            ) : null}
          </div>
        )
      ) : stuck.isError ? (
        <SectionError query={stuck} message="We couldn't load the stuck clients." />
      ) : (
        <Loading label="Loading stuck clients..." className="divide-y divide-slate-100">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-4 px-5 py-4 sm:px-6">
              <div className="flex-1 space-y-2">
                <Bars bars={['h-4 w-40', 'h-3 w-56 max-w-full']} />
              </div>
              <Skeleton className="h-8 w-36 rounded-lg" />
            </div>
          ))}
        </Loading>
      )}
    </Card>
  );
}

/** The threshold in whole days; applied a moment after typing stops, refused with the API's wording out of range. */
function ThresholdInput({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(String(days));
  const [shown, setShown] = useState(days);
  // The link changed (back button): the input follows.
  if (shown !== days) {
    setShown(days);
    setDraft(String(days));
  }
  const value = draft.trim() === '' ? Number.NaN : Number(draft);
  const valid = isStuckDays(value);

  useEffect(() => {
    if (!valid || value === days) return;
    const timer = setTimeout(() => onChange(value), 400);
    return () => clearTimeout(timer);
  }, [valid, value, days, onChange]);

  return (
    <div className="shrink-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Waiting longer than
      </label>
      <div className="flex items-center gap-2">
        <div className="w-20">
          <DaysInput
            id={id}
            min={MIN_STUCK_DAYS}
            max={MAX_STUCK_DAYS}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
          />
        </div>
        <span className="text-sm text-slate-600">days</span>
      </div>
      {valid ? null : (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {INSIGHT_MESSAGES.stuckDaysRange}
        </p>
      )}
    </div>
  );
}
