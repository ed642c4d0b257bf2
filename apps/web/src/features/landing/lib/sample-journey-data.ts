/** The hero's static sample journey (docs/product.md#landing-page): 8 stages in 3 phases, 12.5 % each. */
export const SAMPLE_STAGES = [
  { phase: 'Onboarding', name: 'How We Work' },
  { phase: 'Onboarding', name: 'Discovery' },
  { phase: 'Onboarding', name: 'Management' },
  { phase: 'Deliverables', name: 'Logo' },
  { phase: 'Deliverables', name: 'Structure' },
  { phase: 'Deliverables', name: 'Website' },
  { phase: 'Feedback', name: 'Review' },
  { phase: 'Feedback', name: 'Consent' },
] as const;

export const SAMPLE_PHASES = ['Onboarding', 'Deliverables', 'Feedback'] as const;
export const STAGE_PERCENT = 100 / SAMPLE_STAGES.length;

/** Percent complete while stage `index` is open (the ones before it are done); 100 once completed. */
export function journeyPercent(index: number, completed: boolean): number {
  if (completed) return 100;
  const clamped = Math.min(Math.max(index, 0), SAMPLE_STAGES.length - 1);
  return clamped * STAGE_PERCENT;
}

export const TESTIMONIAL_MAX = 300;
export const TESTIMONIAL_MIN_RECOMMENDED = 150;
