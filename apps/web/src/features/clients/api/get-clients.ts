import { useInfiniteQuery } from '@tanstack/react-query';
import { type ClientView, clientListQuery } from '../../../api/clients';

/** The list with 'Load more' (keyset cursor pages; docs/decisions/012). */
export function useClients(view: ClientView, q: string) {
  return useInfiniteQuery(clientListQuery(view, q));
}
