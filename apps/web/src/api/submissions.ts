import type { ApiQuery } from '@bloom/core';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client';

/** The inbox's filters as GET /api/submissions takes them (the cursor comes from the pages). */
export type SubmissionListParams = Omit<ApiQuery<'GET /api/submissions'>, 'cursor'>;

/** Every inbox query lives under ['submissions']; lists apart so an action can refresh them alone. */
export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => ['submissions', 'list'] as const,
  list: (params: SubmissionListParams) => ['submissions', 'list', params] as const,
  filters: () => ['submissions', 'filters'] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

/** GET /api/submissions: newest first, one keyset page at a time. */
export const submissionListQuery = (params: SubmissionListParams) =>
  infiniteQueryOptions({
    queryKey: submissionKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/submissions', { query: { ...params, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While another filter loads, the previous rows stay (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    // Clients submit while the owner works elsewhere.
    refetchOnMount: 'always',
  });

/** GET /api/submissions/filters: the clients and journeys the filter menus offer. */
export const submissionFiltersQuery = () =>
  queryOptions({
    queryKey: submissionKeys.filters(),
    queryFn: ({ signal }) => api('GET /api/submissions/filters', { signal }),
    staleTime: 60_000,
  });

/** GET /api/submissions/:id; 404 for a missing submission or another workspace's. */
export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: async ({ signal }) => (await api('GET /api/submissions/{id}', { params: { id }, signal })).submission,
    // A 404 will not turn up on a second try.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnMount: 'always',
  });
