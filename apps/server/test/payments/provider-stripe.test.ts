import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentProvider, WebhookSignatureError } from '../../src/platform/payments';
import { createStripePaymentProvider } from '../../src/platform/payments/stripe-payment-provider';
import { type FakeStripeConnect, startFakeStripeConnect } from '../helpers/fake-stripe-connect';

/**
 * Stripe Connect (PAYMENTS_PROVIDER=stripe) through the real SDK against a local fake Stripe:
 * Standard accounts and onboarding links, Checkout Sessions on the connected account (direct
 * charges), the session read back with its charge and refunds, and signed Connect webhooks.
 */
const SECRET = 'whsec_connect_test';
let fake: FakeStripeConnect;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeConnect(SECRET);
  stripe = createStripePaymentProvider({ secretKey: 'sk_test_platform', webhookSecret: SECRET, api: fake.api });
});
afterAll(() => fake.close());

const RETURN = 'http://localhost:3000/settings/payments?connected=1';
const REFRESH = 'http://localhost:3000/settings/payments';
const connect = (accountId: string | null) =>
  stripe.connectAccount({
    workspaceId: 'w1',
    accountId,
    email: 'owner@example.com',
    returnUrl: RETURN,
    refreshUrl: REFRESH,
  });
const sent = (path: string) => fake.requests.filter((r) => r.path === path);

async function activeAccount() {
  const { accountId } = await connect(null);
  fake.activate(accountId);
  return accountId;
}
const checkout = (accountId: string, amount = 30_000) =>
  stripe.createCheckout({
    accountId,
    amount,
    currency: 'EUR',
    description: 'Website redesign · deposit',
    invoiceNumber: 'INV-0007',
    customerEmail: 'client@example.com',
    successUrl: 'http://localhost:3000/c/tok?payment=success&invoice=i7',
    cancelUrl: 'http://localhost:3000/c/tok?payment=cancelled&invoice=i7',
    metadata: { invoiceId: 'i7', paymentId: 'p7' },
  });

describe('connecting an account', () => {
  it('creates a Standard account and an onboarding link, then follows its status', async () => {
    fake.requests.length = 0;
    const first = await connect(null);
    expect(first).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      url: `https://connect.stripe.test/setup/${first.accountId}`,
      status: 'pending',
    });
    expect(sent('/v1/accounts')[0]?.params).toMatchObject({
      'controller[stripe_dashboard][type]': 'full',
      'controller[fees][payer]': 'account',
      'controller[requirement_collection]': 'stripe',
      email: 'owner@example.com',
      'metadata[workspaceId]': 'w1',
    });
    expect(sent('/v1/account_links')[0]?.params).toEqual({
      account: first.accountId,
      type: 'account_onboarding',
      return_url: RETURN,
      refresh_url: REFRESH,
    });
    expect(await stripe.accountStatus(first.accountId)).toBe('pending');

    // Onboarding not finished: a new link for the same account.
    const again = await connect(first.accountId);
    expect(again.accountId).toBe(first.accountId);
    expect(sent('/v1/accounts')).toHaveLength(1);

    fake.activate(first.accountId);
    expect(await stripe.accountStatus(first.accountId)).toBe('active');
    expect(await connect(first.accountId)).toEqual({ accountId: first.accountId, url: RETURN, status: 'active' });
    expect(sent('/v1/account_links')).toHaveLength(2);
  });

  it('reads a deleted or disconnected account as none, and connects a new one', async () => {
    expect(await stripe.accountStatus('acct_gone')).toBe('none');
    const fresh = await connect('acct_gone');
    expect(fresh.accountId).not.toBe('acct_gone');
  });
});

describe('checkout on the connected account', () => {
  it('creates a payment-mode session as a direct charge, with the invoice and metadata', async () => {
    const accountId = await activeAccount();
    fake.requests.length = 0;
    const { sessionId, url } = await checkout(accountId);
    expect(url).toBe(`https://checkout.stripe.test/c/${sessionId}`);
    const [request] = sent('/v1/checkout/sessions');
    expect(request?.account).toBe(accountId);
    expect(request?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][product_data][name]': 'Invoice INV-0007',
      'line_items[0][price_data][product_data][description]': 'Website redesign · deposit',
      customer_email: 'client@example.com',
      'metadata[invoiceId]': 'i7',
      'metadata[paymentId]': 'p7',
      'payment_intent_data[metadata][invoiceId]': 'i7',
    });
    expect(Object.keys(request?.params ?? {}).some((key) => key.includes('application_fee'))).toBe(false);
  });

  it('reads the session back: open, paid with its card, refunds that went through', async () => {
    const accountId = await activeAccount();
    const { sessionId } = await checkout(accountId);
    expect(await stripe.readCheckout(accountId, sessionId)).toEqual({
      status: 'open',
      amount: 30_000,
      currency: 'EUR',
      paymentRef: null,
      method: null,
      refunds: [],
    });

    const intent = fake.pay(sessionId);
    fake.requests.length = 0;
    expect(await stripe.readCheckout(accountId, sessionId)).toEqual({
      status: 'paid',
      amount: 30_000,
      currency: 'EUR',
      paymentRef: intent.id,
      method: 'Visa •••• 4242',
      refunds: [],
    });
    expect(sent(`/v1/checkout/sessions/${sessionId}`)[0]).toMatchObject({
      account: accountId,
      params: { 'expand[0]': 'payment_intent.latest_charge' },
    });

    const first = fake.refund(sessionId, 5_000);
    fake.refund(sessionId, 1_000, 'pending');
    const second = fake.refund(sessionId, 2_500);
    const { refunds } = await stripe.readCheckout(accountId, sessionId);
    expect(refunds.map((r) => [r.id, r.amount])).toEqual([
      [first.id, 5_000],
      [second.id, 2_500],
    ]);
    expect(refunds.every((r) => !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    expect(sent('/v1/refunds').every((r) => r.account === accountId && r.params.charge === intent.charge)).toBe(true);
  });

  it.each([
    ['failed', (sid: string) => fake.fail(sid)],
    ['expired', (sid: string) => fake.expire(sid)],
  ] as const)('reads a %s session', async (status, move) => {
    const accountId = await activeAccount();
    const { sessionId } = await checkout(accountId);
    move(sessionId);
    expect(await stripe.readCheckout(accountId, sessionId)).toMatchObject({ status, method: null, refunds: [] });
  });

  it("does not read another account's session, nor create one on an unknown account", async () => {
    const mine = await activeAccount();
    const theirs = await activeAccount();
    const { sessionId } = await checkout(mine);
    await expect(stripe.readCheckout(theirs, sessionId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(checkout('acct_unknown')).rejects.toMatchObject({ code: 'BILLING_REQUEST_INVALID' });
  });
});

describe('Connect webhooks', () => {
  it('names the account and the session or payment each event is about', () => {
    const completed = fake.event(
      'evt_1',
      'checkout.session.completed',
      { id: 'cs_1', object: 'checkout.session' },
      'acct_1',
    );
    expect(stripe.parseWebhook(completed, fake.sign(completed))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      accountId: 'acct_1',
      sessionId: 'cs_1',
      paymentRef: null,
    });
    const refunded = fake.event(
      'evt_2',
      'charge.refunded',
      { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' },
      'acct_1',
    );
    expect(stripe.parseWebhook(refunded, fake.sign(refunded))).toMatchObject({ sessionId: null, paymentRef: 'pi_1' });
    const refundUpdated = fake.event(
      'evt_3',
      'charge.refund.updated',
      { id: 're_1', object: 'refund', payment_intent: 'pi_2' },
      'acct_1',
    );
    expect(stripe.parseWebhook(refundUpdated, fake.sign(refundUpdated))).toMatchObject({ paymentRef: 'pi_2' });
    const account = fake.event('evt_4', 'account.updated', { id: 'acct_1', object: 'account' }, 'acct_1');
    expect(stripe.parseWebhook(account, fake.sign(account))).toEqual({
      id: 'evt_4',
      type: 'account.updated',
      accountId: 'acct_1',
      sessionId: null,
      paymentRef: null,
    });
  });

  it('parses a repeated delivery as the same event (the application records each id once)', () => {
    const payload = fake.event('evt_again', 'checkout.session.expired', { id: 'cs_2' }, 'acct_1');
    const signature = fake.sign(payload);
    expect(stripe.parseWebhook(payload, signature).id).toBe('evt_again');
    expect(stripe.parseWebhook(payload, signature).id).toBe('evt_again');
  });

  it('refuses a forged, altered, unsigned or old (replayed) delivery', () => {
    const payload = fake.event('evt_5', 'checkout.session.completed', { id: 'cs_3' }, 'acct_1');
    const refused = (body: string, signature: string | undefined) => () => stripe.parseWebhook(body, signature);
    expect(refused(payload, fake.sign(payload, { secret: 'whsec_someone_else' }))).toThrow(WebhookSignatureError);
    expect(refused(payload.replace('cs_3', 'cs_4'), fake.sign(payload))).toThrow(WebhookSignatureError);
    expect(refused(payload, undefined)).toThrow(WebhookSignatureError);
    expect(refused(payload, 'garbage')).toThrow(WebhookSignatureError);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(refused(payload, fake.sign(payload, { timestamp: hourAgo }))).toThrow(WebhookSignatureError);
    expect(refused(payload, fake.sign(payload, { timestamp: hourAgo }))).toThrow(/signature verification failed/);
  });
});
