import { useQuery } from '@tanstack/react-query';
import { journeyListQuery, journeyQuery } from '../../../api/journeys';

/** GET /api/journeys: the built-ins and the workspace's journeys a client can follow. */
export function useJourneyOptions() {
  return useQuery(journeyListQuery());
}

/** GET /api/journeys/:id, for the selected journey's welcome message; idle without an id. */
export function useJourneyIntro(id: string | null) {
  return useQuery({
    ...journeyQuery(id ?? ''),
    enabled: Boolean(id),
    select: (journey) => journey.introText ?? '',
  });
}
