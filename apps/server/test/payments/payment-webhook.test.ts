import type { PaymentSettingsDto } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../src/platform/payments/stripe-payment-provider';
import { type FakeStripeConnect, startFakeStripeConnect } from '../helpers/fake-stripe-connect';
import { ok } from '../helpers/journeys';
import { appOn, createTestApp, fromAddress, signUpOwner, type TestApp } from '../helpers/test-app';
import {
  BUSINESS,
  callSettings,
  checkout,
  paymentClient,
  paymentJourney,
  paymentRows,
  plan,
  portalPayment,
} from './flow-fixtures';

/**
 * The Stripe Connect webhook (PAYMENTS_PROVIDER=stripe) against a local fake Stripe: only an event
 * whose signature verifies over its exact bytes is applied (a forged one is a 400 and writes
 * nothing); `account.updated` refreshes the account's status; a payment and a refund at Stripe
 * settle the invoice and make a credit note, once however often they are delivered.
 */
const SECRET = 'whsec_connect_flow';
let t: TestApp, app: TestApp['app'], fake: FakeStripeConnect;
let owner: { cookie: string; email: string };
let accountId: string;

beforeAll(async () => {
  fake = await startFakeStripeConnect(SECRET);
  t = await createTestApp();
  const stripe = createStripePaymentProvider({ secretKey: 'sk_test_platform', webhookSecret: SECRET, api: fake.api });
  app = appOn(t.db, { payments: stripe, rateLimitScale: 100 });
  owner = await signUpOwner(app);
  await ok(callSettings(app, owner.cookie, 'PUT', '', BUSINESS));
  await ok(callSettings(app, owner.cookie, 'POST', '/connect'));
  const settings = await ok<PaymentSettingsDto>(callSettings(app, owner.cookie, 'GET'));
  accountId = settings.account.id ?? '';
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (payload: string, signature?: string) =>
  app.request(
    '/api/payments/webhooks/stripe',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    },
    fromAddress('10.35.0.1'),
  );

let counter = 0;
const eventId = () => `evt_flow_${++counter}`;

describe('the account', () => {
  it('is pending until Stripe says it can take charges (account.updated)', async () => {
    expect(accountId).toMatch(/^acct_/);
    expect((await ok<PaymentSettingsDto>(callSettings(app, owner.cookie, 'GET'))).account.status).toBe('pending');
    fake.activate(accountId);
    const payload = fake.event(eventId(), 'account.updated', { id: accountId, object: 'account' }, accountId);
    expect(await ok(deliver(payload, fake.sign(payload)))).toEqual({ received: true });
    expect((await ok<PaymentSettingsDto>(callSettings(app, owner.cookie, 'GET'))).account.status).toBe('active');
  });
});

describe('events', () => {
  it('refuses a forged or altered event (400, nothing written), applies a signed one once', async () => {
    const client = await paymentClient(app, owner.cookie, await paymentJourney(app, owner.cookie));
    const started = await plan(app, client.token, client.stages.payment, 'full');
    const invoiceId = started.installments[0]?.invoice?.id ?? '';
    const { url } = await checkout(app, client.token, invoiceId);
    const sessionId = url.split('/').pop() ?? '';
    expect(url).toBe(`https://checkout.stripe.test/c/${sessionId}`);
    const intent = fake.pay(sessionId);

    const payload = fake.event(
      eventId(),
      'checkout.session.completed',
      { id: sessionId, object: 'checkout.session' },
      accountId,
    );
    const before = await paymentRows(t.db, client.clientId);
    const events = () => t.db.selectFrom('payment_provider_events').selectAll().execute();
    const recorded = await events();
    for (const res of [
      deliver(payload, fake.sign(payload, { secret: 'whsec_someone_else' })),
      deliver(payload),
      deliver(payload.replace('checkout.session.completed', 'checkout.session.expired'), fake.sign(payload)),
      deliver(payload, fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    ]) {
      const answer = await res;
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await paymentRows(t.db, client.clientId)).toEqual(before);
    expect(await events()).toEqual(recorded);

    expect(await ok(deliver(payload, fake.sign(payload)))).toEqual({ received: true });
    const paid = await paymentRows(t.db, client.clientId);
    expect(paid.invoices.map((i) => [i.status, i.amount_paid])).toEqual([['paid', 120_000]]);
    expect(paid.payments.map((p) => [p.status, p.payment_ref, p.method])).toEqual([
      ['succeeded', intent.id, 'Visa •••• 4242'],
    ]);
    expect((await portalPayment(app, client.token))?.paidNow).toBe(true);
    // Stripe delivers again (a retry): nothing changes.
    for (let i = 0; i < 3; i++) await ok(deliver(payload, fake.sign(payload)));
    expect(await paymentRows(t.db, client.clientId)).toEqual(paid);

    // A refund from the owner's Stripe dashboard: charge.refunded names the payment intent.
    const refund = fake.refund(sessionId, 20_000);
    const refunded = fake.event(
      eventId(),
      'charge.refunded',
      { id: refund.charge, object: 'charge', payment_intent: intent.id },
      accountId,
    );
    await ok(deliver(refunded, fake.sign(refunded)));
    const after = await paymentRows(t.db, client.clientId);
    expect(after.creditNotes.map((n) => [n.amount, n.provider_refund_id])).toEqual([[20_000, refund.id]]);
    expect(after.invoices.map((i) => [i.status, i.amount_refunded])).toEqual([['paid', 20_000]]);
    await ok(deliver(refunded, fake.sign(refunded)));
    expect(await paymentRows(t.db, client.clientId)).toEqual(after);
  });

  it('acknowledges an event about a checkout that is not ours, recording nothing', async () => {
    const payload = fake.event(
      eventId(),
      'checkout.session.completed',
      { id: 'cs_unknown', object: 'checkout.session' },
      accountId,
    );
    const before = await t.db.selectFrom('payment_provider_events').selectAll().execute();
    expect(await ok(deliver(payload, fake.sign(payload)))).toEqual({ received: true });
    expect(await t.db.selectFrom('payment_provider_events').selectAll().execute()).toEqual(before);
  });
});

describe('with the test provider', () => {
  it('the Stripe webhook route is not there (404)', async () => {
    const testApp = appOn(t.db);
    const res = await testApp.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"evt_1","type":"checkout.session.completed"}',
    });
    expect(res.status).toBe(404);
  });
});
