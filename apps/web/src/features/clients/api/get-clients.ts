import type { ClientListResponse } from '@bloom/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

export type ClientView = 'active' | 'archived';

/** GET /api/clients: one page of cards, newest first, searched by client name, project name or email. */
export function getClients(
  { view, q, cursor }: { view: ClientView; q: string; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ClientListResponse> {
  const params = new URLSearchParams({ status: view });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<ClientListResponse>(`/api/clients?${params}`, { signal });
}

/** The list with 'Load more' (keyset cursor pages; docs/decisions/012). */
export function useClients(view: ClientView, q: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.list(view, q),
    queryFn: ({ pageParam, signal }) => getClients({ view, q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search runs, the previous results stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
