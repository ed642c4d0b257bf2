/**
 * The testimonials API (owner-only; zod-free so the page stays small).
 *
 * - GET /api/testimonials?cursor= → TestimonialListResponse: the workspace's testimonials, newest
 *   first, TESTIMONIAL_PAGE_SIZE at a time (keyset cursor; a bad cursor is 400).
 */

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TESTIMONIAL_PAGE_SIZE = 20;

export interface TestimonialDto {
  id: string;
  clientId: string;
  projectName: string;
  clientName: string;
  clientTitle: string | null;
  clientCompany: string | null;
  content: string;
  /** 1–5, or null. */
  rating: number | null;
  publishPermission: boolean;
  status: TestimonialStatus;
  createdAt: string;
  approvedAt: string | null;
}

export interface TestimonialListResponse {
  testimonials: TestimonialDto[];
  nextCursor: string | null;
}

export const TESTIMONIAL_MESSAGES = {
  title: 'Testimonials',
  description: 'Review what clients say about working with you and choose what to publish.',
  empty: 'No testimonials yet',
  emptyDetail: 'End a journey with a testimonial stage and clients are asked for one as soon as they finish.',
  loadFailed: 'Could not load testimonials',
  loadMore: 'Load more',
  mayPublish: 'May be shared publicly',
  private: 'Not for publishing',
} as const;
