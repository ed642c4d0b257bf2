import type { JourneyDto } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyKeys } from '../../../api/journeys';
import { api } from '../../../lib/api-client';

/** POST /api/journeys/:id/duplicate → 201: a workspace copy (a built-in's copy keeps its name). */
export function useDuplicateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (journey: Pick<JourneyDto, 'id' | 'name'>) =>
      (await api('POST /api/journeys/{id}/duplicate', { params: { id: journey.id } })).journey,
    onSuccess: async (copy) => {
      queryClient.setQueryData(journeyKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
