import type { AssignedFilter, ClientDueFilter } from '@bloom/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ClientView, clientListQuery } from '../../../api/clients';

/**
 * The list with 'Load more' (keyset cursor pages; docs/decisions/012); `assigned` 'me': only one's
 * own; `due` 'overdue': only those with a stage past its due date.
 */
export function useClients(view: ClientView, q: string, assigned?: AssignedFilter, due?: ClientDueFilter) {
  return useInfiniteQuery(clientListQuery(view, q, assigned, due));
}
