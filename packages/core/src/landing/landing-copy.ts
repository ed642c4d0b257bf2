import type { MessageVariantId } from '../variant-ids';

/**
 * The landing page's A/B copy (docs/product.md#message-variants): four honest angles on the same product.
 * Zod-free and plain strings, so the landing's first load carries nothing else.
 * a: time saved · b: looking professional · c: never chasing clients · d: collecting testimonials.
 */
export interface LandingCopy {
  /** A short label above the headline. */
  eyebrow: string;
  headline: string;
  subheadline: string;
  description: string;
  /** Said next to the plan's own trial sentence (which comes from the plan configuration). */
  trialInfo: string;
}

export const LANDING_COPY: Record<MessageVariantId, LandingCopy> = {
  a: {
    eyebrow: 'For freelancers and agencies',
    headline: 'Get back the hours you spend managing clients.',
    subheadline:
      'One portal runs onboarding, files, approvals and feedback, so you can get back to the work you are paid for.',
    description:
      'Build your client process once. Every new client gets the same link, answers the same questions and approves work in the same place, without a single status email from you.',
    trialInfo: 'Most freelancers set up their first journey in under 10 minutes.',
  },
  b: {
    eyebrow: 'Client portals with your brand',
    headline: 'Look like an agency from the first hello.',
    subheadline:
      'Give every client a branded portal with your logo and colours, and a clear path from kickoff to sign-off.',
    description:
      'Clients judge your work by how it feels to work with you. A tidy portal with clear steps, tidy deliverables and one link says you have done this many times before.',
    trialInfo: 'Add your logo and colours before you invite your first client.',
  },
  c: {
    eyebrow: 'No more follow-up emails',
    headline: 'Stop chasing clients for answers.',
    subheadline: 'Clients always know what you need from them next, and you see the moment they answer.',
    description:
      'Questions, uploads and approvals wait in your client’s portal with a clear next step. You stop writing reminders and start reading answers.',
    trialInfo: 'Send your first client a portal link today.',
  },
  d: {
    eyebrow: 'Testimonials on autopilot',
    headline: 'Finish every project with a testimonial.',
    subheadline: 'The last step of every client journey asks for a review and the permission to publish it.',
    description:
      'Happy clients mean to write a review, then forget. Bloom asks at the right moment, guides them to a useful answer and keeps their consent next to their words.',
    trialInfo: 'Collect your first testimonial with the built-in feedback stage.',
  },
};
