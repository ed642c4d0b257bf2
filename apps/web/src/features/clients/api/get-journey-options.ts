import type { JourneyDto, JourneyListResponse, JourneyResponse, JourneySummaryDto } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/journeys: the built-ins and the workspace's journeys a client can follow. */
export function useJourneyOptions() {
  return useQuery({
    queryKey: clientKeys.journeyOptions(),
    queryFn: async ({ signal }): Promise<JourneySummaryDto[]> =>
      (await apiFetch<JourneyListResponse>('/api/journeys', { signal })).journeys,
  });
}

/** GET /api/journeys/:id, for the selected journey's welcome message; idle without an id. */
export function useJourneyIntro(id: string | null) {
  return useQuery({
    queryKey: clientKeys.journey(id ?? ''),
    queryFn: async ({ signal }): Promise<JourneyDto> =>
      (await apiFetch<JourneyResponse>(`/api/journeys/${encodeURIComponent(id ?? '')}`, { signal })).journey,
    enabled: Boolean(id),
    select: (journey) => journey.introText ?? '',
  });
}
