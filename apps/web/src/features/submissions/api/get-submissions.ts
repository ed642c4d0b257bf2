import type { SubmissionFiltersResponse, SubmissionListResponse } from '@bloom/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { listQuery, type SubmissionFilters } from '../submission-filters';
import { submissionKeys } from './query-keys';

/** GET /api/submissions: newest first, one keyset page at a time. */
export function getSubmissions(f: SubmissionFilters, cursor: string | null, signal?: AbortSignal) {
  const q = listQuery(f, cursor);
  return apiFetch<SubmissionListResponse>(`/api/submissions${q ? `?${q}` : ''}`, { signal });
}

export function useSubmissions(f: SubmissionFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: submissionKeys.list(f),
    queryFn: ({ pageParam, signal }) => getSubmissions(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // While another filter loads, the previous rows stay (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    // Clients submit while the owner works elsewhere.
    refetchOnMount: 'always',
  });
}

/** GET /api/submissions/filters: the clients and journeys the filter menus offer. */
export function useSubmissionFilterOptions() {
  return useQuery({
    queryKey: submissionKeys.filters(),
    queryFn: ({ signal }) => apiFetch<SubmissionFiltersResponse>('/api/submissions/filters', { signal }),
    staleTime: 60_000,
  });
}
