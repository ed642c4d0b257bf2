import type { JourneyDto, JourneyResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys, journeyPath } from './query-keys';

/** GET /api/journeys/:id; a missing or foreign id rejects with a 404 ApiError. */
export const getJourney = async (id: string, signal?: AbortSignal): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>(journeyPath(id), { signal })).journey;

export function useJourney(id: string) {
  return useQuery({ queryKey: journeyKeys.detail(id), queryFn: ({ signal }) => getJourney(id, signal) });
}
