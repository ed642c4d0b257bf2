import type { TestimonialListResponse } from '@bloom/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/testimonials: newest first, a page at a time (keyset cursor). */
export const getTestimonials = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch<TestimonialListResponse>(`/api/testimonials${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    signal,
  });

export function useTestimonials() {
  return useInfiniteQuery({
    queryKey: ['testimonials', 'list'],
    queryFn: ({ pageParam, signal }) => getTestimonials(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Clients write testimonials while the owner works elsewhere.
    refetchOnMount: 'always',
  });
}
