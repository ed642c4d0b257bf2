import type { DeliverableSlotSeed, FormField, StepSeed } from '../types';

/** Builders shared by the built-in journeys; each call returns fresh objects. */

export function onboardingStep(name: string, description: string, formConfig: FormField[]): StepSeed {
  return { stepType: 'onboarding', phase: 'onboarding', name, description, formConfig };
}

export interface MilestoneInput {
  name: string;
  description: string;
  deliverableSlots: DeliverableSlotSeed[];
  /** Prefix of the review field ids: `{review}_approval` and `{review}_feedback`. */
  review: string;
  approvalLabel: string;
  feedbackPlaceholder: string;
}

/** A deliverables stage: the owner's slots plus a required approval and an optional feedback box. */
export function milestoneStep(input: MilestoneInput): StepSeed {
  return {
    stepType: 'milestone',
    phase: 'deliverables',
    name: input.name,
    description: input.description,
    formConfig: [
      { id: `${input.review}_approval`, type: 'approval', label: input.approvalLabel, required: true },
      {
        id: `${input.review}_feedback`,
        type: 'textarea',
        label: 'Feedback or requested changes',
        required: false,
        placeholder: input.feedbackPlaceholder,
      },
    ],
    deliverableSlots: input.deliverableSlots,
  };
}

export const RATING_OPTIONS = ['5 - Excellent', '4 - Very good', '3 - Good', '2 - Fair', '1 - Poor'];

/** The closing stage every built-in journey ends with (rating, testimonial, share permission). */
export function testimonialStep(testimonialPlaceholder: string): StepSeed {
  return {
    stepType: 'testimonial',
    phase: 'feedback',
    name: 'Share Your Experience',
    description: 'Rate your experience and tell us in a few sentences what it was like working together.',
    formConfig: [
      {
        id: 'rating',
        type: 'radio',
        label: 'How would you rate your experience?',
        required: true,
        options: [...RATING_OPTIONS],
      },
      {
        id: 'testimonial',
        type: 'textarea',
        label: 'Your testimonial',
        required: true,
        placeholder: testimonialPlaceholder,
      },
      {
        id: 'share_permission',
        type: 'checkbox',
        label: 'You may share my testimonial publicly',
        required: false,
        options: ['Yes, you may publish my testimonial with my name'],
      },
    ],
  };
}
