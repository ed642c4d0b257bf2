import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** One client's milestones and deliverables live under ['deliverables', clientId]. */
export const deliverableKeys = {
  all: ['deliverables'] as const,
  client: (clientId: string) => ['deliverables', clientId] as const,
};

/** GET /api/clients/:clientId/deliverables; a missing or foreign client rejects with a 404 ApiError. */
export const clientDeliverablesQuery = (clientId: string) =>
  queryOptions({
    queryKey: deliverableKeys.client(clientId),
    queryFn: ({ signal }) => api('GET /api/clients/{clientId}/deliverables', { params: { clientId }, signal }),
  });
