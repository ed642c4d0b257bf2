import type { LandingReport } from '@bloom/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const landingReportQueryKey = (from: string, to: string) => ['admin', 'landing', from, to] as const;

/** GET /api/admin/landing: 404 for anyone not in ADMIN_EMAILS, 400 for a bad period. */
export const getLandingReport = (from: string, to: string, signal?: AbortSignal) =>
  apiFetch<LandingReport>(`/api/admin/landing?${new URLSearchParams({ from, to })}`, { signal });

/** The report of a period; the previous period's stays on screen while the next one loads. */
export function useLandingReport(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: landingReportQueryKey(period?.from ?? '', period?.to ?? ''),
    queryFn: ({ signal }) => getLandingReport(period?.from ?? '', period?.to ?? '', signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
