import type { NotificationSettings } from '@bloom/core';

/** The four notification emails (decisions: "Notification toggles"), in the spec's order and words. */
export const NOTIFICATION_TOGGLES: readonly {
  kind: keyof NotificationSettings;
  label: string;
  description: (zone: string) => string;
}[] = [
  {
    kind: 'submission',
    label: 'New client submission',
    description: () =>
      'When a client sends a stage of their journey. News about one client within 10 minutes comes as one email.',
  },
  {
    kind: 'testimonial',
    label: 'New testimonial',
    description: () => 'When a client leaves a testimonial, so you can approve it for your website.',
  },
  {
    kind: 'milestone',
    label: 'Client milestone reached',
    description: () => 'When a client submits a milestone stage or approves its deliverables.',
  },
  {
    kind: 'weeklySummary',
    label: 'Weekly summary',
    description: (zone) =>
      `Mondays at 08:00 (${zone.replaceAll('_', ' ')}): the week's submissions and testimonials, who finished and who has waited longest. None after a quiet week.`,
  },
];
