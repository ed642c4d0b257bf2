import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/** A client's history, under the client's detail key, so refreshing a client refreshes it too. */
export const clientHistoryKeys = {
  client: (clientId: string) => [...clientKeys.detail(clientId), 'history'] as const,
};

/**
 * GET /api/clients/{id}/history: 50 items a page, newest first, each next page `before` the last
 * one's cursor; 404 for a foreign client. An erased client answers `erased` and its erasure alone.
 */
export const clientHistoryQuery = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: clientHistoryKeys.client(clientId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/clients/{id}/history', {
        params: { id: clientId },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // What the client does in the portal happens while the page is elsewhere.
    refetchOnMount: 'always',
  });
