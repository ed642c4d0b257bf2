import { randomUUID } from 'node:crypto';
import { DEFAULT_PRICE_CONFIG } from '@bloom/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../src/modules/billing/create-billing';
import { startFakeStripe, stripeSubscription } from './helpers/fake-stripe';
import { appOn, createTestApp, jsonRequest, signUpUnsubscribed, type TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let app: ReturnType<typeof appOn>;
let stripeBilling: ReturnType<typeof createBilling>;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeStripe();
  stripeBilling = createBilling(
    t.db,
    {
      provider: 'stripe',
      price: DEFAULT_PRICE_CONFIG,
      stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, priceId: 'price_daily' },
    },
    fake.api,
  );
  app = appOn(t.db, { billing: stripeBilling });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function userIdOf(email: string) {
  const row = await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

function post(payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return app.request('/api/billing/webhook', { method: 'POST', headers, body: payload });
}

function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}
const signed = (payload: string) =>
  post(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));

describe('Stripe checkout sessions', () => {
  it.each([
    ['try', { 'subscription_data[trial_period_days]': '1', payment_method_collection: 'if_required' }],
    ['start', { 'subscription_data[trial_period_days]': '1', payment_method_collection: 'always' }],
    ['pro', { 'subscription_data[trial_period_days]': '2', payment_method_collection: 'always' }],
    ['launch', { payment_method_collection: 'always' }],
  ] as const)('creates one for the %s plan with its parameters', async (plan, expected) => {
    const { cookie } = await signUpUnsubscribed(app);
    fake.requests.length = 0;
    const res = await app.request(
      '/api/billing/checkout',
      jsonRequest('POST', { plan, successPath: '/dashboard?checkout=success', cancelPath: '/signup' }, { cookie }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; sessionId: string };
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_daily',
      success_url: 'http://localhost:3000/dashboard?checkout=success',
      cancel_url: 'http://localhost:3000/signup',
      'subscription_data[metadata][plan]': plan,
      ...expected,
    });
    expect(sent?.params.customer).toMatch(/^cus_fake_/);
    if (plan === 'launch') expect(sent?.params['subscription_data[trial_period_days]']).toBeUndefined();
    if (plan === 'try') {
      expect(sent?.params['subscription_data[trial_settings][end_behavior][missing_payment_method]']).toBe('cancel');
    }
    // Only pro charges a one-time $1 trial fee.
    expect(sent?.params['line_items[1][price_data][unit_amount]']).toBe(plan === 'pro' ? '100' : undefined);
  });

  it('answers 409 with a redirect once subscribed, and opens the customer portal', async () => {
    const { cookie, email } = await signUpUnsubscribed(app);
    const userId = await userIdOf(email);
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: userId, subscription_status: 'active', stripe_customer_id: 'cus_known' })
      .execute();
    const res = await app.request('/api/billing/checkout', jsonRequest('POST', { plan: 'start' }, { cookie }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'ALREADY_SUBSCRIBED', message: 'You already have an active subscription.' },
      redirect: '/dashboard',
    });
    const portal = await app.request(
      '/api/billing/portal',
      jsonRequest('POST', { returnPath: '/settings/billing' }, { cookie }),
    );
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ url: 'https://billing.stripe.test/p/1' });
    expect(fake.requests.at(-1)?.params).toMatchObject({
      customer: 'cus_known',
      return_url: 'http://localhost:3000/settings/billing',
    });
  });

  it('without PUBLIC_URL, sends Stripe return addresses on the host the request came to', async () => {
    const unconfigured = appOn(t.db, { publicUrl: null, billing: stripeBilling });
    const { cookie } = await signUpUnsubscribed(unconfigured);
    fake.requests.length = 0;
    const res = await unconfigured.request(
      'http://192.168.1.20:3000/api/billing/checkout',
      jsonRequest('POST', { plan: 'start' }, { cookie }),
    );
    expect(res.status).toBe(200);
    expect(fake.requests.find((r) => r.path === '/v1/checkout/sessions')?.params).toMatchObject({
      success_url: 'http://192.168.1.20:3000/dashboard?checkout=success',
      cancel_url: 'http://192.168.1.20:3000/signup',
    });
    const portal = await unconfigured.request(
      'http://192.168.1.20:3000/api/billing/portal',
      jsonRequest('POST', { returnPath: '/settings/billing' }, { cookie }),
    );
    expect(portal.status).toBe(200);
    expect(fake.requests.at(-1)?.params).toMatchObject({ return_url: 'http://192.168.1.20:3000/settings/billing' });
  });

  it('refuses return paths that leave the site', async () => {
    const { cookie } = await signUpUnsubscribed(app);
    const res = await app.request(
      '/api/billing/checkout',
      jsonRequest('POST', { successPath: '//evil.example/x' }, { cookie }),
    );
    expect(res.status).toBe(400);
  });
});

describe('Stripe webhook', () => {
  /** Users straight in the table: 24 sign-ups would trip the sign-up rate limit. */
  async function subscribedUser(status = 'trialing') {
    const userId = randomUUID();
    const now = new Date();
    await t.db
      .insertInto('user')
      .values({
        id: userId,
        name: 'Webhook',
        email: `${userId}@example.com`,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const subId = `sub_${userId.slice(0, 8)}_${Math.random().toString(36).slice(2, 8)}`;
    fake.subscriptions.set(
      subId,
      stripeSubscription({
        id: subId,
        customer: `cus_${subId}`,
        userId,
        plan: 'pro',
        status,
        trialEnd: 1_900_000_000,
        card: { brand: 'visa', last4: '4242' },
      }),
    );
    return { userId, subId };
  }
  const snapshot = (userId: string) =>
    t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('rejects a bad signature with 400 and writes nothing', async () => {
    const { userId, subId } = await subscribedUser();
    const payload = event('evt_bad_sig', 'customer.subscription.updated', { id: subId });
    const before = await t.db
      .selectFrom('billing_events')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const sig of [
      undefined,
      't=1,v1=deadbeef',
      signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    ]) {
      const res = await post(payload, sig);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    const after = await t.db
      .selectFrom('billing_events')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await snapshot(userId)).toBeUndefined();
  });

  it('applies the same event once when it is delivered 10 times', async () => {
    const { userId, subId } = await subscribedUser();
    const payload = event(`evt_replay_${subId}`, 'customer.subscription.created', { id: subId });
    for (let i = 0; i < 10; i++) expect((await signed(payload)).status).toBe(200);
    const rows = await t.db.selectFrom('billing_events').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    const first = await snapshot(userId);
    expect(first).toMatchObject({
      subscription_status: 'trialing',
      trial_subdomain: 'pro',
      trial_type: 'paid_trial',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      stripe_subscription_id: subId,
    });
    // A later replay changes nothing, even though Stripe's state moved on meanwhile.
    fake.subscriptions.set(subId, { ...fake.subscriptions.get(subId), status: 'canceled' });
    await signed(payload);
    expect((await snapshot(userId))?.subscription_status).toBe('trialing');
  });

  it('reaches the same final state whatever order the events arrive in', async () => {
    const types = [
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ];
    const finals: unknown[] = [];
    for (const order of permutations(types)) {
      const { userId, subId } = await subscribedUser('past_due');
      const objects: Record<string, Record<string, unknown>> = {
        'checkout.session.completed': {
          id: `cs_${subId}`,
          object: 'checkout.session',
          subscription: subId,
          client_reference_id: userId,
        },
        'customer.subscription.created': { id: subId, object: 'subscription' },
        'invoice.payment_failed': {
          id: `in_${subId}`,
          object: 'invoice',
          parent: { subscription_details: { subscription: subId } },
          last_finalization_error: { message: 'Your card has insufficient funds.' },
        },
        'customer.subscription.updated': { id: subId, object: 'subscription' },
      };
      for (const type of order) {
        const res = await signed(event(`evt_${type}_${subId}`, type, objects[type] ?? {}));
        expect(res.status).toBe(200);
      }
      const row = await snapshot(userId);
      finals.push({
        status: row?.subscription_status,
        reason: row?.payment_failure_reason,
        card: row?.payment_method_last4,
        trialEnd: row?.trial_end_date?.toISOString(),
        plan: row?.trial_subdomain,
      });
    }
    expect(finals).toHaveLength(24);
    for (const f of finals) {
      expect(f).toEqual({
        status: 'past_due',
        reason: 'Your card has insufficient funds.',
        card: '4242',
        trialEnd: new Date(1_900_000_000 * 1000).toISOString(),
        plan: 'pro',
      });
    }
  });

  it('ignores events that are not about a subscription', async () => {
    const res = await signed(event('evt_other', 'product.created', { id: 'prod_1' }));
    expect(res.status).toBe(200);
    expect(
      await t.db.selectFrom('billing_events').select('id').where('id', '=', 'evt_other').executeTakeFirst(),
    ).toBeUndefined();
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
