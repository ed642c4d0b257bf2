import type { ClientDeliverablesResponse, CreateDeliverableInput, DeliverableResponse } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { withDeliverable, withoutDeliverable } from './deliverables-cache';
import { deliverableKeys, deliverablesPath } from './query-keys';

/** POST /api/clients/:clientId/deliverables: a link or a note → 201 { deliverable }. */
export const createDeliverable = async (clientId: string, input: CreateDeliverableInput) =>
  (await apiFetch<DeliverableResponse>(deliverablesPath(clientId), { method: 'POST', body: input })).deliverable;

/** DELETE /api/clients/:clientId/deliverables/:deliverableId → { ok: true }. */
export const deleteDeliverable = (clientId: string, deliverableId: string) =>
  apiFetch<{ ok: true }>(`${deliverablesPath(clientId)}/${encodeURIComponent(deliverableId)}`, { method: 'DELETE' });

export function useCreateDeliverable(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDeliverableInput) => createDeliverable(clientId, input),
    onSuccess: (deliverable) => {
      queryClient.setQueryData<ClientDeliverablesResponse>(deliverableKeys.client(clientId), (data) =>
        data ? withDeliverable(data, deliverable) : data,
      );
      return queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
    },
  });
}

export function useDeleteDeliverable(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliverableId: string) => deleteDeliverable(clientId, deliverableId),
    onSuccess: (_ok, deliverableId) => {
      queryClient.setQueryData<ClientDeliverablesResponse>(deliverableKeys.client(clientId), (data) =>
        data ? withoutDeliverable(data, deliverableId) : data,
      );
      return queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
    },
  });
}
