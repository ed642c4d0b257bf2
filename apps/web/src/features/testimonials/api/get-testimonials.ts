import type { TestimonialStatus } from '@bloom/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { testimonialCountsQuery, testimonialListQuery } from '../../../api/testimonials';

/** One section (Pending, Approved or Rejected) with its own 'Load more'. */
export function useTestimonialSection(status: TestimonialStatus) {
  return useInfiniteQuery(testimonialListQuery(status));
}

/** The page's counters: the navigation badge's query, fetched again whenever the page opens. */
export function useTestimonialCounts() {
  return useQuery({ ...testimonialCountsQuery(), refetchOnMount: 'always' });
}
