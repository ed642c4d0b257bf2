import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/dashboard: counts, checklist and recent clients in one request. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api('GET /api/dashboard', { signal }),
    // Journeys and clients change on other pages: show the cached counts, then refresh them.
    refetchOnMount: 'always',
  });
