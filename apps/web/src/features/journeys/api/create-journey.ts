import type { ApiBody } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeyKeys } from '../../../api/journeys';
import { api } from '../../../lib/api-client';
import { useSubmissionKeys } from '../../../lib/idempotency-key';

type CreateJourneyInput = ApiBody<'POST /api/journeys'>;

/**
 * POST /api/journeys → 201: an empty workspace journey. One Idempotency-Key per submission, so a
 * retry after a network error cannot create the journey twice.
 */
export function useCreateJourney() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async (input: CreateJourneyInput) =>
      (await api('POST /api/journeys', { body: input, idempotencyKey: keys.keyFor(input) })).journey,
    onSuccess: async (journey) => {
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      await queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
    onSettled: (_journey, error) => keys.settled(error),
  });
}
