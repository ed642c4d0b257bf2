import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCheckoutPages } from '../../src/modules/payments/test-checkout-pages';
import { handleError } from '../../src/platform/http/errors';
import { createRouter } from '../../src/platform/http/openapi';
import { securityHeaders } from '../../src/platform/http/security';
import {
  createPaymentProvider,
  isTestPaymentProvider,
  type ProviderEvent,
  TEST_METHOD,
  type TestPaymentProvider,
} from '../../src/platform/payments';
import { anyString, edgeNumberText } from '../fuzz/arbitraries';
import { createTestApp, fromAddress, PUBLIC_URL, type TestApp } from '../helpers/test-app';

/**
 * The built-in test provider (PAYMENTS_PROVIDER=test) and its checkout page: sessions at the
 * "provider", the page's actions, and the events they deliver to the application's handler.
 */
let t: TestApp;
let provider: TestPaymentProvider;
const events: ProviderEvent[] = [];
const router = createRouter();
let address = 0;
/** Each request from its own address, so the limits only count where a test means them to. */
const from = () => fromAddress(`10.77.${(address >> 8) & 255}.${address++ & 255}`);
const ACCOUNT = 'acct_test_workspace';

beforeAll(async () => {
  t = await createTestApp();
  const created = createPaymentProvider(t.db, { provider: 'test' }, { origin: `${PUBLIC_URL}/` });
  if (!isTestPaymentProvider(created)) throw new Error('not the test provider');
  provider = created;
  router.use('*', securityHeaders(false));
  router.onError(handleError);
  testCheckoutPages(router, {
    db: t.db,
    rateLimitScale: 1,
    links: { publicUrl: PUBLIC_URL, trustProxy: 0 },
    provider,
    onEvent: async (event) => {
      events.push(event);
    },
  });
});
afterAll(() => t.close());

async function checkout(amount = 10_000, description = 'Website · deposit') {
  return provider.createCheckout({
    accountId: ACCOUNT,
    amount,
    currency: 'usd',
    description,
    invoiceNumber: 'INV-0001',
    customerEmail: 'client@example.com',
    successUrl: `${PUBLIC_URL}/c/tok?payment=success&invoice=i1`,
    cancelUrl: `${PUBLIC_URL}/c/tok?payment=cancelled&invoice=i1`,
    metadata: { invoiceId: 'i1' },
  });
}
const pagePath = (sessionId: string) => `/pay/test/${sessionId}`;
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  router.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body },
    from(),
  );
const lastEvent = () => events.at(-1);

describe('the test provider', () => {
  it('connects every workspace at once, active', async () => {
    const connected = await provider.connectAccount({
      workspaceId: 'w1',
      accountId: null,
      email: 'owner@example.com',
      returnUrl: `${PUBLIC_URL}/settings/payments?connected=1`,
      refreshUrl: `${PUBLIC_URL}/settings/payments`,
    });
    expect(connected).toEqual({
      accountId: 'acct_test_w1',
      url: `${PUBLIC_URL}/settings/payments?connected=1`,
      status: 'active',
    });
    expect(await provider.accountStatus('acct_test_w1')).toBe('active');
    expect(await provider.accountStatus('acct_1Other')).toBe('none');
    expect(provider.testMode).toBe(true);
  });

  it('creates checkouts on its own page and reads them back; another account reads nothing', async () => {
    const { sessionId, url } = await checkout();
    expect(sessionId).toMatch(/^cs_test_[0-9a-f]{32}$/);
    expect(url).toBe(`${PUBLIC_URL}/pay/test/${sessionId}`);
    expect(await provider.readCheckout(ACCOUNT, sessionId)).toEqual({
      status: 'open',
      amount: 10_000,
      currency: 'USD',
      paymentRef: null,
      method: null,
      refunds: [],
    });
    await expect(provider.readCheckout('acct_test_other', sessionId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(checkout(0)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(() => provider.parseWebhook('{}', 'sig')).toThrow();
  });
});

describe('the test checkout page', () => {
  it('shows the amount and escaped text, unlisted, uncached, without script', async () => {
    const { sessionId } = await checkout(12_345, '<script>alert("x")</script> & "Logo"');
    const res = await router.request(pagePath(sessionId), {}, from());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(PAYMENT_MESSAGES.testMode);
    expect(html).toContain('$123.45');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;Logo&#34;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('name="viewport"');
    for (const action of ['pay', 'decline', 'cancel']) expect(html).toContain(`name="action" value="${action}"`);
  });

  it('pays once: 303 to the success URL, one event, the provider says paid', async () => {
    const { sessionId } = await checkout();
    const before = events.length;
    const res = await post(pagePath(sessionId), 'action=pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PUBLIC_URL}/c/tok?payment=success&invoice=i1`);
    expect(events.length).toBe(before + 1);
    const event = lastEvent();
    expect(event).toMatchObject({ type: 'checkout.session.completed', accountId: ACCOUNT, sessionId });
    expect(event?.id).toMatch(/^evt_test_[0-9a-f-]{36}$/);
    const state = await provider.readCheckout(ACCOUNT, sessionId);
    expect(state).toMatchObject({ status: 'paid', method: TEST_METHOD, paymentRef: event?.paymentRef });
    expect(state.paymentRef).toMatch(/^pi_test_/);

    const again = await post(pagePath(sessionId), 'action=decline');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(PAYMENT_MESSAGES.testSessionClosed);
    expect(events.length).toBe(before + 1);
  });

  it.each([
    ['decline', 'checkout.session.async_payment_failed', 'failed'],
    ['cancel', 'checkout.session.expired', 'expired'],
  ] as const)('%s: 303 to the cancel URL, event %s, %s at the provider', async (action, type, status) => {
    const { sessionId } = await checkout();
    const res = await post(pagePath(sessionId), `action=${action}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PUBLIC_URL}/c/tok?payment=cancelled&invoice=i1`);
    expect(lastEvent()).toMatchObject({ type, sessionId, paymentRef: null });
    expect((await provider.readCheckout(ACCOUNT, sessionId)).status).toBe(status);
    expect(await (await router.request(pagePath(sessionId), {}, from())).text()).not.toContain('value="pay"');
  });

  it('refunds in major units up to what is left, never more', async () => {
    const { sessionId } = await checkout(10_000);
    expect((await post(pagePath(sessionId), 'action=refund&amount=1')).status).toBe(409);
    await post(pagePath(sessionId), 'action=pay');
    const paymentRef = lastEvent()?.paymentRef;
    const before = events.length;

    const over = await post(pagePath(sessionId), 'action=refund&amount=100.01');
    expect(over.status).toBe(400);
    expect(await over.text()).toContain(PAYMENT_MESSAGES.refundAmountInvalid);
    for (const bad of ['0', '-5', 'abc', '12.345', '']) {
      expect((await post(pagePath(sessionId), `action=refund&amount=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    expect((await post(pagePath(sessionId), 'action=refund')).status).toBe(400);
    expect(events.length).toBe(before);

    const partial = await post(pagePath(sessionId), 'action=refund&amount=12.50');
    expect(partial.status).toBe(303);
    expect(partial.headers.get('location')).toBe(pagePath(sessionId));
    expect(lastEvent()).toMatchObject({ type: 'charge.refunded', sessionId, paymentRef });
    expect((await post(pagePath(sessionId), 'action=refund&amount=87.51')).status).toBe(400);
    expect((await post(pagePath(sessionId), 'action=refund&amount=87.50')).status).toBe(303);
    const { refunds } = await provider.readCheckout(ACCOUNT, sessionId);
    expect(refunds.map((r) => r.amount)).toEqual([1250, 8750]);
    expect(refunds.every((r) => r.id.startsWith('re_test_') && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    const html = await (await router.request(pagePath(sessionId), {}, from())).text();
    expect(html).toContain('Refunded $12.50.');
    expect(html).not.toContain('value="refund"');
  });

  it('lets one of two actions at once win: one payment, never more refunded than paid', async () => {
    const { sessionId } = await checkout(10_000);
    const before = events.length;
    const pays = await Promise.all([post(pagePath(sessionId), 'action=pay'), post(pagePath(sessionId), 'action=pay')]);
    expect(pays.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(events.length).toBe(before + 1);
    const refunds = await Promise.all([
      post(pagePath(sessionId), 'action=refund&amount=60'),
      post(pagePath(sessionId), 'action=refund&amount=60'),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual([303, 400]);
    expect((await provider.readCheckout(ACCOUNT, sessionId)).refunds.map((r) => r.amount)).toEqual([6_000]);
  });

  it('answers 404 for a session that does not exist, 429 once an address guesses too much', async () => {
    for (const id of [`cs_test_${'0'.repeat(32)}`, 'nope', '%3Cscript%3E']) {
      const res = await router.request(pagePath(id), {}, from());
      expect(res.status).toBe(404);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(await res.text()).toContain(PAYMENT_MESSAGES.testSessionNotFound);
    }
    expect((await post(pagePath('nope'), 'action=pay')).status).toBe(404);
    const guesser = fromAddress('10.78.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await router.request(pagePath(`cs_test_${i}`), {}, guesser)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses a bad action (400), another method (405), a non-form body (400), another site (403)', async () => {
    const { sessionId } = await checkout();
    expect((await post(pagePath(sessionId), 'action=steal')).status).toBe(400);
    expect((await post(pagePath(sessionId), '')).status).toBe(400);
    const put = await router.request(pagePath(sessionId), { method: 'PUT' }, from());
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('POST');
    const json = await post(pagePath(sessionId), '{"action":"pay"}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    const crossSite = await post(pagePath(sessionId), 'action=pay', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await provider.readCheckout(ACCOUNT, sessionId)).status).toBe('open');
  });

  it('answers any form body with a 4xx or a 303, never a 5xx', async () => {
    const { sessionId } = await checkout(50_000);
    await post(pagePath(sessionId), 'action=pay');
    const open = await checkout(50_000);
    const value = fc.oneof(anyString, edgeNumberText, fc.constantFrom('pay', 'refund', 'decline', '1', '0.01'));
    const form = fc.dictionary(fc.oneof(fc.constantFrom('action', 'amount'), anyString), value, { maxKeys: 4 });
    const type = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'text/plain',
    );
    await fc.assert(
      fc.asyncProperty(form, type, fc.boolean(), async (fields, contentType, paid) => {
        const body = new URLSearchParams(fields as Record<string, string>).toString();
        const id = paid ? sessionId : `${open.sessionId}`;
        const res = await post(pagePath(id), body, { 'content-type': contentType });
        expect(res.status === 303 || (res.status >= 400 && res.status < 500)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('is not there with another provider', async () => {
    const other = createRouter();
    testCheckoutPages(other, {
      db: t.db,
      rateLimitScale: 1,
      links: { publicUrl: PUBLIC_URL, trustProxy: 0 },
      provider: { ...provider, name: 'stripe', testMode: false, sessions: undefined } as never,
      onEvent: async () => {},
    });
    const res = await other.request(pagePath(`cs_test_${randomUUID().replaceAll('-', '')}`), { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(PAYMENT_MESSAGES.testDisabled);
  });
});
