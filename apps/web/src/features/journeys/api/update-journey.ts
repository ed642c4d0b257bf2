import type { JourneyDto, JourneyResponse, updateJourneySchema } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys, journeyPath } from './query-keys';

export type UpdateJourneyInput = z.input<typeof updateJourneySchema>;

/** PATCH /api/journeys/:id: name, description and/or welcome message. Built-ins answer 403. */
export const updateJourney = async (id: string, input: UpdateJourneyInput): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>(journeyPath(id), { method: 'PATCH', body: input })).journey;

export function useUpdateJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateJourneyInput }) => updateJourney(id, input),
    onSuccess: async (journey) => {
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
  });
}
