import { useQuery } from '@tanstack/react-query';
import { journeyQuery } from '../../../api/journeys';

export function useJourney(id: string) {
  return useQuery(journeyQuery(id));
}
