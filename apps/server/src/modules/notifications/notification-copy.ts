import type { OwnerNotificationKind } from '@bloom/core';

/**
 * The words of the owner's notification emails and weekly summary. Only the server sends them, so
 * they live beside it; the settings page names the toggles with core's own strings.
 */
export const NOTIFICATION_COPY = {
  /** The subject when one thing happened. */
  single: {
    submission: (client: string, stage: string) => `${client} submitted ${stage}`,
    testimonial: (client: string) => `${client} left a testimonial`,
    milestone: (client: string, stage: string) => `${client} reached a milestone: ${stage}`,
    agreement_signed: (client: string, stage: string) => `${client} signed ${stage}: the countersignature is next`,
    agreement_declined: (client: string, stage: string) => `${client} declined to sign ${stage}`,
    // For a payment, the "stage" is what was paid: 'INV-0003 ($1,200.00)'.
    payment_received: (client: string, paid: string) => `${client} paid ${paid}`,
  } satisfies Record<OwnerNotificationKind, (client: string, stage: string) => string>,
  /** …and when several did within the delay. */
  several: (count: number, client: string) => `${count} updates from ${client}`,
  /** One line per event in the email's body. */
  line: {
    submission: (stage: string) => `Submitted ${stage}`,
    testimonial: (stage: string) => `Left a testimonial (${stage})`,
    milestone: (stage: string) => `Reached the milestone ${stage}`,
    agreement_signed: (stage: string) => `Signed ${stage}; it waits for the countersignature`,
    agreement_declined: (stage: string) => `Declined to sign ${stage}; void it and send a new version`,
    payment_received: (paid: string) => `Paid ${paid}`,
  } satisfies Record<OwnerNotificationKind, (stage: string) => string>,
  intro: (client: string, project: string) => `News from ${client} (${project}):`,
  openClient: (client: string) => `Open ${client}'s page`,
  footer: (settingsUrl: string) =>
    `You get these emails because notifications are on. Change them here: ${settingsUrl}`,
  /** Why this person got a client's news: they work on it, or no one does and they manage the workspace. */
  whyAssigned: (client: string) => `You're assigned to ${client}.`,
  whyUnassigned: (client: string) => `No one is assigned to ${client}, so its news goes to the Owner and Admins.`,
  /** A Member cannot open the notification settings. */
  memberFooter: "The workspace's Owner and Admins choose which notifications are sent.",

  summary: {
    subject: (counts: string) => `Your weekly summary: ${counts}`,
    heading: 'Your week in review',
    intro: (from: string, to: string) => `What happened from ${from} to ${to}.`,
    submissions: (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'}`,
    testimonials: (n: number) => `${n} ${n === 1 ? 'testimonial' : 'testimonials'}`,
    finished: (n: number) => `${n} ${n === 1 ? 'client' : 'clients'} finished`,
    submissionsTitle: 'New submissions',
    testimonialsTitle: 'New testimonials',
    finishedTitle: 'Clients who finished their journey',
    waitingTitle: 'Clients waiting longest on a stage',
    submissionLine: (client: string, stage: string) => `${client}: ${stage}`,
    testimonialLine: (client: string, rating: number | null) =>
      rating === null ? `${client}` : `${client} (${rating} ${rating === 1 ? 'star' : 'stars'})`,
    finishedLine: (client: string, project: string) => `${client} (${project})`,
    waitingLine: (client: string, stage: string, days: number) =>
      `${client}: ${stage}, waiting ${days === 0 ? 'since today' : `${days} ${days === 1 ? 'day' : 'days'}`}`,
    more: (n: number) => `…and ${n} more`,
    action: 'Open your dashboard',
    footer: (settingsUrl: string) =>
      `You get this summary on Mondays because the weekly summary is on. Change it here: ${settingsUrl}`,
  },
} as const;
