import type { TestimonialCounts, TestimonialListResponse, TestimonialStatus } from '@bloom/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testimonialKeys } from './query-keys';

/** GET /api/testimonials?status=: one section's page, newest first (keyset cursor). */
export function getTestimonials(
  { status, cursor }: { status: TestimonialStatus; cursor: string | null },
  signal?: AbortSignal,
): Promise<TestimonialListResponse> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<TestimonialListResponse>(`/api/testimonials?${params}`, { signal });
}

/** One section (Pending, Approved or Rejected) with its own 'Load more'. */
export function useTestimonialSection(status: TestimonialStatus) {
  return useInfiniteQuery({
    queryKey: testimonialKeys.list(status),
    queryFn: ({ pageParam, signal }) => getTestimonials({ status, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Clients write testimonials while the owner works elsewhere.
    refetchOnMount: 'always',
  });
}

/**
 * GET /api/testimonials/counts: the page's counters. The same query as the navigation's badge
 * (app-shell/use-pending-testimonials.tsx), so one fetch serves both and a move refreshes both.
 */
export function useTestimonialCounts() {
  return useQuery({
    queryKey: testimonialKeys.counts(),
    queryFn: ({ signal }) => apiFetch<TestimonialCounts>('/api/testimonials/counts', { signal }),
    refetchOnMount: 'always',
  });
}
