import type { JourneyDto, JourneyResponse, QuickJourneyInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys } from './query-keys';

/** POST /api/journeys/quick → 201: a template's stages in the chosen phases. 400 carries a QUICK_JOURNEY_MESSAGES text. */
export const quickJourney = async (input: QuickJourneyInput): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>('/api/journeys/quick', { method: 'POST', body: input })).journey;

export function useQuickJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickJourney,
    onSuccess: async (journey) => {
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
