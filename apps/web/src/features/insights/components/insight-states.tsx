import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadError, Loading, type Retryable } from '../../../components/ui/load-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars, TileSkeletons } from '../../../components/ui/skeleton-blocks';

/** A number tile: label, the value large and tabular, a line under it. */
export function Tile({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1.5 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </Card>
  );
}

/**
 * Before the first answer: the page's shape while it loads, or what went wrong in plain words and
 * the way to try again.
 */
export function InsightsPending({ query }: { query: Retryable & { isError: boolean } }) {
  return query.isError ? <LoadError query={query} title="Could not load insights" /> : <InsightsSkeleton />;
}

/** Shaped like the page: tiles, the funnel beside the times, two lists. */
function InsightsSkeleton() {
  return (
    <Loading label="Loading insights..." className="space-y-6">
      <TileSkeletons count={4} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" label="w-24" value="w-16" />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="space-y-5 p-6 lg:col-span-3">
          <Skeleton className="h-5 w-40" />
          {[100, 80, 62, 45, 30].map((w) => (
            <div key={w} className="flex items-center gap-4">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 flex-1" style={{ maxWidth: `${w}%` }} />
            </div>
          ))}
        </Card>
        <Card className="space-y-4 p-6 lg:col-span-2">
          <Skeleton className="h-5 w-36" />
          <div className="grid grid-cols-2 gap-4">
            <Bars bars={['h-10', 'h-10']} />
          </div>
          <Skeleton className="h-28" />
        </Card>
      </div>
    </Loading>
  );
}
