import { ERROR_CODES, isPlanId, type PricingView, type SubscriptionStatus } from '@bloom/core';
import type Stripe from 'stripe';
import { ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { applySubscriptionEvent, type SubscriptionSnapshot } from './subscription-store';

const FAILING: readonly SubscriptionStatus[] = ['past_due', 'unpaid', 'incomplete'];

/** Stripe's subscription statuses, each as ours (a Map: no inherited keys like `constructor`). */
const STRIPE_STATUSES = new Map<string, SubscriptionStatus>([
  ['incomplete', 'incomplete'],
  ['incomplete_expired', 'incomplete_expired'],
  ['trialing', 'trialing'],
  ['active', 'active'],
  ['past_due', 'past_due'],
  ['unpaid', 'unpaid'],
  ['canceled', 'canceled'],
  ['paused', 'paused'],
]);

/** A status Stripe adds later reads as incomplete: the gate asks for checkout rather than letting it through. */
const subscriptionStatus = (stripeStatus: string): SubscriptionStatus =>
  STRIPE_STATUSES.get(stripeStatus) ?? 'incomplete';

/** The subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const obj = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return obj.id as string;
  if (event.type === 'checkout.session.completed') return (obj.subscription as string | null) ?? null;
  if (event.type.startsWith('invoice.')) {
    const parent = obj.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    const sub = parent?.subscription_details?.subscription ?? (obj.subscription as string | undefined);
    return typeof sub === 'string' ? sub : (sub?.id ?? null);
  }
  return null;
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Verifies the signature on the raw body (400, nothing written, when it fails), then re-reads the
 * subscription from Stripe and stores that snapshot. Re-reading makes the result independent of
 * the order events arrive in; the event id, stored with the change, makes replays no-ops.
 */
export function createStripeWebhook(db: Db, stripe: Stripe, webhookSecret: string, pricing: PricingView) {
  return async function handle(rawBody: string, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', webhookSecret);
    } catch {
      throw new ServiceError(ERROR_CODES.INVALID_SIGNATURE, 'Webhook signature verification failed');
    }
    const subscriptionId = subscriptionIdOf(event);
    if (!subscriptionId) return;
    const seen = await db.selectFrom('billing_events').select('id').where('id', '=', event.id).executeTakeFirst();
    if (seen) return;

    const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
    const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
    // The stored customer first: an ownership transfer moves the subscription row to the new owner,
    // while Stripe's metadata keeps naming whoever checked out.
    const userId = (await userByCustomer(db, customerId)) ?? sub.metadata?.userId;
    // A deleted account's subscription may still send events (its cancellation): nothing to store.
    if (!userId || !(await userExists(db, userId))) {
      console.warn(`[stripe] ${event.type} ${event.id}: no user for customer ${customerId}`);
      return;
    }
    const status = subscriptionStatus(sub.status);
    const plan = isPlanId(sub.metadata?.plan) ? sub.metadata.plan : null;
    const pm = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
    const snapshot: SubscriptionSnapshot = {
      status,
      trialType: plan ? pricing.plans[plan].trialType : null,
      trialEndDate: toDate(sub.trial_end),
      trialSubdomain: plan,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodEnd: toDate(sub.items.data[0]?.current_period_end),
      paymentMethodBrand: pm?.card?.brand ?? null,
      paymentMethodLast4: pm?.card?.last4 ?? null,
      stripeCustomerId: customerId,
      stripeSubscriptionId: sub.id,
      priceId: sub.items.data[0]?.price.id ?? null,
      // A failure reason lives while the subscription is failing; a healthy one clears it.
      paymentFailureReason: !FAILING.includes(status)
        ? null
        : event.type === 'invoice.payment_failed'
          ? failureReason(event.data.object as Stripe.Invoice)
          : undefined,
    };
    await applySubscriptionEvent(db, { id: event.id, type: event.type, userId, snapshot });
  };
}

function failureReason(invoice: Stripe.Invoice): string {
  return invoice.last_finalization_error?.message ?? 'Your card was declined.';
}

async function userExists(db: Db, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst());
}

async function userByCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
