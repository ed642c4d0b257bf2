import type { JourneyListResponse, JourneySummaryDto } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKeys } from './query-keys';

/** GET /api/journeys: built-ins plus the workspace's journeys, newest first, as summaries (no stages). */
export const getJourneys = async (signal?: AbortSignal): Promise<JourneySummaryDto[]> =>
  (await apiFetch<JourneyListResponse>('/api/journeys', { signal })).journeys;

export function useJourneys() {
  return useQuery({ queryKey: journeyKeys.list(), queryFn: ({ signal }) => getJourneys(signal) });
}
