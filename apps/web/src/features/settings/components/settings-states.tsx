import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Retryable } from '../../../components/ui/load-state';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';

/** A settings card while its data loads: a title, `fields` label-and-input pairs and a button. */
export function SettingsCardSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading settings" className="space-y-5 p-5 sm:p-6">
      <div className="space-y-2">
        <Bars bars={['h-5 w-40', 'h-4 w-full max-w-md']} />
      </div>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Bars bars={['h-4 w-28', 'h-10 w-full rounded-lg']} />
        </div>
      ))}
      <div className="flex justify-end">
        <Skeleton className="h-10 w-32 rounded-lg" />
      </div>
    </Card>
  );
}

/** What failed in plain words, and a retry. */
export function SettingsLoadError({ query }: { query: Retryable }) {
  return <RetryAlert title="We couldn't load your settings" query={query} />;
}

/**
 * A settings page's body: its forms once the data is there, the error with a retry, and until
 * then one skeleton card per number in `cards` (the fields each card shows).
 */
export function SettingsLoadState<T>({
  query,
  cards,
  children,
}: {
  query: Retryable & { data: T | undefined };
  cards: number[];
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <SettingsLoadError query={query} />;
  const skeletons = cards.map((fields, i) => <SettingsCardSkeleton key={i} fields={fields} />);
  return skeletons.length === 1 ? skeletons[0] : <div className="space-y-6">{skeletons}</div>;
}
