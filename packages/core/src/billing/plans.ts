import type { z } from 'zod';
import { PRODUCT_NAME } from '../messages';
import { plural } from '../plural';
import type { planSchema, priceConfigSchema, pricingViewSchema } from './billing-responses';
import { PLAN_IDS, type PlanId } from './plan-ids';

export { PLAN_IDS, type PlanId, TRIAL_TYPES, type TrialType } from './plan-ids';

export const DEFAULT_PLAN: PlanId = 'start';
/** Remembers a `?plan=` choice across pages, so the plan survives the way to sign-up. */
export const PLAN_COOKIE = 'plan';

/** What the plan includes: the landing page's pricing card and /complete-checkout list the same items. */
export const PLAN_FEATURES = [
  'Unlimited client workflows',
  'Custom branding and domains',
  'File uploads and storage',
  'Automatic testimonial collection',
  'Email notifications',
  'Zapier integration',
  'Analytics and insights',
] as const;

/** What an operator may change by environment; every price and plan text derives from it, none is written twice. */
export type PriceConfig = z.infer<typeof priceConfigSchema>;

export const DEFAULT_PRICE_CONFIG: PriceConfig = {
  amountCents: 200,
  currency: 'usd',
  trialDays: { try: 1, start: 1, pro: 2 },
  setupFeeCents: 100,
};

export type Plan = z.infer<typeof planSchema>;
export type PricingView = z.infer<typeof pricingViewSchema>;

/** "$2" for 200 usd cents; whole amounts without decimals. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** The four plans (docs/product.md#plans-and-pricing), their copy derived from the operator's price configuration. */
export function buildPlans(config: PriceConfig = DEFAULT_PRICE_CONFIG): PricingView {
  const perDay = `${formatMoney(config.amountCents, config.currency)}/day`;
  const fee = formatMoney(config.setupFeeCents, config.currency);
  const { try: tryDays, start: startDays, pro: proDays } = config.trialDays;
  const plans: Record<PlanId, Plan> = {
    try: {
      id: 'try',
      trialType: 'free_no_card',
      trialPeriodDays: tryDays,
      requiresPaymentMethod: false,
      hasSetupFee: false,
      setupFeeAmount: 0,
      ctaLabel: 'Start free trial',
      title: `${tryDays}-Day Free Trial`,
      description: `${tryDays}-day free trial, no card required. Then ${perDay}, billed daily.`,
      successToast: `Welcome to ${PRODUCT_NAME}! Your ${tryDays}-day free trial has started.`,
    },
    start: {
      id: 'start',
      trialType: 'card_required',
      trialPeriodDays: startDays,
      requiresPaymentMethod: true,
      hasSetupFee: false,
      setupFeeAmount: 0,
      ctaLabel: `Start ${startDays}-day trial`,
      title: `${startDays}-Day Trial`,
      description: `${startDays}-day trial with a card. Then ${perDay}, billed daily.`,
      successToast: `Welcome to ${PRODUCT_NAME}! Your ${startDays}-day trial has started.`,
    },
    pro: {
      id: 'pro',
      trialType: 'paid_trial',
      trialPeriodDays: proDays,
      requiresPaymentMethod: true,
      hasSetupFee: true,
      setupFeeAmount: config.setupFeeCents,
      ctaLabel: `Start ${fee} trial`,
      title: `${fee} Trial`,
      description: `${fee} for ${plural(proDays, 'day')} of full access. Then ${perDay}, billed daily.`,
      successToast: `Welcome to ${PRODUCT_NAME}! Your ${proDays}-day trial has started.`,
    },
    launch: {
      id: 'launch',
      trialType: 'none',
      trialPeriodDays: 0,
      requiresPaymentMethod: true,
      hasSetupFee: false,
      setupFeeAmount: 0,
      ctaLabel: 'Start now',
      title: 'Pro',
      description: `${perDay}, billed daily. Cancel anytime.`,
      successToast: `Welcome to ${PRODUCT_NAME}! Your subscription is active.`,
    },
  };
  return { price: { ...config, label: perDay }, plans };
}

export const DEFAULT_SUCCESS_TOAST = `Welcome to ${PRODUCT_NAME}! Your account is ready.`;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The plan from the host's first label, else `?plan=`, else the remembered cookie, else start. */
export function selectPlan(input: { host?: string | null; query?: string | null; cookie?: string | null }): PlanId {
  const label = (input.host ?? '').toLowerCase().split('.')[0];
  const hostIsPlan = (input.host ?? '').includes('.') && isPlanId(label);
  if (hostIsPlan) return label as PlanId;
  if (isPlanId(input.query)) return input.query;
  if (isPlanId(input.cookie)) return input.cookie;
  return DEFAULT_PLAN;
}

/** What is charged at checkout and after the trial, for the checkout page. */
export function checkoutAmounts(plan: Plan, config: PriceConfig) {
  const trial = plan.trialPeriodDays > 0;
  return {
    dueTodayCents: plan.hasSetupFee ? plan.setupFeeAmount : trial ? 0 : config.amountCents,
    afterTrialCents: config.amountCents,
    trial,
  };
}
