import { useQuery } from '@tanstack/react-query';
import { insightSummaryQuery } from '../../../api/insights';

/** The dashboard's insight card: GET /api/insights/summary. */
export function useInsightSummary() {
  return useQuery(insightSummaryQuery());
}
