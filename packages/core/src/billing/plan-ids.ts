/**
 * The plan and trial ids, apart from the plans' copy so the answer schemas (billing-responses.ts)
 * and the plans (plans.ts) both read them without importing each other.
 */
export const PLAN_IDS = ['try', 'start', 'pro', 'launch'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const TRIAL_TYPES = ['free_no_card', 'card_required', 'paid_trial', 'none'] as const;
export type TrialType = (typeof TRIAL_TYPES)[number];
