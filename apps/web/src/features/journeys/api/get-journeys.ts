import { useQuery } from '@tanstack/react-query';
import { journeyListQuery } from '../../../api/journeys';

export function useJourneys() {
  return useQuery(journeyListQuery());
}
