import { isPlanId, type SubscriptionStatus, type SubscriptionView } from '@bloom/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SubscriptionsTable } from '../../platform/db/schema';

/**
 * The one internal event both providers produce: "this is now the user's subscription".
 * The Stripe webhook builds it from the subscription it re-reads from Stripe; the test
 * provider builds it from its own pages. Applying it is idempotent per event id.
 */
export interface SubscriptionEvent {
  id: string;
  type: string;
  userId: string;
  snapshot: SubscriptionSnapshot;
}

export interface SubscriptionSnapshot {
  status: SubscriptionStatus;
  trialType?: string | null;
  trialEndDate?: Date | null;
  trialSubdomain?: string | null;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: Date | null;
  paymentMethodBrand?: string | null;
  paymentMethodLast4?: string | null;
  paymentFailureReason?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  priceId?: string | null;
}

/** Applies an event once: its id is stored under a unique key in the same transaction as its effect. */
export async function applySubscriptionEvent(db: Db, event: SubscriptionEvent): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('billing_events')
      .values({ id: event.id, type: event.type, user_id: event.userId })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return false;
    const s = event.snapshot;
    // Only the fields a snapshot names change; undefined leaves the stored value alone.
    const values = {
      subscription_status: s.status,
      trial_type: s.trialType,
      trial_end_date: s.trialEndDate,
      trial_subdomain:
        s.trialSubdomain === undefined ? undefined : isPlanId(s.trialSubdomain) ? s.trialSubdomain : null,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      current_period_end: s.currentPeriodEnd,
      payment_method_brand: s.paymentMethodBrand,
      payment_method_last4: s.paymentMethodLast4,
      payment_failure_reason: s.paymentFailureReason,
      stripe_customer_id: s.stripeCustomerId,
      stripe_subscription_id: s.stripeSubscriptionId,
      price_id: s.priceId,
      updated_at: new Date(),
    };
    await trx
      .insertInto('subscriptions')
      .values({ user_id: event.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return true;
  });
}

export async function readSubscription(db: Db, userId: string): Promise<SubscriptionView | null> {
  const row = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? toSubscriptionView(row) : null;
}

/** The columns the gate and the billing card read (also read with the session, in one query). */
export type SubscriptionRow = Pick<
  Selectable<SubscriptionsTable>,
  | 'subscription_status'
  | 'trial_type'
  | 'trial_end_date'
  | 'trial_subdomain'
  | 'cancel_at_period_end'
  | 'current_period_end'
  | 'payment_method_brand'
  | 'payment_method_last4'
  | 'payment_failure_reason'
>;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    subscriptionStatus: row.subscription_status,
    trialType: row.trial_type,
    trialEndDate: row.trial_end_date?.toISOString() ?? null,
    trialSubdomain: isPlanId(row.trial_subdomain) ? row.trial_subdomain : null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    paymentMethodBrand: row.payment_method_brand,
    paymentMethodLast4: row.payment_method_last4,
    paymentFailureReason: row.payment_failure_reason,
  };
}

export async function readStripeIds(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['stripe_customer_id', 'stripe_subscription_id', 'subscription_status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
