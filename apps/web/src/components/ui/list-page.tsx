import { CircleAlert, Search, SearchX, X } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { inputClasses } from './input';
import { Loading } from './load-state';

/** The pieces of a searchable list page (clients, journeys): its toolbar, its states and its paging. */

/** The row above the list: the search, and (right of it on a wide screen) the list's other control. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>;
}

interface SearchFieldProps {
  id: string;
  /** For screen readers, e.g. 'Search clients'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}

/** A search input with a magnifier and a button that clears it. */
export function SearchField({ id, label, value, onChange, placeholder, maxLength }: SearchFieldProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={cn(inputClasses, 'pl-9 [&::-webkit-search-cancel-button]:hidden', value && 'pr-10')}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search text"
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/** Nothing matches the search: what was searched, and the way to clear it. */
export function NoMatches({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}

/** The list could not load: an alert card with what happened (children) and the way out (a button). */
export function ListLoadFailed({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      {children}
      {action}
    </Card>
  );
}

/** The grid the list's cards sit in. */
export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Six card skeletons in the list's grid. */
export function CardGridSkeleton({ label, card: CardSkeleton }: { label: string; card: ComponentType }) {
  return (
    <Loading label={label} className={CARD_GRID}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <CardSkeleton key={i} />
      ))}
    </Loading>
  );
}

interface PagedQuery {
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  error: Error | null;
}

interface MorePagesProps {
  query: PagedQuery;
  label: string;
  /** Says a failed page's error under the button, after this title. */
  failed?: string;
  /** The space above the button. */
  className?: string;
}

/** Under a paged list: "Load more" while there are pages left, and (with `failed`) a failed page's error. */
export function MorePages({ query, label, failed, className = 'mt-8' }: MorePagesProps) {
  return (
    <>
      {query.hasNextPage ? (
        <div className={cn('flex justify-center', className)}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
            busyText="Loading..."
          >
            {label}
          </Button>
        </div>
      ) : null}
      {failed && query.error ? (
        <p role="alert" className="mt-4 text-center text-sm text-red-700">
          {failed}: {query.error.message}
        </p>
      ) : null}
    </>
  );
}
