/**
 * Copy of the Pro plan shown in the browser (decision 1: $2/day, billed daily).
 * Replace with the shared plan configuration from @bloom/core once it exists.
 */
export const PLAN = {
  name: 'Pro',
  price: '$2',
  period: 'day',
  priceLabel: '$2/day',
  trialLine: '1-day trial, then $2/day. Cancel anytime.',
  ctaLabel: 'Start 1-day trial',
  features: [
    'Unlimited client workflows',
    'Custom branding and domains',
    'File uploads and storage',
    'Email notifications',
    'Testimonial collection',
    'Zapier integration',
    'Analytics and insights',
  ],
} as const;
