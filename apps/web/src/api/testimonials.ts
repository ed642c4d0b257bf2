import type { TestimonialStatus } from '@bloom/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Every testimonials query lives under ['testimonials'], so one invalidation refreshes the
 * sections, the details and the navigation's badge (the counts, read by the app shell too).
 */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  lists: () => ['testimonials', 'list'] as const,
  list: (status: TestimonialStatus) => ['testimonials', 'list', status] as const,
  counts: () => ['testimonials', 'counts'] as const,
  detail: (id: string) => ['testimonials', 'detail', id] as const,
};

/** GET /api/testimonials?status=: one section's page, newest first (keyset cursor). */
export const testimonialListQuery = (status: TestimonialStatus) =>
  infiniteQueryOptions({
    queryKey: testimonialKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/testimonials', { query: { status, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Clients write testimonials while the owner works elsewhere.
    refetchOnMount: 'always',
  });

/** GET /api/testimonials/counts: the page's counters and the navigation's badge, one fetch for both. */
export const testimonialCountsQuery = () =>
  queryOptions({
    queryKey: testimonialKeys.counts(),
    queryFn: ({ signal }) => api('GET /api/testimonials/counts', { signal }),
  });

/** GET /api/testimonials/:id; a missing, foreign or malformed id rejects with a 404 ApiError. */
export const testimonialQuery = (id: string) =>
  queryOptions({
    queryKey: testimonialKeys.detail(id),
    queryFn: async ({ signal }) => (await api('GET /api/testimonials/{id}', { params: { id }, signal })).testimonial,
  });
