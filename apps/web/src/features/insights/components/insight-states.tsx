import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

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
export function InsightsPending({
  query,
}: {
  query: { isError: boolean; error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  if (!query.isError) return <InsightsSkeleton />;
  return (
    <EmptyState
      icon={CircleAlert}
      title="Could not load insights"
      description={`${query.error?.message ?? ''} Check your connection and try again.`}
      action={
        <Button busy={query.isFetching} busyText="Retrying..." onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}

/** Shaped like the page: tiles, the funnel beside the times, two lists. */
function InsightsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        Loading insights...
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="p-4 sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
          </Card>
        ))}
      </div>
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
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-28" />
        </Card>
      </div>
    </div>
  );
}
