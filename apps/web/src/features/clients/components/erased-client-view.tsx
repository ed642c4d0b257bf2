import { HISTORY_MESSAGES as M } from '@bloom/core';
import type { ReactNode } from 'react';
import { type BackTo, Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { HeaderSkeleton } from '../../../components/ui/skeleton-blocks';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { useClientHistory } from '../api/client-history';
import { ClientHistoryCard } from './client-history-card';

/**
 * What the client page shows when the client answers 404: an erased client (its history still
 * answers, with the erasure alone) says who erased it and when, with that history; any other
 * missing client shows `notFound`.
 */
export function ErasedOrNotFound({
  clientId,
  back,
  notFound,
}: {
  clientId: string;
  back: BackTo;
  notFound: ReactNode;
}) {
  const history = useClientHistory(clientId);
  const erased = history.data?.pages[0]?.erased;
  if (history.isPending) {
    return (
      <Loading label={M.loading}>
        <HeaderSkeleton back="w-32" title="w-48" description="h-4 w-80" />
      </Loading>
    );
  }
  if (!erased) return notFound;
  return (
    <>
      <PageHeader
        title={M.erasedTitle}
        back={back}
        description={M.erasedDetail(erased.byName, formatOwnerDate(erased.at))}
      />
      <div className="max-w-3xl">
        <ClientHistoryCard clientId={clientId} />
      </div>
    </>
  );
}
