import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const siteKeys = { all: ['site'] as const };

/** GET /api/site: public facts about the site (the support address); they do not change while a page is open. */
export const siteQuery = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: ({ signal }) => api('GET /api/site', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
