import { CLIENT_MESSAGES, plural } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, CircleAlert, Plus, Search, SearchX, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ClientView, clientQuery } from '../../../api/clients';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useClients } from '../api/get-clients';
import { useClientActions } from '../hooks/use-client-actions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ClientCard, ClientCardSkeleton } from './client-card';

/** /clients: newest first, searched and paged on the server (docs/decisions/012). */
export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const view: ClientView = params.get('archived') === '1' ? 'archived' : 'active';
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const clients = useClients(view, q);
  const actions = useClientActions();
  const queryClient = useQueryClient();

  // The search and the view live in the address, so Back from a client returns to the same list.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const setView = (next: ClientView) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'archived') p.set('archived', '1');
        else p.delete('archived');
        return p;
      },
      { replace: true },
    );

  const prefetch = (id: string) => void queryClient.prefetchQuery(clientQuery(id));

  const pages = clients.data?.pages ?? [];
  const list = pages.flatMap((page) => page.clients);
  const archivedCount = pages[0]?.archivedCount;
  const searching = q !== '' || search.trim() !== '';
  const stale = clients.isPlaceholderData;

  return (
    <>
      <PageHeader
        title="Clients"
        description="Everyone you're working with, their portal links and how far along their journey they are."
        actions={
          <Button asChild>
            <Link to="/clients/new">
              <Plus aria-hidden="true" className="size-4" />
              Add Client
            </Link>
          </Button>
        }
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor="client-search" className="sr-only">
            Search clients
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="client-search"
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by client, project or email..."
            autoComplete="off"
            className={cn(inputClasses, 'pl-9 [&::-webkit-search-cancel-button]:hidden', search && 'pr-10')}
          />
          {search ? (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label="Clear search text"
              className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <Button
          variant={view === 'archived' ? 'primary' : 'secondary'}
          onClick={() => setView(view === 'archived' ? 'active' : 'archived')}
          className="self-start sm:self-auto"
        >
          <Archive aria-hidden="true" className="size-4" />
          {view === 'archived'
            ? CLIENT_MESSAGES.hideArchived
            : archivedCount === undefined
              ? 'Show Archived'
              : CLIENT_MESSAGES.showArchived(archivedCount)}
        </Button>
      </div>

      {view === 'archived' ? (
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">Archived clients</h2>
      ) : null}

      {clients.isError && list.length === 0 ? (
        <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <CircleAlert aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-base font-semibold text-slate-900">{CLIENT_MESSAGES.loadFailed}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{clients.error.message}</p>
          <Button variant="secondary" className="mt-6" onClick={() => clients.refetch()} busy={clients.isFetching}>
            {CLIENT_MESSAGES.loadFailedAction}
          </Button>
        </Card>
      ) : clients.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading clients...
          </span>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <ClientCardSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        searching ? (
          <EmptyState
            icon={SearchX}
            title="No clients found"
            description={`Nothing matches "${q || search.trim()}". Search by client name, project name or email.`}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                Clear search
              </Button>
            }
          />
        ) : view === 'archived' ? (
          <EmptyState
            icon={Archive}
            title={CLIENT_MESSAGES.noArchivedClients}
            description="Clients you archive are kept here with their answers and deliverables, ready to restore."
            action={
              <Button variant="secondary" onClick={() => setView('active')}>
                {CLIENT_MESSAGES.hideArchived}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Users}
            title={CLIENT_MESSAGES.noClients}
            description="Add a client to give them a branded portal link for their journey."
            action={
              <Button asChild>
                <Link to="/clients/new">{CLIENT_MESSAGES.addFirstClient}</Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <p className="sr-only" role="status">
            {searching ? `${plural(list.length, 'client')} found` : ''}
          </p>
          <div
            className={cn(
              'grid gap-4 transition-opacity duration-150 sm:grid-cols-2 lg:grid-cols-3',
              stale && 'opacity-60',
            )}
            aria-busy={stale || undefined}
          >
            {list.map((client) => (
              <ClientCard
                key={client.id}
                client={client}
                onPrefetch={() => prefetch(client.id)}
                onCopyLink={() => actions.copyLink(client)}
                archiving={actions.archivingId === client.id}
                onToggleArchived={() => actions.toggleArchived(client)}
                onDelete={() => actions.askDelete(client)}
              />
            ))}
          </div>
          {clients.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => clients.fetchNextPage()}
                busy={clients.isFetchingNextPage}
                busyText="Loading..."
              >
                Load more
              </Button>
            </div>
          ) : null}
          {clients.isError ? (
            <p role="alert" className="mt-4 text-center text-sm text-red-700">
              {CLIENT_MESSAGES.loadFailed}: {clients.error.message}
            </p>
          ) : null}
        </>
      )}
      {actions.deleteDialog}
    </>
  );
}
