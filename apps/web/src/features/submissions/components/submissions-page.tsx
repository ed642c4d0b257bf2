import { SUBMISSION_MESSAGES } from '@bloom/core';
import { Inbox, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SubmissionCardSkeleton } from '../../../components/domain/submission-parts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { MorePages } from '../../../components/ui/list-page';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useSubmissions } from '../api/get-submissions';
import {
  type FilterKey,
  hasFilters,
  isRangeInverted,
  readFilters,
  withFilter,
  withoutFilters,
} from '../submission-filters';
import { SubmissionFiltersBar } from './submission-filters-bar';
import { SubmissionRow } from './submission-row';

/** /submissions: every submission of the workspace, newest first, filtered through the address. */
export function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const inverted = isRangeInverted(filters);
  const query = useSubmissions(filters, !inverted);
  const filtered = hasFilters(filters);
  const list = query.data?.pages.flatMap((p) => p.submissions) ?? [];
  const stale = query.isPlaceholderData;

  // Filters replace the entry, so Back leaves the inbox instead of stepping through each filter.
  const setFilter = (key: FilterKey, value: string) =>
    setParams((current) => withFilter(current, key, value), { replace: true });
  const clear = () => setParams((current) => withoutFilters(current), { replace: true });
  const inboxSearch = params.toString() ? `?${params}` : '';

  const noMatches = !inverted && query.data && list.length === 0 && filtered;

  return (
    <>
      <PageHeader title={SUBMISSION_MESSAGES.title} description={SUBMISSION_MESSAGES.description} />
      <SubmissionFiltersBar filters={filters} onChange={setFilter} onClear={noMatches ? undefined : clear} />

      {inverted ? (
        <Alert tone="warning">{SUBMISSION_MESSAGES.invalidDateRange}</Alert>
      ) : query.isError && !query.data ? (
        <LoadError query={query} title={SUBMISSION_MESSAGES.loadFailed} />
      ) : !query.data ? (
        <Loading label="Loading submissions..." className="space-y-4">
          {[0, 1, 2].map((i) => (
            <SubmissionCardSkeleton key={i} />
          ))}
        </Loading>
      ) : noMatches ? (
        <EmptyState
          icon={SearchX}
          title={SUBMISSION_MESSAGES.noMatches}
          description={SUBMISSION_MESSAGES.noMatchesDetail}
          action={
            <Button variant="secondary" onClick={clear}>
              {SUBMISSION_MESSAGES.clearFilters}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={SUBMISSION_MESSAGES.empty}
          description={SUBMISSION_MESSAGES.emptyDetail}
          action={
            <Button asChild variant="secondary">
              <Link to="/clients">View clients</Link>
            </Button>
          }
        />
      ) : (
        <>
          <section
            aria-label="Submissions"
            aria-busy={stale || undefined}
            className={cn('space-y-4 transition-opacity duration-150', stale && 'opacity-60')}
          >
            {list.map((s) => (
              <SubmissionRow key={s.id} submission={s} inboxSearch={inboxSearch} />
            ))}
          </section>
          <MorePages query={query} label={SUBMISSION_MESSAGES.loadMore} failed={SUBMISSION_MESSAGES.loadFailed} />
        </>
      )}
    </>
  );
}
