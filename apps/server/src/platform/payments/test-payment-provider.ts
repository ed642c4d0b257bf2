import { randomBytes, randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@bloom/core';
import { badRequest, conflict, notFound } from '../../kernel/service-error';
import type { Db } from '../db/database';
import {
  addTestRefund,
  closeTestSession,
  insertTestSession,
  readTestSession,
  type TestSessionRow,
} from '../db/payment-test-sessions';
import type { PaymentProvider, ProviderEvent } from './payment-provider';

/** The test provider's pretend card, shown on receipts. */
export const TEST_METHOD = 'Test card •••• 4242';
/** 'cs_test_' and 32 hex digits: anything else is not one of ours (no database read). */
export const TEST_SESSION_ID = /^cs_test_[0-9a-f]{32}$/;
const TEST_ACCOUNT_PREFIX = 'acct_test_';

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(16).toString('hex')}`;

export type TestSession = TestSessionRow;

/** What a page action did: the session as it is now, and the event to deliver (as a webhook would). */
export interface TestAction {
  session: TestSession;
  event: ProviderEvent;
}

export interface TestPaymentProvider extends PaymentProvider {
  name: 'test';
  /** The pages' side (modules/payments/test-checkout-pages.ts): the client's and the "dashboard's" actions. */
  sessions: {
    find(id: string): Promise<TestSession | null>;
    pay(id: string): Promise<TestAction>;
    decline(id: string): Promise<TestAction>;
    cancel(id: string): Promise<TestAction>;
    /** Refunds `amount` (minor units, 1 up to what is paid and not yet refunded) of a paid session. */
    refund(id: string, amount: number): Promise<TestAction>;
  };
}

export const isTestPaymentProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.name === 'test' && 'sessions' in provider;

export const refundedOf = (session: Pick<TestSession, 'refunds'>) =>
  session.refunds.reduce((sum, refund) => sum + refund.amount, 0);

/**
 * PAYMENTS_PROVIDER=test (docs/decisions/035-payments.md): every workspace's account is active at
 * once, checkouts are rows of payment_test_sessions paid on our own page at `${origin}/pay/test/{id}`,
 * and each page action delivers the event a Stripe webhook would, to the same application code.
 */
export function createTestPaymentProvider(db: Db, origin: string): TestPaymentProvider {
  const read = async (id: string): Promise<TestSession | null> =>
    TEST_SESSION_ID.test(id) ? readTestSession(db, id) : null;

  const eventOf = (session: TestSession, type: string): ProviderEvent => ({
    id: `evt_test_${randomUUID()}`,
    type,
    accountId: session.accountId,
    sessionId: session.id,
    paymentRef: session.paymentRef,
  });

  async function close(id: string, status: 'paid' | 'failed' | 'expired', type: string): Promise<TestAction> {
    const changed = await closeTestSession(db, id, status, status === 'paid' ? randomId('pi') : null);
    const session = await read(id);
    if (!session) throw notFound(PAYMENT_MESSAGES.testSessionNotFound);
    if (!changed) throw conflict(PAYMENT_MESSAGES.testSessionClosed);
    return { session, event: eventOf(session, type) };
  }

  return {
    name: 'test',
    enabled: true,
    testMode: true,

    async connectAccount({ workspaceId, returnUrl }) {
      // Nothing to onboard: straight back to the settings, the account active.
      return { accountId: `${TEST_ACCOUNT_PREFIX}${workspaceId}`, url: returnUrl, status: 'active' };
    },

    async accountStatus(accountId) {
      return accountId.startsWith(TEST_ACCOUNT_PREFIX) ? 'active' : 'none';
    },

    async createCheckout(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badRequest('The amount must be positive.');
      const id = randomId('cs');
      await insertTestSession(db, {
        id,
        accountId: input.accountId,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        description: input.description ? `${input.invoiceNumber} · ${input.description}` : input.invoiceNumber,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        metadata: input.metadata,
      });
      return { sessionId: id, url: `${origin}/pay/test/${id}` };
    },

    async readCheckout(accountId, sessionId) {
      const session = await read(sessionId);
      if (!session || session.accountId !== accountId) throw notFound(PAYMENT_MESSAGES.testSessionNotFound);
      return {
        status: session.status,
        amount: session.amount,
        currency: session.currency,
        paymentRef: session.paymentRef,
        method: session.status === 'paid' ? TEST_METHOD : null,
        refunds: session.refunds,
      };
    },

    parseWebhook() {
      // The pages hand their events to the application directly; nothing arrives over HTTP.
      throw notFound();
    },

    sessions: {
      find: read,
      pay: (id) => close(id, 'paid', 'checkout.session.completed'),
      decline: (id) => close(id, 'failed', 'checkout.session.async_payment_failed'),
      cancel: (id) => close(id, 'expired', 'checkout.session.expired'),

      async refund(id, amount) {
        if (!TEST_SESSION_ID.test(id)) throw notFound(PAYMENT_MESSAGES.testSessionNotFound);
        await addTestRefund(db, id, (row) => {
          if (!row) throw notFound(PAYMENT_MESSAGES.testSessionNotFound);
          if (row.status !== 'paid') throw conflict(PAYMENT_MESSAGES.testSessionClosed);
          if (!Number.isSafeInteger(amount) || amount < 1 || amount > row.amount - refundedOf(row)) {
            throw badRequest(PAYMENT_MESSAGES.refundAmountInvalid);
          }
          return { id: randomId('re'), amount, createdAt: new Date().toISOString() };
        });
        const session = await read(id);
        if (!session) throw notFound(PAYMENT_MESSAGES.testSessionNotFound);
        return { session, event: eventOf(session, 'charge.refunded') };
      },
    },
  };
}
