import type { AssignedFilter } from '@bloom/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ClientView, clientListQuery } from '../../../api/clients';

/** The list with 'Load more' (keyset cursor pages; docs/decisions/012); `assigned` 'me': only one's own. */
export function useClients(view: ClientView, q: string, assigned?: AssignedFilter) {
  return useInfiniteQuery(clientListQuery(view, q, assigned));
}
