import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * The states a page shows before (or instead of) its data, in one place:
 *
 * - `Loading`: the skeleton shaped like the content, busy for assistive tech, with one status line
 *   for screen readers (`<Loading label="Loading clients...">…skeleton…</Loading>`);
 * - `LoadError`: what went wrong in plain words and "Try again", which refetches and shows
 *   "Retrying..." while it does; optionally the way back beside it, and a `notFound` block shown
 *   instead when the answer was a 404 (`<LoadError query={client} title="Could not load…" />`);
 * - `NotFound`: a missing thing and only the way back;
 * - `LoadState`: the three together for one query: the skeleton until the first answer, the error
 *   when that failed, an empty state when the data holds nothing, else the content.
 */

/** What a retry needs of a query; a TanStack Query result fits as it is. */
export interface Retryable {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A link back to the page above (its address and its words). */
export interface BackTo {
  to: string;
  label: string;
}

export function Loading({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

export function NotFound({
  icon,
  title,
  description,
  back,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  back: BackTo;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}

export interface LoadErrorProps {
  query: Retryable;
  /** What could not be loaded, e.g. 'Could not load the testimonial'. */
  title: string;
  /** Shown (secondary) beside Try again. */
  back?: BackTo;
  /** Shown instead when the query failed with a 404. */
  notFound?: ReactNode;
  className?: string;
}

export function LoadError({ query, title, back, notFound, className }: LoadErrorProps) {
  if (notFound && isApiError(query.error, 404)) return notFound;
  return (
    <EmptyState
      className={className}
      icon={CircleAlert}
      title={title}
      description={`${query.error?.message ?? ''} Check your connection and try again.`}
      action={
        <>
          {back ? (
            <Button asChild variant="secondary">
              <Link to={back.to}>{back.label}</Link>
            </Button>
          ) : null}
          <Button onClick={() => void query.refetch()} busy={query.isFetching} busyText="Retrying...">
            Try again
          </Button>
        </>
      }
    />
  );
}

export interface LoadStateProps<T> extends Omit<LoadErrorProps, 'query'> {
  query: Retryable & { data: T | undefined };
  /** Shown until the first answer (usually inside `Loading`). */
  skeleton: ReactNode;
  /** Shown instead of the content when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** One query's pending, error and empty states, then its content; a failed refetch keeps the data shown. */
export function LoadState<T>({ query, skeleton, empty, isEmpty, children, ...error }: LoadStateProps<T>) {
  if (query.data === undefined) return query.error ? <LoadError query={query} {...error} /> : skeleton;
  if (empty && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
