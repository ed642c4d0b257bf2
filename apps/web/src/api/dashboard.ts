import type { AssignedFilter } from '@bloom/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Every client's numbers, or (`'me'`) only the caller's assigned clients'. */
  view: (assigned?: AssignedFilter) => ['dashboard', assigned ?? 'all'] as const,
};

/** GET /api/dashboard: counts, checklist and recent clients in one request. */
export const dashboardQuery = (assigned?: AssignedFilter) =>
  queryOptions({
    queryKey: dashboardKeys.view(assigned),
    queryFn: ({ signal }) => api('GET /api/dashboard', { query: { assigned }, signal }),
    // Journeys and clients change on other pages: show the cached counts, then refresh them.
    refetchOnMount: 'always',
  });
