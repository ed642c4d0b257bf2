import type { ClientDueDatesDto } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { dashboardKeys } from '../../../api/dashboard';
import { clientDueDatesQuery, dueDateKeys } from '../../../api/deadlines';
import { api } from '../../../lib/api-client';

export const useClientDueDates = (clientId: string) => useQuery(clientDueDatesQuery(clientId));

/**
 * PUT /api/clients/{id}/due-dates/{stageId}: the owner's date for a stage, or null for the
 * journey's rule. The answer (every stage again) replaces the cached dates; the lists and the
 * dashboard, which count overdue clients, are read again.
 */
export function useSetDueDate(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, overrideOn }: { stageId: string; overrideOn: string | null }) =>
      api('PUT /api/clients/{id}/due-dates/{stageId}', { params: { id: clientId, stageId }, body: { overrideOn } }),
    onSuccess: (dates) => {
      queryClient.setQueryData<ClientDueDatesDto>(dueDateKeys.client(clientId), dates);
      for (const queryKey of [clientKeys.lists(), dashboardKeys.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
