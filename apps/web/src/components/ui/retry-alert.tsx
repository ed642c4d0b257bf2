import { Alert } from './alert';
import { Button } from './button';
import type { Retryable } from './load-state';

/**
 * A part of a page (a settings form, a list under its header) that could not load: an error alert
 * with what went wrong and a small "Try again", which refetches and says "Retrying..." meanwhile.
 * A whole page that failed uses `LoadError` (load-state.tsx) instead.
 */
export function RetryAlert({ title, query }: { title: string; query: Retryable }) {
  return (
    <Alert tone="error" title={title}>
      <p>{query.error?.message}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => void query.refetch()}
        busy={query.isFetching}
        busyText="Retrying..."
      >
        Try again
      </Button>
    </Alert>
  );
}
