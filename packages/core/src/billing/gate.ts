import type { z } from 'zod';
import { plural } from '../plural';
import type { gateStateSchema, subscriptionViewSchema } from './billing-responses';
import type { PlanId } from './plan-ids';

/** The subscription view, as the API sends it. */
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export type GateState = z.infer<typeof gateStateSchema>;
export type GateStatus = GateState['status'];

export const GATE_MESSAGES = {
  noRecord: 'Please complete your subscription setup.',
  checkout: 'Please complete your subscription checkout to access the dashboard.',
  pastDue: 'Your payment is past due. Please update your payment method.',
  unpaid: 'Your subscription payment is unpaid. Please update your payment method to restore access.',
  canceled: 'Your subscription has been canceled. Please resubscribe to continue.',
  freeTrialLeft: (n: number) => `You have ${plural(n, 'day')} remaining in your trial.`,
  freeTrialEnded: 'Your trial has ended. Please add a payment method to continue.',
  trialLeft: (n: number) => `Trial active - ${plural(n, 'day')} remaining.`,
  active: 'Subscription active',
  paused: 'Your subscription is paused. Please reactivate to continue.',
  unexpected: 'Unable to verify subscription status. Please try again.',
  pollingFailed: 'Unable to verify subscription. Please refresh or contact support.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left until the trial ends: rounded up, never below 0. */
export function daysRemaining(trialEndDate: string | Date | null | undefined, now: Date = new Date()): number {
  if (!trialEndDate) return 0;
  const end = typeof trialEndDate === 'string' ? new Date(trialEndDate) : trialEndDate;
  const ms = end.getTime() - now.getTime();
  if (!Number.isFinite(ms)) return 0;
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** The gate table (docs/product.md#gate-table), row by row. */
export function computeGate(
  sub: SubscriptionView | null,
  currentSubdomain: PlanId | null = null,
  now: Date = new Date(),
): GateState {
  const days = daysRemaining(sub?.trialEndDate, now);
  const base = {
    subscriptionStatus: sub?.subscriptionStatus ?? null,
    trialType: sub?.trialType ?? null,
    trialEndDate: sub?.trialEndDate ?? null,
    trialSubdomain: sub?.trialSubdomain ?? null,
    currentSubdomain,
    hasPaymentMethod: Boolean(sub?.paymentMethodLast4),
    daysRemaining: days,
  };
  const gate = (status: GateStatus, message: string): GateState => ({ ...base, status, message });

  const status = sub?.subscriptionStatus;
  if (!status) return gate('needs_checkout', GATE_MESSAGES.noRecord);
  switch (status) {
    case 'not_started':
    case 'incomplete':
    case 'incomplete_expired':
      return gate('needs_checkout', GATE_MESSAGES.checkout);
    case 'past_due':
      return gate('past_due', GATE_MESSAGES.pastDue);
    case 'unpaid':
      return gate('past_due', GATE_MESSAGES.unpaid);
    case 'canceled':
      return gate('canceled', GATE_MESSAGES.canceled);
    case 'trialing':
      if (sub.trialType === 'free_no_card') {
        return days > 0
          ? gate('allowed', GATE_MESSAGES.freeTrialLeft(days))
          : gate('needs_payment_method', GATE_MESSAGES.freeTrialEnded);
      }
      return gate('allowed', GATE_MESSAGES.trialLeft(days));
    case 'active':
      return gate('allowed', GATE_MESSAGES.active);
    case 'paused':
      return gate('expired', GATE_MESSAGES.paused);
    default:
      return gate('allowed', '');
  }
}

/** Where the browser sends an owner for a gate status (docs/product.md#gate-routing). */
export function gateRoute(status: GateStatus | string): '/complete-checkout' | '/payment-issue' | null | 'restricted' {
  if (status === 'allowed') return null;
  if (status === 'needs_checkout') return '/complete-checkout';
  if (['needs_payment_method', 'past_due', 'expired', 'canceled'].includes(status)) return '/payment-issue';
  return 'restricted';
}
