import type { JourneyDto } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys, journeyPath } from './query-keys';

/** DELETE /api/journeys/:id → { ok: true }. Its clients stay, without a journey. */
export const deleteJourney = (id: string) => apiFetch<{ ok: true }>(journeyPath(id), { method: 'DELETE' });

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: Pick<JourneyDto, 'id' | 'name'>) => deleteJourney(journey.id),
    // The deleted journey's details stay cached until they are unused: removing them here would make
    // an open details page refetch (and flash 'Journey not found') before it navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.list() }),
  });
}
