import { buildPlans } from '@bloom/core';
import type { BillingConfig } from '../../config';
import type { Billing } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { createStripeClient, createStripeProvider, type StripeSettings } from './stripe-provider';
import { createStripeWebhook } from './stripe-webhook';
import { createTestProvider, type TestBilling } from './test-provider';

export interface BillingSetup {
  billing: Billing;
  /** Present in test mode: its checkout and portal pages. */
  testBilling?: TestBilling;
}

/** Picks the provider of BILLING_PROVIDER: test (default), stripe, or none (billing off, everyone allowed). */
export function createBilling(db: Db, config: BillingConfig, stripeApi?: StripeSettings['api']): BillingSetup {
  const pricing = buildPlans(config.price);
  if (config.provider === 'none') return { billing: { provider: null, pricing } };
  if (config.provider === 'test') {
    const testBilling = createTestProvider(db, pricing);
    return { billing: { provider: testBilling.provider, pricing }, testBilling };
  }
  if (!config.stripe) throw new Error('Stripe settings are missing');
  const settings: StripeSettings = { ...config.stripe, api: stripeApi };
  const stripe = createStripeClient(settings);
  return {
    billing: {
      provider: createStripeProvider(db, stripe, settings, pricing),
      pricing,
      webhook: createStripeWebhook(db, stripe, settings.webhookSecret, pricing),
    },
  };
}
