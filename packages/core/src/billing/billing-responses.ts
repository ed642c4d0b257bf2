import { z } from 'zod';
import { PLAN_IDS, TRIAL_TYPES } from './plan-ids';
import { SUBSCRIPTION_STATUSES } from './status';

/**
 * The answers of the billing API as zod schemas: the server declares its routes with them (and
 * checks its answers against them in development and tests); plans.ts, gate.ts and
 * billing-api.ts take their types from them with `import type`, so none of this reaches a page.
 */

const planId = z.enum(PLAN_IDS);

/** What an operator may change by environment (PRICE_* variables). */
export const priceConfigSchema = z.object({
  /** Per day, in the currency's minor unit. */
  amountCents: z.number(),
  currency: z.string(),
  trialDays: z.object({ try: z.number(), start: z.number(), pro: z.number() }),
  /** The pro plan's one-time trial fee. */
  setupFeeCents: z.number(),
});

export const planSchema = z.object({
  id: planId,
  trialType: z.enum(TRIAL_TYPES),
  trialPeriodDays: z.number(),
  requiresPaymentMethod: z.boolean(),
  hasSetupFee: z.boolean(),
  setupFeeAmount: z.number(),
  ctaLabel: z.string(),
  title: z.string(),
  description: z.string(),
  /** The toast on /dashboard?checkout=success. */
  successToast: z.string(),
});

/** `GET /api/billing/plans`. */
export const pricingViewSchema = z.object({
  price: priceConfigSchema.extend({ label: z.string() }),
  plans: z.record(planId, planSchema),
});

/** The subscription view, as the API sends it. */
export const subscriptionViewSchema = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  trialType: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  trialSubdomain: planId.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  paymentMethodBrand: z.string().nullable(),
  paymentMethodLast4: z.string().nullable(),
  paymentFailureReason: z.string().nullable(),
});

export const GATE_STATUSES = [
  'allowed',
  'needs_checkout',
  'needs_payment_method',
  'past_due',
  'canceled',
  'expired',
] as const;

export const gateStateSchema = z.object({
  status: z.enum(GATE_STATUSES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  trialType: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  trialSubdomain: planId.nullable(),
  currentSubdomain: planId.nullable(),
  hasPaymentMethod: z.boolean(),
  daysRemaining: z.number(),
  message: z.string(),
});

/** `GET /api/billing/subscription`. */
export const subscriptionResponseSchema = z.object({
  subscription: subscriptionViewSchema.nullable(),
  gate: gateStateSchema,
  /** 'none' means billing is off (self-hosted): everyone is allowed. */
  provider: z.enum(['stripe', 'test', 'none']),
});

/** `POST /api/billing/checkout`. */
export const checkoutResponseSchema = z.object({
  sessionId: z.string(),
  /** Stripe's checkout page, or in test mode a same-origin path (`/billing/test-checkout/:id`). */
  url: z.string(),
});

/** `POST /api/billing/portal`: Stripe's billing portal, or the test provider's page. */
export const billingPortalResponseSchema = z.object({ url: z.string() });

/** `POST /api/billing/webhook`: Stripe only needs a 2xx. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** `GET /api/billing/test/checkout/{id}`. */
export const testCheckoutViewSchema = z.object({
  id: z.string(),
  plan: planSchema,
  priceLabel: z.string(),
  currency: z.string(),
  dueTodayCents: z.number(),
  afterTrialCents: z.number(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  completed: z.boolean(),
});

/** `POST /api/billing/test/checkout/{id}/complete`: where checkout returns to. */
export const testCheckoutCompletedSchema = z.object({ redirectUrl: z.string() });

/**
 * `POST /api/billing/test/checkout/{id}/decline` never succeeds: it is always 402 CARD_DECLINED.
 * The document writes "no value" as `not: {}` (it has no word for zod's never).
 */
export const testCheckoutDeclinedSchema = z.never().meta({ type: 'object', not: {} });

/** `GET /api/billing/test/portal/{id}` and the answer of its actions. */
export const testPortalViewSchema = z.object({
  id: z.string(),
  returnUrl: z.string(),
  subscription: subscriptionViewSchema.nullable(),
  planId: planId.nullable(),
});
