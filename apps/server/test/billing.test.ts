import {
  type CheckoutResponse,
  DEFAULT_PRICE_CONFIG,
  type PricingView,
  SUBSCRIPTION_STATUSES,
  type SubscriptionResponse,
} from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../src/modules/billing/create-billing';
import {
  appOn,
  createTestApp,
  jsonRequest,
  PUBLIC_URL,
  signUpOwner,
  signUpUnsubscribed,
  subscribe,
  type TestApp,
} from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, cookie: string) => t.app.request(path, { headers: { cookie } });
const post = (path: string, cookie: string, body: unknown = {}) =>
  t.app.request(path, jsonRequest('POST', body, { cookie }));
async function state(cookie: string) {
  return (await (await get('/api/billing/subscription', cookie)).json()) as SubscriptionResponse;
}
async function portal(cookie: string) {
  const res = await post('/api/billing/portal', cookie, { returnPath: '/settings/billing' });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^\/billing\/test-portal\/bps_test_/);
  return url.split('/').at(-1) as string;
}
interface ErrorBody {
  error: { code: string; message: string };
  redirect?: string;
}
interface PortalBody {
  subscription: NonNullable<SubscriptionResponse['subscription']>;
}
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const act = (cookie: string, id: string, body: unknown) => post(`/api/billing/test/portal/${id}/action`, cookie, body);

describe('plans', () => {
  it('publishes the four plans and the $2/day price without sign-in', async () => {
    const res = await t.app.request('/api/billing/plans');
    expect(res.status).toBe(200);
    const body = await json<PricingView>(res);
    expect(body.price).toMatchObject({ amountCents: 200, currency: 'usd', label: '$2/day' });
    expect(Object.keys(body.plans)).toEqual(['try', 'start', 'pro', 'launch']);
  });
});

describe('test-mode checkout', () => {
  it('a new owner needs checkout, and the gate refuses their owner routes', async () => {
    const { cookie } = await signUpUnsubscribed(t.app);
    const s = await state(cookie);
    expect(s.provider).toBe('test');
    expect(s.gate).toMatchObject({ status: 'needs_checkout', message: 'Please complete your subscription setup.' });
    const res = await get('/api/journeys', cookie);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error: { code: 'SUBSCRIPTION_NEEDS_CHECKOUT', message: 'Please complete your subscription setup.' },
    });
    // The account route stays reachable: the browser routes on it.
    const me = await get('/api/me', cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).not.toBeNull();
  });

  it.each([
    ['try', 'trialing', 'free_no_card', 1, null],
    ['start', 'trialing', 'card_required', 1, '4242'],
    ['pro', 'trialing', 'paid_trial', 2, '4242'],
    ['launch', 'active', 'none', 0, '4242'],
  ] as const)('the %s plan starts %s', async (plan, status, trialType, days, last4) => {
    const { cookie } = await signUpUnsubscribed(t.app);
    const res = await post('/api/billing/checkout', cookie, { plan, successPath: '/dashboard?checkout=success' });
    const { sessionId, url } = (await res.json()) as { sessionId: string; url: string };
    // The test provider's pages are same-origin paths: they need the session cookie of this host.
    expect(url).toBe(`/billing/test-checkout/${sessionId}`);
    const view = await (await get(`/api/billing/test/checkout/${sessionId}`, cookie)).json();
    expect(view).toMatchObject({
      plan: { id: plan },
      priceLabel: '$2/day',
      dueTodayCents: { try: 0, start: 0, pro: 100, launch: 200 }[plan],
    });

    const done = await post(`/api/billing/test/checkout/${sessionId}/complete`, cookie);
    expect(await done.json()).toEqual({ redirectUrl: `${PUBLIC_URL}/dashboard?checkout=success` });
    const s = await state(cookie);
    expect(s.subscription).toMatchObject({
      subscriptionStatus: status,
      trialType,
      trialSubdomain: plan,
      paymentMethodLast4: last4,
    });
    expect(s.gate.status).toBe('allowed');
    expect(s.gate.daysRemaining).toBe(days);
    expect((await get('/api/journeys', cookie)).status).toBe(200);
  });

  it('declining the card changes nothing; cancelling is the browser going back', async () => {
    const { cookie } = await signUpUnsubscribed(t.app);
    const { sessionId } = await json<CheckoutResponse>(post('/api/billing/checkout', cookie, { plan: 'launch' }));
    const res = await post(`/api/billing/test/checkout/${sessionId}/decline`, cookie);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Your card was declined. Please try a different payment method.',
    );
    expect((await state(cookie)).gate.status).toBe('needs_checkout');
  });

  it('answers 409 with a redirect for a second checkout, and completing twice applies once', async () => {
    const { cookie } = await signUpUnsubscribed(t.app);
    const sessionId = await subscribe(t.app, cookie, 'start');
    const again = await post('/api/billing/checkout', cookie, { plan: 'pro' });
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).redirect).toBe('/dashboard');
    await post(`/api/billing/test/checkout/${sessionId}/complete`, cookie);
    expect((await state(cookie)).subscription?.trialSubdomain).toBe('start');
  });

  it("keeps each owner's sessions private", async () => {
    const a = await signUpUnsubscribed(t.app);
    const b = await signUpOwner(t.app);
    const { sessionId } = await json<CheckoutResponse>(post('/api/billing/checkout', a.cookie, { plan: 'try' }));
    expect((await get(`/api/billing/test/checkout/${sessionId}`, b.cookie)).status).toBe(404);
    expect((await post(`/api/billing/test/checkout/${sessionId}/complete`, b.cookie)).status).toBe(404);
    const portalId = await portal(b.cookie);
    expect((await get(`/api/billing/test/portal/${portalId}`, a.cookie)).status).toBe(404);
    expect((await state(a.cookie)).gate.status).toBe('needs_checkout');
  });

  it('needs a session', async () => {
    expect((await t.app.request('/api/billing/subscription')).status).toBe(401);
    expect((await t.app.request('/api/billing/checkout', jsonRequest('POST', {}))).status).toBe(401);
  });
});

describe('checkout and portal return addresses', () => {
  async function returnUrls(app: ReturnType<typeof appOn>, url: string, headers: Record<string, string> = {}) {
    const { cookie } = await signUpUnsubscribed(t.app);
    const checkout = await app.request(`${url}/api/billing/checkout`, jsonRequest('POST', {}, { cookie, ...headers }));
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as CheckoutResponse;
    const view = await json<{ successUrl: string; cancelUrl: string }>(
      get(`/api/billing/test/checkout/${sessionId}`, cookie),
    );
    const done = await post(`/api/billing/test/checkout/${sessionId}/complete`, cookie);
    const opened = await app.request(`${url}/api/billing/portal`, jsonRequest('POST', {}, { cookie, ...headers }));
    const portalId = ((await opened.json()) as { url: string }).url.split('/').at(-1);
    const portalView = await json<{ returnUrl: string }>(get(`/api/billing/test/portal/${portalId}`, cookie));
    return {
      success: view.successUrl,
      cancel: view.cancelUrl,
      redirect: ((await done.json()) as { redirectUrl: string }).redirectUrl,
      portalReturn: portalView.returnUrl,
    };
  }

  it('follow the host the request came to when PUBLIC_URL is unset', async () => {
    const unconfigured = appOn(t.db, { publicUrl: null });
    expect(await returnUrls(unconfigured, 'http://127.0.0.1:3000')).toEqual({
      success: 'http://127.0.0.1:3000/dashboard?checkout=success',
      cancel: 'http://127.0.0.1:3000/signup',
      redirect: 'http://127.0.0.1:3000/dashboard?checkout=success',
      portalReturn: 'http://127.0.0.1:3000/settings/billing',
    });
    // X-Forwarded-* are the client's own words unless a proxy is trusted.
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect((await returnUrls(unconfigured, 'http://192.168.1.20:3000', forwarded)).success).toBe(
      'http://192.168.1.20:3000/dashboard?checkout=success',
    );
    const proxied = appOn(t.db, { publicUrl: null, trustProxy: 1 });
    const behindProxy = { 'x-forwarded-host': 'bloom.example.org', 'x-forwarded-proto': 'https' };
    expect((await returnUrls(proxied, 'http://10.0.0.7:3000', behindProxy)).success).toBe(
      'https://bloom.example.org/dashboard?checkout=success',
    );
  });

  it('follow PUBLIC_URL when it is set', async () => {
    const configured = appOn(t.db, { publicUrl: 'https://app.example.com' });
    expect(await returnUrls(configured, 'http://127.0.0.1:3000', { host: 'evil.example' })).toEqual({
      success: 'https://app.example.com/dashboard?checkout=success',
      cancel: 'https://app.example.com/signup',
      redirect: 'https://app.example.com/dashboard?checkout=success',
      portalReturn: 'https://app.example.com/settings/billing',
    });
  });
});

describe('test-mode billing portal', () => {
  it('every status routes the gate, and the API refuses all but active and trialing', async () => {
    const { cookie } = await signUpOwner(t.app);
    const id = await portal(cookie);
    const expected: Record<string, [number, string]> = {
      not_started: [402, 'SUBSCRIPTION_NEEDS_CHECKOUT'],
      incomplete: [402, 'SUBSCRIPTION_NEEDS_CHECKOUT'],
      incomplete_expired: [402, 'SUBSCRIPTION_NEEDS_CHECKOUT'],
      trialing: [200, ''],
      active: [200, ''],
      past_due: [402, 'SUBSCRIPTION_PAST_DUE'],
      unpaid: [402, 'SUBSCRIPTION_PAST_DUE'],
      canceled: [402, 'SUBSCRIPTION_CANCELED'],
      paused: [402, 'SUBSCRIPTION_EXPIRED'],
    };
    for (const status of SUBSCRIPTION_STATUSES) {
      const res = await act(cookie, id, { action: 'set_status', status });
      expect(res.status).toBe(200);
      expect((await json<PortalBody>(res)).subscription.subscriptionStatus).toBe(status);
      const journeys = await get('/api/journeys', cookie);
      const [code, errorCode] = expected[status] ?? [0, ''];
      expect(journeys.status, status).toBe(code);
      if (code === 402) {
        const body = await json<ErrorBody>(journeys);
        expect(body.error.code).toBe(errorCode);
        expect(body.error.message).toBe((await state(cookie)).gate.message);
      }
    }
    // Every owner area is behind the gate, not only journeys.
    const ownerRoutes = ['/api/clients', '/api/dashboard', `/api/clients/${crypto.randomUUID()}/deliverables`];
    for (const path of ownerRoutes) expect((await get(path, cookie)).status, path).toBe(402);
    // Back to active: the owner routes answer again.
    await act(cookie, id, { action: 'set_status', status: 'active' });
    for (const path of ownerRoutes.slice(0, 2)) expect((await get(path, cookie)).status, path).toBe(200);
    expect((await state(cookie)).gate.status).toBe('allowed');
    expect((await get('/api/journeys', cookie)).status).toBe(200);
  });

  it('a failed payment carries a reason that a new card clears', async () => {
    const { cookie } = await signUpOwner(t.app);
    const id = await portal(cookie);
    await act(cookie, id, { action: 'set_status', status: 'past_due' });
    expect((await state(cookie)).subscription?.paymentFailureReason).toBe('Your card was declined.');
    await act(cookie, id, { action: 'add_payment_method' });
    const s = await state(cookie);
    expect(s.subscription).toMatchObject({
      subscriptionStatus: 'active',
      paymentFailureReason: null,
      paymentMethodLast4: '4242',
    });
  });

  it('cancels at period end and resumes', async () => {
    const { cookie } = await signUpOwner(t.app);
    const id = await portal(cookie);
    const canceled = await json<PortalBody>(act(cookie, id, { action: 'cancel' }));
    expect(canceled.subscription).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'trialing' });
    const resumed = await json<PortalBody>(act(cookie, id, { action: 'resume' }));
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('ending a free trial without a card asks for one; adding it activates the subscription', async () => {
    const { cookie } = await signUpUnsubscribed(t.app);
    await subscribe(t.app, cookie, 'try');
    const id = await portal(cookie);
    await act(cookie, id, { action: 'end_trial' });
    let s = await state(cookie);
    expect(s.gate).toMatchObject({
      status: 'needs_payment_method',
      message: 'Your trial has ended. Please add a payment method to continue.',
    });
    expect((await get('/api/journeys', cookie)).status).toBe(402);
    await act(cookie, id, { action: 'add_payment_method' });
    s = await state(cookie);
    expect(s.subscription?.subscriptionStatus).toBe('active');
    expect(s.gate.status).toBe('allowed');
  });

  it('ending a trial with a card on file charges it', async () => {
    const { cookie } = await signUpOwner(t.app);
    const id = await portal(cookie);
    await act(cookie, id, { action: 'end_trial' });
    expect((await state(cookie)).subscription?.subscriptionStatus).toBe('active');
  });

  it('rejects an unknown action or status with 400', async () => {
    const { cookie } = await signUpOwner(t.app);
    const id = await portal(cookie);
    expect((await act(cookie, id, { action: 'refund' })).status).toBe(400);
    expect((await act(cookie, id, { action: 'set_status', status: 'gone' })).status).toBe(400);
  });
});

describe('billing turned off (BILLING_PROVIDER=none)', () => {
  it('lets every owner in and has no checkout', async () => {
    const app = appOn(t.db, {
      billing: createBilling(t.db, { provider: 'none', price: DEFAULT_PRICE_CONFIG }),
    });
    const { cookie } = await signUpUnsubscribed(app);
    const s = (await (
      await app.request('/api/billing/subscription', { headers: { cookie } })
    ).json()) as SubscriptionResponse;
    expect(s).toMatchObject({ provider: 'none', gate: { status: 'allowed' } });
    expect((await app.request('/api/journeys', { headers: { cookie } })).status).toBe(200);
    expect((await app.request('/api/billing/checkout', jsonRequest('POST', {}, { cookie }))).status).toBe(404);
    expect((await app.request('/api/billing/test/portal/x', { headers: { cookie } })).status).toBe(404);
  });
});
