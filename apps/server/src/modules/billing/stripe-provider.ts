import { ERROR_CODES, type PlanId, type PricingView } from '@bloom/core';
import Stripe from 'stripe';
import { ServiceError } from '../../kernel/service-error';
import type { BillingProvider } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { readStripeIds } from './subscription-store';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string | undefined;
  /** Tests point the real SDK at a local fake Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(settings.api ?? {}),
  });
}

/** Stripe errors become messages the checkout screens can map (docs/product.md#checkout-errors). */
export function stripeError(err: unknown): ServiceError {
  if (err instanceof Stripe.errors.StripeCardError) {
    return new ServiceError(ERROR_CODES.PAYMENT_FAILED, err.message);
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    console.error('[stripe] invalid request:', err.message);
    return new ServiceError(
      ERROR_CODES.BILLING_REQUEST_INVALID,
      'The payment request was not accepted. Please try again.',
    );
  }
  console.error('[stripe]', err);
  return new ServiceError(ERROR_CODES.BILLING_UNAVAILABLE, 'Our payment system is temporarily unavailable.');
}

/** Checkout Session parameters per plan (docs/product.md#plans-and-pricing): trial, card collection and the pro setup fee. */
export function checkoutParams(
  pricing: PricingView,
  priceId: string | undefined,
  input: { plan: PlanId; userId: string; customer: string; successUrl: string; cancelUrl: string },
): Stripe.Checkout.SessionCreateParams {
  const plan = pricing.plans[input.plan];
  const { currency, amountCents } = pricing.price;
  const recurring: Stripe.Checkout.SessionCreateParams.LineItem = priceId
    ? { price: priceId, quantity: 1 }
    : {
        price_data: {
          currency,
          unit_amount: amountCents,
          recurring: { interval: 'day' },
          product_data: { name: 'Bloom' },
        },
        quantity: 1,
      };
  const lineItems = [recurring];
  if (plan.hasSetupFee) {
    lineItems.push({
      price_data: { currency, unit_amount: plan.setupFeeAmount, product_data: { name: 'Trial fee' } },
      quantity: 1,
    });
  }
  const metadata = { userId: input.userId, plan: plan.id };
  return {
    mode: 'subscription',
    customer: input.customer,
    client_reference_id: input.userId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    line_items: lineItems,
    payment_method_collection: plan.requiresPaymentMethod ? 'always' : 'if_required',
    metadata,
    subscription_data: {
      metadata,
      ...(plan.trialPeriodDays > 0 ? { trial_period_days: plan.trialPeriodDays } : {}),
      ...(plan.requiresPaymentMethod ? {} : { trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } }),
    },
  };
}

export function createStripeProvider(db: Db, stripe: Stripe, settings: StripeSettings, pricing: PricingView) {
  /** One Stripe customer per user, remembered on the subscription row. */
  async function customerFor(userId: string, email: string): Promise<string> {
    const existing = await readStripeIds(db, userId);
    if (existing?.stripe_customer_id) return existing.stripe_customer_id;
    const customer = await stripe.customers.create({ email, metadata: { userId } });
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, stripe_customer_id: customer.id })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ stripe_customer_id: customer.id }))
      .execute();
    return customer.id;
  }

  const provider: BillingProvider = {
    kind: 'stripe',
    async createCheckout({ userId, email, plan, successUrl, cancelUrl }) {
      try {
        const customer = await customerFor(userId, email);
        const session = await stripe.checkout.sessions.create(
          checkoutParams(pricing, settings.priceId, { plan, userId, customer, successUrl, cancelUrl }),
        );
        if (!session.url)
          throw new ServiceError(ERROR_CODES.NO_CHECKOUT_URL, 'Failed to create checkout session. Please try again.');
        return { sessionId: session.id, url: session.url };
      } catch (err) {
        throw err instanceof ServiceError ? err : stripeError(err);
      }
    },
    async createPortal({ userId, email, returnUrl }) {
      try {
        const customer = await customerFor(userId, email);
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
        return { url: session.url };
      } catch (err) {
        throw stripeError(err);
      }
    },
    async cancelNow(userId) {
      const ids = await readStripeIds(db, userId);
      if (!ids?.stripe_subscription_id || ids.subscription_status === 'canceled') return;
      try {
        await stripe.subscriptions.cancel(ids.stripe_subscription_id);
      } catch (err) {
        // Already gone at Stripe (deleted there, or canceled before): nothing left to charge.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
        throw stripeError(err);
      }
    },
  };
  return provider;
}
