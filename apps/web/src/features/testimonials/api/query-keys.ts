import type { TestimonialStatus } from '@bloom/core';

/**
 * Every testimonials query lives under ['testimonials'], so one invalidation refreshes the
 * sections, the details and the navigation's badge (['testimonials', 'counts'], read by the app shell).
 */
export const testimonialKeys = {
  all: ['testimonials'] as const,
  lists: () => ['testimonials', 'list'] as const,
  list: (status: TestimonialStatus) => ['testimonials', 'list', status] as const,
  counts: () => ['testimonials', 'counts'] as const,
  detail: (id: string) => ['testimonials', 'detail', id] as const,
};

export const testimonialPath = (id: string) => `/api/testimonials/${encodeURIComponent(id)}`;
