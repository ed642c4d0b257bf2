import type { JourneyDto, JourneyResponse } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys, journeyPath } from './query-keys';

/** POST /api/journeys/:id/duplicate → 201: a workspace copy (a built-in's copy keeps its name). */
export const duplicateJourney = async (id: string): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>(`${journeyPath(id)}/duplicate`, { method: 'POST' })).journey;

export function useDuplicateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: Pick<JourneyDto, 'id' | 'name'>) => duplicateJourney(journey.id),
    onSuccess: async (copy) => {
      queryClient.setQueryData(journeyKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
