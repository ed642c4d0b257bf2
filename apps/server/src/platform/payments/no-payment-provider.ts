import { PAYMENT_MESSAGES } from '@bloom/core';
import { conflict } from '../../kernel/service-error';
import type { PaymentProvider } from './payment-provider';

const off = () => conflict(PAYMENT_MESSAGES.paymentsOff);

/**
 * PAYMENTS_PROVIDER=none: this server takes no payments (a self-hosted server without Stripe
 * Connect keys). Every call answers 409; the flows check `enabled` first. It keeps the name 'test'
 * only because stored rows name a real provider (the database allows test and stripe): with
 * `enabled` false no account reads as connected, its checkout pages stay off (no `sessions`),
 * and the Stripe webhook route answers 404.
 */
export function createNoPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    enabled: false,
    testMode: false,
    connectAccount: async () => {
      throw off();
    },
    accountStatus: async () => 'none',
    createCheckout: async () => {
      throw off();
    },
    readCheckout: async () => {
      throw off();
    },
    parseWebhook: () => {
      throw off();
    },
  };
}
