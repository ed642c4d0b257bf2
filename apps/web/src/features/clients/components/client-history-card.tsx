import { HISTORY_FILTERS, type HistoryItem, HISTORY_MESSAGES as M } from '@bloom/core';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useClientHistory } from '../api/client-history';
import { ClientHistoryList } from './client-history-list';

/**
 * The client page's history (issue 38): what happened with the client, newest first, composed by
 * the server from what each area already keeps: invitations, submissions, testimonials and the
 * permission to publish them, agreements, invoices, unsubscribes, the erasure. Filters keep one
 * kind of event among those loaded; "Show more" reads the next 50.
 */
export function ClientHistoryCard({ clientId }: { clientId: string }) {
  return (
    <SectionCard icon={History} title={M.cardTitle}>
      <HistoryBody clientId={clientId} />
    </SectionCard>
  );
}

function HistoryBody({ clientId }: { clientId: string }) {
  const history = useClientHistory(clientId);
  const [filter, setFilter] = useState('all');
  if (!history.data) {
    if (history.isError) return <SectionError query={history} message={M.loadFailed} />;
    return (
      <Loading label={M.loading} className="space-y-4 px-5 py-5 sm:px-6">
        <Bars bars={['h-10 w-full rounded-lg', 'h-10 w-5/6 rounded-lg', 'h-10 w-2/3 rounded-lg']} />
      </Loading>
    );
  }

  const items: HistoryItem[] = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0 && !history.hasNextPage) {
    return <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.empty}</p>;
  }
  const categories = HISTORY_FILTERS.find((f) => f.id === filter)?.categories ?? [];
  const shown = categories.length === 0 ? items : items.filter((item) => categories.includes(item.category));

  return (
    <>
      <fieldset className="flex flex-wrap gap-2 border-b border-slate-100 px-5 py-3 sm:px-6">
        <legend className="sr-only">{M.filterLabel}</legend>
        {HISTORY_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              filter === f.id
                ? 'border-primary-600 bg-primary-600 text-white'
                : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {shown.length > 0 ? (
        <ClientHistoryList items={shown} label={M.cardTitle} />
      ) : (
        <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.emptyFiltered}</p>
      )}
      {history.isFetchNextPageError ? (
        <SectionError
          query={{
            error: history.error,
            isFetching: history.isFetchingNextPage,
            refetch: () => history.fetchNextPage(),
          }}
          message={M.loadFailed}
        />
      ) : null}
      {history.hasNextPage && !history.isFetchNextPageError ? (
        <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            busy={history.isFetchingNextPage}
            busyText={M.loadingMore}
          >
            {M.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
