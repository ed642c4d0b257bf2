import type { TestimonialDto } from '@bloom/core';
import type { PublishingPatch } from './api/update-publishing';

type Publishable = Pick<TestimonialDto, 'status' | 'publishPermission' | 'hidden' | 'pinned' | 'published'>;

/** Approved with the client's permission: the widget and wall may show it, unless the owner hides it. */
export const isPublishable = (t: Publishable) => t.status === 'approved' && t.publishPermission;

export interface PublishingAction {
  label: string;
  /** The visible text on a card, where space is short; the label stays its accessible name. */
  short: string;
  busy: string;
  done: string;
  patch: PublishingPatch;
  icon: 'hide' | 'show' | 'pin' | 'unpin';
}

/** What the owner can do about where it shows: hide or show again, pin or unpin (not while hidden, except unpin). */
export function publishingActions(t: Publishable): PublishingAction[] {
  if (!isPublishable(t)) return [];
  const actions: PublishingAction[] = [
    t.hidden
      ? {
          label: 'Show again',
          short: 'Show again',
          busy: 'Showing...',
          done: 'Shown on your widgets and wall again',
          patch: { hidden: false },
          icon: 'show',
        }
      : {
          label: 'Hide from widget and wall',
          short: 'Hide',
          busy: 'Hiding...',
          done: 'Hidden from your widgets and wall',
          patch: { hidden: true },
          icon: 'hide',
        },
  ];
  if (t.pinned)
    actions.push({
      label: 'Unpin',
      short: 'Unpin',
      busy: 'Unpinning...',
      done: 'Unpinned',
      patch: { pinned: false },
      icon: 'unpin',
    });
  else if (!t.hidden)
    actions.push({
      label: 'Pin to top',
      short: 'Pin',
      busy: 'Pinning...',
      done: 'Pinned to the top of your widgets and wall',
      patch: { pinned: true },
      icon: 'pin',
    });
  return actions;
}

export type PublishingBadge = 'published' | 'hidden' | 'pinned';

/** Published or Hidden (only for one that could be published), and Pinned. */
export function publishingBadges(t: Publishable): PublishingBadge[] {
  if (!isPublishable(t)) return [];
  const badges: PublishingBadge[] = [t.published ? 'published' : 'hidden'];
  if (t.pinned) badges.push('pinned');
  return badges;
}

/** One line on the details page about where the testimonial shows. */
export function publishingSummary(t: Publishable): string {
  if (t.status !== 'approved') return 'Approve it to show it on your widgets and wall.';
  if (!t.publishPermission) return 'The client did not allow publishing, so it never appears on your widgets or wall.';
  if (t.hidden) return 'Hidden: your widgets and wall leave it out until you show it again.';
  return t.pinned
    ? 'Shown on your widgets and wall, pinned above the others.'
    : 'Shown on your widgets and wall, newest approvals first.';
}
