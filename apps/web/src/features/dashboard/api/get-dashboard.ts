import type { DashboardDto } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/dashboard: counts, checklist and recent clients in one request. */
export const getDashboard = (signal?: AbortSignal) => apiFetch<DashboardDto>('/api/dashboard', { signal });

export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Journeys and clients change on other pages: show the cached counts, then refresh them.
    refetchOnMount: 'always',
  });
}
