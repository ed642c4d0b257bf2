import {
  BILLING_MESSAGES,
  type CheckoutInput,
  computeGate,
  ERROR_CODES,
  type GateState,
  isSubscribed,
  type PlanId,
  type SubscriptionResponse,
} from '@bloom/core';
import { ServiceError } from '../../kernel/service-error';
import type { Billing } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { readSubscription } from './subscription-store';

export interface BillingContext {
  db: Db;
  billing: Billing;
  /** Where return addresses point (platform/http/link-origin.ts): PUBLIC_URL or the request's own origin. */
  origin: string;
  user: { id: string; email: string };
}

const billingOff = () => new ServiceError(ERROR_CODES.BILLING_DISABLED, BILLING_MESSAGES.billingDisabled);

export async function subscriptionState(
  ctx: BillingContext,
  currentPlan: PlanId | null,
  /** The session's: its workspace Owner's subscription (a team member's gate is the workspace's). */
  known?: Awaited<ReturnType<typeof readSubscription>>,
): Promise<SubscriptionResponse> {
  const provider = ctx.billing.provider?.kind ?? 'none';
  const subscription = known !== undefined ? known : await readSubscription(ctx.db, ctx.user.id);
  return { subscription, gate: gateFor(ctx.billing, subscription, currentPlan), provider };
}

/** The gate (docs/product.md#the-gate); with billing off everyone is allowed. */
export function gateFor(
  billing: Billing,
  subscription: Awaited<ReturnType<typeof readSubscription>>,
  currentPlan: PlanId | null,
): GateState {
  const gate = computeGate(subscription, currentPlan);
  return billing.provider ? gate : { ...gate, status: 'allowed', message: '' };
}

/** One checkout per plan; 409 (with a redirect to the dashboard) when already active or trialing. */
export async function startCheckout(ctx: BillingContext, input: Required<CheckoutInput> & { plan: PlanId }) {
  if (!ctx.billing.provider) throw billingOff();
  const current = await readSubscription(ctx.db, ctx.user.id);
  if (isSubscribed(current?.subscriptionStatus)) {
    throw new ServiceError(ERROR_CODES.ALREADY_SUBSCRIBED, BILLING_MESSAGES.alreadySubscribed, {
      extra: { redirect: '/dashboard' },
    });
  }
  return ctx.billing.provider.createCheckout({
    userId: ctx.user.id,
    email: ctx.user.email,
    plan: input.plan,
    successUrl: ctx.origin + input.successPath,
    cancelUrl: ctx.origin + input.cancelPath,
  });
}

export async function openPortal(ctx: BillingContext, returnPath: string) {
  if (!ctx.billing.provider) throw billingOff();
  return ctx.billing.provider.createPortal({
    userId: ctx.user.id,
    email: ctx.user.email,
    returnUrl: ctx.origin + returnPath,
  });
}
