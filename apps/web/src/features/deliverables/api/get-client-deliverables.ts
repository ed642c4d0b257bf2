import type { ClientDeliverablesResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliverableKeys, deliverablesPath } from './query-keys';

/** GET /api/clients/:clientId/deliverables; a missing or foreign client rejects with a 404 ApiError. */
export const getClientDeliverables = (clientId: string, signal?: AbortSignal) =>
  apiFetch<ClientDeliverablesResponse>(deliverablesPath(clientId), { signal });

export function useClientDeliverables(clientId: string) {
  return useQuery({
    queryKey: deliverableKeys.client(clientId),
    queryFn: ({ signal }) => getClientDeliverables(clientId, signal),
  });
}
