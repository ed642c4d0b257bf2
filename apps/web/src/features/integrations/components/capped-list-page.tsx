import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Retryable } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';

interface CappedListPageProps<T> {
  title: string;
  description: string;
  query: Retryable & { data: T[] | undefined; isPending: boolean; isError: boolean };
  /** What could not be loaded, e.g. "We couldn't load your webhooks". */
  errorTitle: string;
  /** The add button: in the empty state while the list is empty, in the header after. */
  addButton: ReactNode;
  skeleton: ReactNode;
  empty: { icon: LucideIcon; title: string; description: string };
  /** Said above the list once it reached the workspace's limit (the add button is then disabled). */
  fullNotice: ReactNode;
  /** Above the list and its states. */
  before?: ReactNode;
  children: (list: T[]) => ReactNode;
}

/**
 * An integration's page that lists what the workspace set up (webhook endpoints, API keys), up to
 * a limit: its states (loading, a retry, empty with the add button) and the notice at the limit.
 */
export function CappedListPage<T>({
  title,
  description,
  query,
  errorTitle,
  addButton,
  skeleton,
  empty,
  fullNotice,
  before,
  children,
}: CappedListPageProps<T>) {
  const list = query.data ?? [];
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        back={{ to: '/settings/integrations', label: 'Back to Integrations' }}
        actions={list.length > 0 ? addButton : undefined}
      />
      <div className="space-y-4">
        {before}
        {query.isPending ? (
          skeleton
        ) : query.isError ? (
          <RetryAlert title={errorTitle} query={query} />
        ) : list.length === 0 ? (
          <EmptyState {...empty} action={addButton} />
        ) : (
          <>
            {fullNotice ? <Alert tone="info">{fullNotice}</Alert> : null}
            {children(list)}
          </>
        )}
      </div>
    </>
  );
}
