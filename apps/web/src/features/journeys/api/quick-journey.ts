import type { QuickJourneyInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyKeys } from '../../../api/journeys';
import { api } from '../../../lib/api-client';

/** POST /api/journeys/quick → 201: a template's stages in the chosen phases. 400 carries a QUICK_JOURNEY_MESSAGES text. */
export function useQuickJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuickJourneyInput) => (await api('POST /api/journeys/quick', { body: input })).journey,
    onSuccess: async (journey) => {
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
