import { randomBytes } from 'node:crypto';
import { checkoutAmounts, type PricingView, type TestPortalAction } from '@bloom/core';
import { notFound } from '../../kernel/service-error';
import type { BillingProvider } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { applySubscriptionEvent, readSubscription, type SubscriptionSnapshot } from './subscription-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEST_CARD = { paymentMethodBrand: 'visa', paymentMethodLast4: '4242' } as const;

export const TEST_SESSION_NOT_FOUND = {
  checkout: 'Checkout session not found',
  portal: 'Billing portal session not found',
} as const;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`;

/**
 * Test mode: our own checkout and billing-portal pages. They change the subscription through
 * the same events the Stripe webhook produces, so everything downstream behaves the same.
 * The pages are answered as same-origin paths: they need the session cookie of the host the
 * browser is on, whatever PUBLIC_URL says.
 */
export function createTestProvider(db: Db, pricing: PricingView) {
  const emit = (userId: string, type: string, snapshot: SubscriptionSnapshot) =>
    applySubscriptionEvent(db, { id: newId('evt'), type, userId, snapshot });

  async function session(id: string, userId: string, kind: 'checkout' | 'portal') {
    const row = await db
      .selectFrom('billing_test_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) throw notFound(TEST_SESSION_NOT_FOUND[kind]);
    return row;
  }

  const provider: BillingProvider = {
    kind: 'test',
    async createCheckout({ userId, plan, successUrl, cancelUrl }) {
      const id = newId('cs');
      await db
        .insertInto('billing_test_sessions')
        .values({ id, user_id: userId, kind: 'checkout', plan, success_url: successUrl, cancel_url: cancelUrl })
        .execute();
      // Stripe marks a subscription "incomplete" only once payment fails; starting checkout records the intent.
      await db
        .insertInto('subscriptions')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return { sessionId: id, url: `/billing/test-checkout/${id}` };
    },
    async createPortal({ userId, returnUrl }) {
      const id = newId('bps');
      await db
        .insertInto('billing_test_sessions')
        .values({ id, user_id: userId, kind: 'portal', return_url: returnUrl })
        .execute();
      return { url: `/billing/test-portal/${id}` };
    },
    async cancelNow(userId) {
      const current = await readSubscription(db, userId);
      if (!current || current.subscriptionStatus === 'canceled' || current.subscriptionStatus === 'not_started') return;
      // What Stripe's customer.subscription.deleted leaves: canceled at once, nothing more to pay.
      await emit(userId, 'customer.subscription.deleted', {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(),
      });
    },
  };

  return {
    provider,

    async checkoutView(id: string, userId: string) {
      const row = await session(id, userId, 'checkout');
      if (!row.plan) throw notFound();
      const plan = pricing.plans[row.plan];
      const amounts = checkoutAmounts(plan, pricing.price);
      return {
        id,
        plan,
        priceLabel: pricing.price.label,
        currency: pricing.price.currency,
        dueTodayCents: amounts.dueTodayCents,
        afterTrialCents: amounts.afterTrialCents,
        successUrl: row.success_url ?? '/',
        cancelUrl: row.cancel_url ?? '/',
        completed: row.completed_at !== null,
      };
    },

    /** 'Complete payment': the subscription starts as the plan says (trialing or active). */
    async completeCheckout(id: string, userId: string) {
      const row = await session(id, userId, 'checkout');
      if (!row.plan) throw notFound();
      const plan = pricing.plans[row.plan];
      if (!row.completed_at) {
        const now = Date.now();
        const trial = plan.trialPeriodDays > 0;
        await emit(userId, 'checkout.session.completed', {
          status: trial ? 'trialing' : 'active',
          trialType: plan.trialType,
          trialEndDate: trial ? new Date(now + plan.trialPeriodDays * DAY_MS) : null,
          trialSubdomain: plan.id,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date(now + (trial ? plan.trialPeriodDays : 1) * DAY_MS),
          paymentMethodBrand: plan.requiresPaymentMethod ? TEST_CARD.paymentMethodBrand : null,
          paymentMethodLast4: plan.requiresPaymentMethod ? TEST_CARD.paymentMethodLast4 : null,
          paymentFailureReason: null,
        });
        await db.updateTable('billing_test_sessions').set({ completed_at: new Date() }).where('id', '=', id).execute();
      }
      return { redirectUrl: row.success_url ?? '/' };
    },

    async portalView(id: string, userId: string) {
      const row = await session(id, userId, 'portal');
      const subscription = await readSubscription(db, userId);
      return { id, returnUrl: row.return_url ?? '/', subscription, planId: subscription?.trialSubdomain ?? null };
    },

    async portalAction(id: string, userId: string, action: TestPortalAction) {
      await session(id, userId, 'portal');
      const current = await readSubscription(db, userId);
      const status = current?.subscriptionStatus ?? 'not_started';
      const trialEnded = current?.trialEndDate ? new Date(current.trialEndDate).getTime() <= Date.now() : false;
      switch (action.action) {
        case 'add_payment_method':
          // A card on an ended free trial or a failed payment settles the balance, as Stripe's retry would.
          await emit(userId, 'payment_method.attached', {
            status:
              (status === 'trialing' && trialEnded) || status === 'past_due' || status === 'unpaid' ? 'active' : status,
            ...TEST_CARD,
            paymentFailureReason: null,
          });
          break;
        case 'cancel':
          await emit(userId, 'customer.subscription.updated', { status, cancelAtPeriodEnd: true });
          break;
        case 'resume':
          await emit(userId, 'customer.subscription.updated', { status, cancelAtPeriodEnd: false });
          break;
        case 'end_trial':
          // Trial over: with a card it is charged and becomes active; without one it waits for a card.
          await emit(userId, 'customer.subscription.trial_ended', {
            status: status === 'trialing' && current?.paymentMethodLast4 ? 'active' : status,
            trialEndDate: new Date(),
          });
          break;
        case 'set_status':
          await emit(userId, 'customer.subscription.updated', {
            status: action.status,
            paymentFailureReason:
              action.status === 'past_due' || action.status === 'unpaid' ? 'Your card was declined.' : null,
          });
          break;
      }
      return this.portalView(id, userId);
    },
  };
}

export type TestBilling = ReturnType<typeof createTestProvider>;
