import type { createJourneySchema, JourneyDto, JourneyResponse } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys } from './query-keys';

export type CreateJourneyInput = z.input<typeof createJourneySchema>;

/** POST /api/journeys → 201: an empty workspace journey. */
export const createJourney = async (input: CreateJourneyInput): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>('/api/journeys', { method: 'POST', body: input })).journey;

export function useCreateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJourney,
    onSuccess: async (journey) => {
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
