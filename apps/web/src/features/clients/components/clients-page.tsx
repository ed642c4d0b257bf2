import { ASSIGNMENT_MESSAGES, CLIENT_MESSAGES, can, OVERDUE_MESSAGES, plural } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, CalendarCheck, CalendarClock, Plus, UserCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ClientView, clientQuery } from '../../../api/clients';
import { useSession } from '../../../api/session';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  CARD_GRID,
  CardGridSkeleton,
  ListLoadFailed,
  ListToolbar,
  MorePages,
  NoMatches,
  SearchField,
} from '../../../components/ui/list-page';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useClients } from '../api/get-clients';
import { assignedFromSearch, withAssigned } from '../assigned-filter';
import { dueFromSearch, withDue } from '../due-filter';
import { useClientActions } from '../hooks/use-client-actions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ClientCard, ClientCardSkeleton } from './client-card';

/**
 * /clients: newest first; a search lists the names and emails that start with its term first.
 * Searched and paged on the server (docs/decisions/012).
 */
export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const view: ClientView = params.get('archived') === '1' ? 'archived' : 'active';
  const assigned = assignedFromSearch(params);
  // Archived clients are never overdue: the filter belongs to the active list.
  const due = view === 'active' ? dueFromSearch(params) : undefined;
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const clients = useClients(view, q, assigned, due);
  // A Member's list is only their clients anyway: the filter is for those who see everyone's.
  const role = useSession().data?.role;
  const canFilter = role ? can(role, 'clients.all') : false;
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

  const setAssigned = (mine: boolean) =>
    setParams((current) => withAssigned(current, mine ? 'me' : undefined), { replace: true });

  const setOverdue = (on: boolean) =>
    setParams((current) => withDue(current, on ? 'overdue' : undefined), { replace: true });

  const prefetch = (id: string) => void queryClient.prefetchQuery(clientQuery(id));

  const pages = clients.data?.pages ?? [];
  const list = pages.flatMap((page) => page.clients);
  const archivedCount = pages[0]?.archivedCount;
  const overdueCount = pages[0]?.overdueCount;
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

      <ListToolbar>
        <SearchField
          id="client-search"
          label="Search clients"
          value={search}
          onChange={setSearch}
          placeholder="Search by client, project or email..."
          maxLength={200}
        />
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          {canFilter ? (
            <Button
              variant={assigned ? 'primary' : 'secondary'}
              aria-pressed={assigned === 'me'}
              onClick={() => setAssigned(!assigned)}
            >
              <UserCheck aria-hidden="true" className="size-4" />
              {ASSIGNMENT_MESSAGES.assignedToMe}
            </Button>
          ) : null}
          {view === 'active' ? (
            <Button
              variant={due ? 'primary' : 'secondary'}
              aria-pressed={due === 'overdue'}
              onClick={() => setOverdue(!due)}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {overdueCount === undefined ? OVERDUE_MESSAGES.filter : OVERDUE_MESSAGES.filterCount(overdueCount)}
            </Button>
          ) : null}
          <Button
            variant={view === 'archived' ? 'primary' : 'secondary'}
            onClick={() => setView(view === 'archived' ? 'active' : 'archived')}
          >
            <Archive aria-hidden="true" className="size-4" />
            {view === 'archived'
              ? CLIENT_MESSAGES.hideArchived
              : archivedCount === undefined
                ? 'Show Archived'
                : CLIENT_MESSAGES.showArchived(archivedCount)}
          </Button>
        </div>
      </ListToolbar>

      {view === 'archived' ? (
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">Archived clients</h2>
      ) : null}

      {clients.isError && list.length === 0 ? (
        <ListLoadFailed
          action={
            <Button variant="secondary" className="mt-6" onClick={() => clients.refetch()} busy={clients.isFetching}>
              {CLIENT_MESSAGES.loadFailedAction}
            </Button>
          }
        >
          <p className="mt-4 text-base font-semibold text-slate-900">{CLIENT_MESSAGES.loadFailed}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{clients.error.message}</p>
        </ListLoadFailed>
      ) : clients.isPending ? (
        <CardGridSkeleton label="Loading clients..." card={ClientCardSkeleton} />
      ) : list.length === 0 ? (
        searching ? (
          <NoMatches
            title="No clients found"
            description={`Nothing matches "${q || search.trim()}". Search by client name, project name or email.`}
            onClear={() => setSearch('')}
          />
        ) : due ? (
          <EmptyState
            icon={CalendarCheck}
            title={OVERDUE_MESSAGES.noOverdueClients}
            description={OVERDUE_MESSAGES.noOverdueClientsDetail}
            action={
              <Button variant="secondary" onClick={() => setOverdue(false)}>
                {OVERDUE_MESSAGES.showAllClients}
              </Button>
            }
          />
        ) : assigned && canFilter ? (
          <EmptyState
            icon={UserCheck}
            title={ASSIGNMENT_MESSAGES.noneAssignedToMe}
            description={ASSIGNMENT_MESSAGES.noneAssignedToMeDetail}
            action={
              <Button variant="secondary" onClick={() => setAssigned(false)}>
                {ASSIGNMENT_MESSAGES.allClients}
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
            className={cn(CARD_GRID, 'transition-opacity duration-150', stale && 'opacity-60')}
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
          <MorePages query={clients} label="Load more" failed={CLIENT_MESSAGES.loadFailed} />
        </>
      )}
      {actions.deleteDialog}
    </>
  );
}
