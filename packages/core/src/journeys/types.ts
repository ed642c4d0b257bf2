import type { z } from 'zod';
import type { formFieldSchema } from './form-field-schema';

export { FIELD_TYPES, type FieldType } from './field-types';

export const STEP_TYPES = ['onboarding', 'milestone', 'testimonial', 'custom', 'agreement', 'payment'] as const;
export const PHASES = ['onboarding', 'deliverables', 'feedback'] as const;
export const SLOT_TYPES = ['link', 'file'] as const;

export type StepType = (typeof STEP_TYPES)[number];
export type Phase = (typeof PHASES)[number];
export type SlotType = (typeof SLOT_TYPES)[number];

/** Custom, agreement and payment stages keep the phase they are given (onboarding by default). */
export const PHASE_FREE_STEP_TYPES = ['custom', 'agreement', 'payment'] as const;
export type PhaseFreeStepType = (typeof PHASE_FREE_STEP_TYPES)[number];
export const keepsItsPhase = (stepType: StepType): stepType is PhaseFreeStepType =>
  (PHASE_FREE_STEP_TYPES as readonly string[]).includes(stepType);

/** Step types and phases pair up; the phase-free ones aside (docs/product.md#stages-and-phases). */
export const PHASE_FOR_STEP_TYPE: Record<Exclude<StepType, PhaseFreeStepType>, Phase> = {
  onboarding: 'onboarding',
  milestone: 'deliverables',
  testimonial: 'feedback',
};

export const STAGE_TYPE_LABELS: Record<StepType, string> = {
  onboarding: 'Onboarding',
  milestone: 'Milestone',
  testimonial: 'Testimonial',
  custom: 'Custom',
  agreement: 'Agreement',
  payment: 'Payment',
};

/** A form field; the schema lives in form-field-schema.ts so pages need not load zod. */
export type FormField = z.infer<typeof formFieldSchema>;

export interface DeliverableSlotSeed {
  slotType: SlotType;
  label: string;
  description?: string;
  isRequired: boolean;
}

export interface StepSeed {
  stepType: StepType;
  phase: Phase;
  name: string;
  description: string;
  formConfig: FormField[];
  deliverableSlots?: DeliverableSlotSeed[];
}

export interface BuiltinJourney {
  /** Stable slug; step ids are builtin-{slug}-step-{index}. */
  slug: string;
  /** The setup wizard's id for this template (web-design, brand-identity, ...). */
  wizardId: string;
  name: string;
  description: string;
  /** HTML the editor can produce: p, strong, em, u, ul, ol, li, a. */
  introText: string;
  steps: StepSeed[];
}
