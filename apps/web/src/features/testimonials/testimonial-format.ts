import {
  moderatedByLine,
  TESTIMONIAL_MESSAGES,
  type TestimonialDto,
  type TestimonialEventDto,
  type TestimonialStatus,
  testimonialEventLine,
  testimonialTransition,
} from '@bloom/core';
import { isApiError } from '../../lib/api-client';
import { formatOwnerDate, formatOwnerDateTime } from '../../lib/owner-dates';

export type ModerationTarget = 'approved' | 'rejected';

const TARGETS: ModerationTarget[] = ['approved', 'rejected'];

/** The moves the contract allows from a status, in button order (Approve, then Reject). */
export const moderationTargets = (status: TestimonialStatus): ModerationTarget[] =>
  TARGETS.filter((to) => testimonialTransition(status, to).ok);

/** The button label and the success toast of a move. */
export const MODERATION_COPY: Record<ModerationTarget, { label: string; busy: string; done: string }> = {
  approved: { label: 'Approve', busy: 'Approving...', done: TESTIMONIAL_MESSAGES.approved },
  rejected: { label: 'Reject', busy: 'Rejecting...', done: TESTIMONIAL_MESSAGES.rejected },
};

// The owner app is en-US throughout, in the workspace's time zone (lib/owner-dates.ts).
/** 'Jan 5, 2026' */
export const formatDate = (iso: string) => formatOwnerDate(iso);

/** 'Jan 5, 2026, 3:04 PM' */
export const formatDateTime = (iso: string) => formatOwnerDateTime(iso);

/** 'Owner, Harbor Bakery', 'Owner', 'Harbor Bakery' or ''. */
export const testimonialByline = (t: Pick<TestimonialDto, 'clientTitle' | 'clientCompany'>) =>
  [t.clientTitle, t.clientCompany]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');

/** The accessible name of a star rating: '4 out of 5 stars'. */
export const ratingLabel = (rating: number) => `${rating} out of 5 stars`;

/**
 * One line of the history: its label with who took it ('Approved by Dana', 'Written by Priya'),
 * and for the client's own events the permission they gave.
 */
export function historyLine(event: TestimonialEventDto): { label: string; detail: string | null } {
  return {
    label: testimonialEventLine(event),
    detail:
      event.publishPermission === null
        ? null
        : event.publishPermission
          ? 'Gave permission to publish'
          : 'Did not give permission to publish',
  };
}

/**
 * The decision the status stands on, as 'Dana approved this on Jan 5, 2026' (the day in the
 * workspace's time zone); null while pending.
 */
export function moderationLine(t: { status: TestimonialStatus; history: TestimonialEventDto[] }): string | null {
  if (t.status === 'pending') return null;
  const last = t.history.at(-1);
  if (!last || last.action !== t.status) return null;
  return moderatedByLine({ action: t.status, actor: last.actor }, formatOwnerDate(last.at));
}

/** A refused move (4xx) says why in the server's words; anything else gets the general retry line. */
export const moderationError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : TESTIMONIAL_MESSAGES.actionFailed;
