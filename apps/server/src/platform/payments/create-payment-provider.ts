import type { PaymentsConfig } from '../../config';
import type { Db } from '../db/database';
import { createNoPaymentProvider } from './no-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider, type StripeConnectSettings } from './stripe-payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

export interface PaymentProviderOptions {
  /** Where the test provider's checkout pages are (config.appOrigin): not a portal domain, which serves portals only. */
  origin: string;
  /** Tests point the Stripe SDK at a local fake Stripe (helpers/fake-stripe-connect.ts). */
  stripeApi?: StripeConnectSettings['api'];
}

/** The provider of PAYMENTS_PROVIDER: test (the default outside production), Stripe Connect, or none. */
export function createPaymentProvider(
  db: Db,
  config: PaymentsConfig,
  options: PaymentProviderOptions,
): PaymentProvider {
  if (config.provider === 'none') return createNoPaymentProvider();
  if (config.provider === 'test') return createTestPaymentProvider(db, options.origin.replace(/\/+$/, ''));
  return createStripePaymentProvider({ ...config.stripe, api: options.stripeApi });
}
