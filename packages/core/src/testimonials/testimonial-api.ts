import type { ActorDto } from '../contacts/contact-schemas';
import type { TestimonialDto } from './testimonial-responses';
import type { TestimonialEventAction, TestimonialStatus } from './testimonial-statuses';

/**
 * The testimonials API (owner-only; zod-free so the page stays small: the query's schema is in
 * testimonial-schemas.ts, the answers' and their types in testimonial-responses.ts). Another
 * workspace's testimonial answers 404, like a missing one.
 *
 * - GET  /api/testimonials?status=&cursor= → TestimonialListResponse: newest first,
 *        TESTIMONIAL_PAGE_SIZE at a time (keyset cursor; a bad cursor or status is 400).
 * - GET  /api/testimonials/counts           → TestimonialCounts (the page's counters and the navigation's badge)
 * - GET  /api/testimonials/:id              → TestimonialResponse
 * - POST /api/testimonials/:id/approve      → TestimonialResponse
 * - POST /api/testimonials/:id/reject       → TestimonialResponse
 *
 * A move testimonialTransition refuses answers 409 INVALID_TRANSITION and changes nothing.
 */

export const TESTIMONIAL_STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TESTIMONIAL_PAGE_SIZE = 20;

export const TESTIMONIAL_EVENT_LABELS: Record<TestimonialEventAction, string> = {
  submitted: 'Written by the client',
  edited: 'Edited by the client',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The client's writes, with the contact recorded: 'Written by Priya', 'Edited by Priya'. */
const CLIENT_EVENT_VERBS: Partial<Record<TestimonialEventAction, string>> = { submitted: 'Written', edited: 'Edited' };

/**
 * A history entry's label: 'Approved by Dana', 'Written by Priya', or the label alone ('Written by
 * the client', 'Approved') when no one is recorded.
 */
export function testimonialEventLine(e: { action: TestimonialEventAction; actor: ActorDto | null }): string {
  const label = TESTIMONIAL_EVENT_LABELS[e.action];
  return e.actor ? `${CLIENT_EVENT_VERBS[e.action] ?? label} by ${e.actor.name}` : label;
}

/**
 * The line of a moderated testimonial: 'Dana approved this on Dec 3, 2025'; without a recorded
 * name, 'Approved on …'. `date` comes formatted by the page.
 */
export function moderatedByLine(move: { action: 'approved' | 'rejected'; actor: ActorDto | null }, date: string) {
  const { action, actor } = move;
  return actor ? `${actor.name} ${action} this on ${date}` : `${TESTIMONIAL_EVENT_LABELS[action]} on ${date}`;
}

/**
 * pending → approved (sets approved_at) or rejected; approved → rejected (clears approved_at);
 * rejected → approved. Nothing goes back to pending except the client's own edit.
 */
export function testimonialTransition(
  from: TestimonialStatus,
  to: 'approved' | 'rejected',
): { ok: true } | { ok: false; message: string } {
  if (from === to)
    return {
      ok: false,
      message: to === 'approved' ? TESTIMONIAL_MESSAGES.alreadyApproved : TESTIMONIAL_MESSAGES.alreadyRejected,
    };
  return { ok: true };
}

/** What 'Copy' puts on the clipboard: the quoted content, an em dash, then the client name. */
export const testimonialCopyText = (t: Pick<TestimonialDto, 'content' | 'clientName'>) =>
  `"${t.content}" — ${t.clientName}`;

export const TESTIMONIAL_MESSAGES = {
  title: 'Testimonials',
  description: 'Review what clients say about working with you and choose what to publish.',
  empty: 'No testimonials yet',
  emptyDetail: 'End a journey with a testimonial stage and clients are asked for one as soon as they finish.',
  loadFailed: 'Could not load testimonials',
  loadMore: 'Load more',
  mayPublish: 'May be shared publicly',
  private: 'Not for publishing',
  privateDetail: 'The client did not give permission to publish this testimonial.',
  notFound: 'Testimonial not found',
  approved: 'Testimonial approved',
  rejected: 'Testimonial rejected',
  copied: 'Testimonial copied to clipboard',
  copyFailed: 'Could not copy the testimonial',
  actionFailed: 'Could not update the testimonial. Please try again.',
  alreadyApproved: 'This testimonial is already approved',
  alreadyRejected: 'This testimonial is already rejected',
  invalidStatus: 'Invalid status filter',
  invalidCursor: 'Invalid page cursor',
  sectionEmpty: {
    pending: 'Nothing waiting for review',
    approved: 'No approved testimonials yet',
    rejected: 'No rejected testimonials',
  },
} as const;
