import type { JourneyDto } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyKeys } from '../../../api/journeys';
import { api } from '../../../lib/api-client';

/** DELETE /api/journeys/:id → { ok: true }. Its clients stay, without a journey. */
export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: Pick<JourneyDto, 'id' | 'name'>) =>
      api('DELETE /api/journeys/{id}', { params: { id: journey.id } }),
    // The deleted journey's details stay cached until they are unused: removing them here would make
    // an open details page refetch (and flash 'Journey not found') before it navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.list() }),
  });
}
