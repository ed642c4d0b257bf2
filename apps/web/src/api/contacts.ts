import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/**
 * A client's contacts (issue 33): each their own portal link, invitation and unsubscribe. The list
 * sits under the client's detail key, so refreshing a client refreshes its contacts too.
 */
export const contactKeys = {
  list: (clientId: string) => [...clientKeys.detail(clientId), 'contacts'] as const,
};

/** GET /api/clients/{id}/contacts: the primary contact and the others; 404 for a foreign client. */
export const contactsQuery = (clientId: string) =>
  queryOptions({
    queryKey: contactKeys.list(clientId),
    queryFn: async ({ signal }) =>
      (await api('GET /api/clients/{id}/contacts', { params: { id: clientId }, signal })).contacts,
  });
