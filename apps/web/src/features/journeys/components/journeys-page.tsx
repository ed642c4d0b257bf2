import { JOURNEY_MESSAGES, type JourneySummaryDto } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Route } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { journeyQuery } from '../../../api/journeys';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  CARD_GRID,
  CardGridSkeleton,
  ListLoadFailed,
  ListToolbar,
  NoMatches,
  SearchField,
} from '../../../components/ui/list-page';
import { PageHeader } from '../../../components/ui/page-header';
import { useJourneys } from '../api/get-journeys';
import { useJourneyActions } from '../hooks/use-journey-actions';
import { isBuiltin, plural } from '../journey-format';
import { JourneyCard, JourneyCardSkeleton } from './journey-card';

// The creation dialog (and the dialog primitives it brings) loads when it is first wanted.
const loadQuickDialog = () => import('./quick-journey-dialog');
const QuickJourneyDialog = lazy(() => loadQuickDialog().then((m) => ({ default: m.QuickJourneyDialog })));

/** Case-insensitive match on name or description. */
export function matchesSearch(journey: Pick<JourneySummaryDto, 'name' | 'description'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return journey.name.toLowerCase().includes(q) || (journey.description ?? '').toLowerCase().includes(q);
}

export function JourneysPage() {
  const journeys = useJourneys();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [creating, setCreatingState] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const setCreating = (open: boolean) => {
    if (open) setDialogWanted(true);
    setCreatingState(open);
  };
  const prefetchDialog = () => void loadQuickDialog();
  const actions = useJourneyActions();
  const queryClient = useQueryClient();
  const prefetch = (id: string) => void queryClient.prefetchQuery(journeyQuery(id));

  const all = journeys.data ?? [];
  const visible = all.filter((j) => matchesSearch(j, query));
  const own = visible.filter((j) => !isBuiltin(j));
  const builtins = visible.filter(isBuiltin);
  const hasOwn = all.some((j) => !isBuiltin(j));

  const section = (title: string, items: JourneySummaryDto[]) =>
    items.length === 0 ? null : (
      <section aria-label={title} className="space-y-3">
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {title} <span className="font-normal text-slate-500">· {items.length}</span>
        </h2>
        <div className={CARD_GRID}>
          {items.map((journey) => (
            <JourneyCard
              key={journey.id}
              journey={journey}
              onPrefetch={() => prefetch(journey.id)}
              duplicating={actions.duplicatingId === journey.id}
              onDuplicate={() => actions.duplicateJourney(journey)}
              onDelete={() => actions.askDelete(journey)}
            />
          ))}
        </div>
      </section>
    );

  return (
    <>
      <PageHeader
        title="Client Journeys"
        description="Reusable workflows of stages and forms that every client moves through, from onboarding to testimonial."
        actions={
          <Button onClick={() => setCreating(true)} onPointerEnter={prefetchDialog} onFocus={prefetchDialog}>
            <Plus aria-hidden="true" className="size-4" />
            Create Journey
          </Button>
        }
      />

      {journeys.isError ? (
        <ListLoadFailed
          action={
            <Button variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          }
        >
          <p className="mt-4 max-w-md text-sm font-medium text-slate-900">
            {JOURNEY_MESSAGES.loadError(journeys.error.message)}
          </p>
          <p className="mt-1 text-sm text-slate-600">Check your connection, then reload the page to try again.</p>
        </ListLoadFailed>
      ) : (
        <>
          <ListToolbar>
            <SearchField
              id="journey-search"
              label="Search journeys"
              value={search}
              onChange={setSearch}
              placeholder="Search journeys..."
            />
            {journeys.isSuccess ? (
              <p className="text-sm text-slate-600" aria-live="polite">
                {query.trim() ? `${plural(visible.length, 'journey')} found` : plural(all.length, 'journey')}
              </p>
            ) : null}
          </ListToolbar>

          {journeys.isPending ? (
            <CardGridSkeleton label="Loading journeys..." card={JourneyCardSkeleton} />
          ) : all.length === 0 ? (
            <EmptyState
              icon={Route}
              title="No journeys yet"
              description="Build a journey once (onboarding questions, milestone deliverables and a testimonial request) and reuse it for every client."
              action={<Button onClick={() => setCreating(true)}>Create Your First Journey</Button>}
            />
          ) : visible.length === 0 ? (
            <NoMatches
              title="No journeys found"
              description={`Nothing matches "${query.trim()}". Try another word, or clear the search to see every journey.`}
              onClear={() => setSearch('')}
            />
          ) : (
            <div className="space-y-10">
              {!hasOwn && !query.trim() ? (
                <Card className="flex flex-col gap-4 border-primary-200 bg-primary-50/50 p-5 sm:flex-row sm:items-center sm:p-6">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700 ring-1 ring-primary-200">
                    <Route aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">You have no journeys of your own yet</p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      Start from one of the templates below and keep the phases you need, or begin from scratch.
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    onClick={() => setCreating(true)}
                    onPointerEnter={prefetchDialog}
                    className="w-full sm:w-auto"
                  >
                    Create Your First Journey
                  </Button>
                </Card>
              ) : null}
              {section('Your Journeys', own)}
              {section('Starter Templates', builtins)}
            </div>
          )}
        </>
      )}

      {dialogWanted ? (
        <Suspense fallback={null}>
          <QuickJourneyDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
      {actions.deleteDialog}
    </>
  );
}
