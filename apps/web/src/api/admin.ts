import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const adminKeys = {
  landingReport: (from: string, to: string) => ['admin', 'landing', from, to] as const,
};

/** GET /api/admin/landing: 404 for anyone not in ADMIN_EMAILS, 400 for a bad period. */
export const landingReportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.landingReport(from, to),
    queryFn: ({ signal }) => api('GET /api/admin/landing', { query: { from, to }, signal }),
    // The previous period's report stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
