import { useQuery } from '@tanstack/react-query';
import { landingReportQuery } from '../../../api/admin';

/** The report of a period; idle until the period is valid. */
export function useLandingReport(period: { from: string; to: string } | null) {
  return useQuery({ ...landingReportQuery(period?.from ?? '', period?.to ?? ''), enabled: period !== null });
}
