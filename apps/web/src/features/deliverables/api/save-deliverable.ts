import type { ClientDeliverablesResponse, CreateDeliverableInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliverableKeys } from '../../../api/deliverables';
import { api } from '../../../lib/api-client';
import { useSubmissionKeys } from '../../../lib/idempotency-key';
import { withDeliverable, withoutDeliverable } from './deliverables-cache';

/**
 * POST /api/clients/:clientId/deliverables: a link or a note → 201 { deliverable }. One
 * Idempotency-Key per submission, so a retry after a network error cannot add it twice.
 */
export function useCreateDeliverable(clientId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async (input: CreateDeliverableInput) =>
      (
        await api('POST /api/clients/{clientId}/deliverables', {
          params: { clientId },
          body: input,
          idempotencyKey: keys.keyFor(input),
        })
      ).deliverable,
    onSuccess: (deliverable) => {
      queryClient.setQueryData<ClientDeliverablesResponse>(deliverableKeys.client(clientId), (data) =>
        data ? withDeliverable(data, deliverable) : data,
      );
      return queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
    },
    onSettled: (_deliverable, error) => keys.settled(error),
  });
}

/** DELETE /api/clients/:clientId/deliverables/:deliverableId → { ok: true }. */
export function useDeleteDeliverable(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliverableId: string) =>
      api('DELETE /api/clients/{clientId}/deliverables/{deliverableId}', { params: { clientId, deliverableId } }),
    onSuccess: (_ok, deliverableId) => {
      queryClient.setQueryData<ClientDeliverablesResponse>(deliverableKeys.client(clientId), (data) =>
        data ? withoutDeliverable(data, deliverableId) : data,
      );
      return queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
    },
  });
}
