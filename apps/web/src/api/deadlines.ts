import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/** Due dates: a client's, under the client's detail key, so refreshing a client refreshes them too. */
export const dueDateKeys = {
  client: (clientId: string) => [...clientKeys.detail(clientId), 'due-dates'] as const,
};

/** GET /api/clients/{id}/due-dates: each stage's date on the client's clock; 404 for a foreign client. */
export const clientDueDatesQuery = (clientId: string) =>
  queryOptions({
    queryKey: dueDateKeys.client(clientId),
    queryFn: ({ signal }) => api('GET /api/clients/{id}/due-dates', { params: { id: clientId }, signal }),
    // Today moves on, and the client's answers close stages while the page is elsewhere.
    refetchOnMount: 'always',
  });
