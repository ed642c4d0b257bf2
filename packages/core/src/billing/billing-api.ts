import { z } from 'zod';
import type { GateState, SubscriptionView } from './gate';
import type { Plan, PlanId, PricingView } from './plans';
import { PLAN_IDS } from './plans';
import { SUBSCRIPTION_STATUSES } from './status';

/**
 * The billing API contract (JSON camelCase):
 * - GET  /api/billing/plans                 public → PricingView
 * - GET  /api/billing/subscription          owner, not gated → SubscriptionResponse
 * - POST /api/billing/checkout              owner, not gated: CheckoutInput → CheckoutResponse (409 when subscribed)
 * - POST /api/billing/portal                owner, not gated: PortalInput → { url }
 * - POST /api/billing/webhook               Stripe only, signed raw body
 * - test mode only (BILLING_PROVIDER=test):
 *   GET  /api/billing/test/checkout/:id     → TestCheckoutView
 *   POST /api/billing/test/checkout/:id/complete → { redirectUrl }   (402 'Your card was declined...' never here)
 *   POST /api/billing/test/checkout/:id/decline  → 402 CARD_DECLINED
 *   GET  /api/billing/test/portal/:id       → TestPortalView
 *   POST /api/billing/test/portal/:id/action TestPortalAction → TestPortalView
 * Browser pages of the test provider: /billing/test-checkout/:id and /billing/test-portal/:id.
 */

export type { PricingView };

export interface SubscriptionResponse {
  subscription: SubscriptionView | null;
  gate: GateState;
  /** 'none' means billing is off (self-hosted): everyone is allowed. */
  provider: 'stripe' | 'test' | 'none';
}

/** Paths only (same origin); the server makes them absolute. */
const localPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site')
  .max(500);

export const checkoutInputSchema = z.object({
  plan: z.enum(PLAN_IDS).optional(),
  successPath: localPath.default('/dashboard?checkout=success'),
  cancelPath: localPath.default('/signup'),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export interface CheckoutResponse {
  sessionId: string;
  url: string;
}

export const portalInputSchema = z.object({ returnPath: localPath.default('/settings/billing') });
export type PortalInput = z.input<typeof portalInputSchema>;

export interface TestCheckoutView {
  id: string;
  plan: Plan;
  priceLabel: string;
  currency: string;
  dueTodayCents: number;
  afterTrialCents: number;
  successUrl: string;
  cancelUrl: string;
  completed: boolean;
}

export interface TestPortalView {
  id: string;
  returnUrl: string;
  subscription: SubscriptionView | null;
  planId: PlanId | null;
}

export const testPortalActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add_payment_method') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('end_trial') }),
  z.object({ action: z.literal('set_status'), status: z.enum(SUBSCRIPTION_STATUSES) }),
]);
export type TestPortalAction = z.infer<typeof testPortalActionSchema>;

/** Error texts of spec §8 for checkout, the billing portal and the gate. */
export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  alreadySubscribedToast: 'You already have an active subscription',
  loginToSubscribe: 'You must be logged in to start a subscription',
  loginToCompleteCheckout: 'You must be logged in to complete checkout. Please refresh the page.',
  paymentMethodIssue: 'There was an issue with your payment method. Please try again or use a different card.',
  insufficientFunds: 'Insufficient funds. Please use a different payment method or add funds to your account.',
  insufficientFundsShort: 'Insufficient funds. Please use a different payment method.',
  declined: 'Your card was declined. Please try a different payment method.',
  unavailable: 'Our payment system is temporarily unavailable. Please try again in a few moments.',
  failedStatus: (status: number) => `Failed to create checkout session (${status})`,
  noUrl: 'Failed to create checkout session. Please try again.',
  noUrlComplete: 'Unable to create checkout session. Please try again or contact support.',
  signupCheckoutFailed: 'Unable to start checkout. Please try again or contact support.',
  loginToContinue: 'Please log in to continue',
  failedCheckout: 'Failed to create checkout',
  noCheckoutUrl: 'No checkout URL returned',
  loginForPortal: 'You must be logged in to access billing portal',
  portalFailed: (status: number) => `Failed to create portal session (${status})`,
  unexpected: 'An unexpected error occurred',
  testMode: 'Test mode — no real payment',
  billingDisabled: 'Billing is turned off on this server.',
} as const;

/** Maps a failed checkout call to its §8 message (signup and complete-checkout wording). */
export function checkoutErrorMessage(
  status: number,
  serverMessage: string | undefined,
  variant: 'signup' | 'complete' = 'signup',
): string {
  const text = (serverMessage ?? '').toLowerCase();
  if (status === 401)
    return variant === 'complete' ? BILLING_MESSAGES.loginToCompleteCheckout : BILLING_MESSAGES.loginToSubscribe;
  if (status === 409) return serverMessage || BILLING_MESSAGES.alreadySubscribed;
  if (text.includes('insufficient funds'))
    return variant === 'complete' ? BILLING_MESSAGES.insufficientFundsShort : BILLING_MESSAGES.insufficientFunds;
  if (text.includes('declined')) return BILLING_MESSAGES.declined;
  if (text.includes('card') || text.includes('payment')) return BILLING_MESSAGES.paymentMethodIssue;
  if (status >= 500) return BILLING_MESSAGES.unavailable;
  return BILLING_MESSAGES.failedStatus(status);
}
