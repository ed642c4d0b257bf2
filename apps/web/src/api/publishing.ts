import type { TestimonialDto, TestimonialStatus } from '@bloom/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { testimonialKeys } from './testimonials';

/** Widgets and the wall switch (issue 21). */
export const publishingKeys = {
  all: ['publishing'] as const,
  widgets: () => ['publishing', 'widgets'] as const,
  settings: () => ['publishing', 'settings'] as const,
  /**
   * Every testimonial of a status (or of all), every page: the widget's picker and preview, the
   * export picker. Under the testimonial lists, so approving, rejecting, hiding or pinning
   * refreshes it with them.
   */
  everyTestimonial: (status: TestimonialStatus | 'any') => [...testimonialKeys.lists(), 'every', status] as const,
};

/** GET /api/widgets: the workspace's widgets, oldest first. */
export const widgetsQuery = () =>
  queryOptions({
    queryKey: publishingKeys.widgets(),
    queryFn: async ({ signal }) => (await api('GET /api/widgets', { signal })).widgets,
  });

/** GET /api/publishing: the wall switch, its path and how many testimonials are published. */
export const publishingSettingsQuery = () =>
  queryOptions({
    queryKey: publishingKeys.settings(),
    queryFn: async ({ signal }) => (await api('GET /api/publishing', { signal })).publishing,
    // Approvals happen on other pages and in other tabs.
    refetchOnMount: 'always',
  });

/** More than a freelancer collects in years; the pickers stop there rather than page forever. */
const MAX_PAGES = 25;

/** GET /api/testimonials (?status=), following the cursor to the end (or MAX_PAGES pages). */
export const everyTestimonialQuery = (status: TestimonialStatus | 'any') =>
  queryOptions({
    queryKey: publishingKeys.everyTestimonial(status),
    queryFn: async ({ signal }) => {
      const all: TestimonialDto[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const res = await api('GET /api/testimonials', {
          query: { status: status === 'any' ? undefined : status, cursor },
          signal,
        });
        all.push(...res.testimonials);
        if (!res.nextCursor) break;
        cursor = res.nextCursor;
      }
      return all;
    },
    refetchOnMount: 'always',
  });
