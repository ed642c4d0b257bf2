import { PAYMENT_MESSAGES, type PaymentSettingsDto } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoPaymentProvider } from '../../src/platform/payments';
import { fails, ok } from '../helpers/journeys';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from '../helpers/test-app';
import {
  BUSINESS,
  callCheckout,
  callPlan,
  callSettings,
  paymentClient,
  paymentJourney,
  paymentRows,
  plan,
  portalPayment,
  setUpPayments,
} from './flow-fixtures';

/**
 * PAYMENTS_PROVIDER=none (issue 35): this server takes no payments. The settings say so, no
 * account connects, no client starts paying or checks out (409, nothing written), and the
 * business details can still be saved. `paid` is the same database served with the test provider,
 * standing for the server before payments were turned off: its connected account and open invoice
 * stay unpayable.
 */
let t: TestApp, off: TestApp['app'], paid: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp();
  off = appOn(t.db, { rateLimitScale: 100, payments: createNoPaymentProvider() });
  paid = appOn(t.db, { rateLimitScale: 100 });
}, 120_000);
afterAll(() => t.close());

const settingsRows = () => t.db.selectFrom('payment_settings').selectAll().execute();

describe('a workspace on a server with payments off', () => {
  it('reads the settings as off, refuses to connect, and still saves the business details', async () => {
    const owner = await signUpOwner(off);
    const settings = await ok<PaymentSettingsDto>(callSettings(off, owner.cookie, 'GET'));
    expect(settings).toMatchObject({ enabled: false, testMode: false, account: { status: 'none', id: null } });

    const before = await settingsRows();
    await fails(callSettings(off, owner.cookie, 'POST', '/connect'), 409, PAYMENT_MESSAGES.paymentsOff);
    expect(await settingsRows()).toEqual(before);

    const saved = await ok<PaymentSettingsDto>(callSettings(off, owner.cookie, 'PUT', '', BUSINESS));
    expect(saved).toMatchObject({ enabled: false, account: { status: 'none', id: null } });
    expect(saved.business).toMatchObject({
      legalName: BUSINESS.legalName,
      currency: 'USD',
      taxRates: [BUSINESS.taxRates?.[0]],
    });
    expect(await ok<PaymentSettingsDto>(callSettings(off, owner.cookie, 'GET'))).toEqual(saved);
  });

  it('shows the stage in the portal as not payable and refuses to start it, nothing written', async () => {
    const owner = await signUpOwner(off);
    await ok(callSettings(off, owner.cookie, 'PUT', '', BUSINESS));
    const client = await paymentClient(off, owner.cookie, await paymentJourney(off, owner.cookie));

    const preview = await portalPayment(off, client.token);
    expect(preview).toMatchObject({ choice: null, canPay: false, paidNow: false });
    expect(preview?.quote.total).toBe(120_000);

    const before = await paymentRows(t.db, client.clientId);
    await fails(callPlan(off, client.token, client.stages.payment, 'full'), 409, PAYMENT_MESSAGES.cannotPayNow);
    expect(await paymentRows(t.db, client.clientId)).toEqual(before);
    expect(before.plans).toEqual([]);
  });
});

describe('a workspace that took payments before they were turned off', () => {
  it('keeps its account and open invoice unpayable: no checkout, no plan, no test page', async () => {
    const owner = await signUpOwner(paid);
    await setUpPayments(paid, owner.cookie);
    const client = await paymentClient(paid, owner.cookie, await paymentJourney(paid, owner.cookie));
    const started = await plan(paid, client.token, client.stages.payment, 'full');
    const invoiceId = started.installments[0]?.invoice?.id ?? '';
    expect(invoiceId).not.toBe('');

    // Served with payments off: the connected test account reads as none, nothing is payable.
    const settings = await ok<PaymentSettingsDto>(callSettings(off, owner.cookie, 'GET'));
    expect(settings).toMatchObject({ enabled: false, account: { status: 'none', id: null }, openInvoices: 1 });
    const shown = await portalPayment(off, client.token);
    expect(shown).toMatchObject({ choice: 'full', canPay: false });
    expect(shown?.installments.map((i) => i.status)).toEqual(['due']);

    const before = await paymentRows(t.db, client.clientId);
    await fails(callCheckout(off, client.token, invoiceId), 409, PAYMENT_MESSAGES.cannotPayNow);
    // The same choice again, which would answer the plan as it is, is refused too.
    await fails(callPlan(off, client.token, client.stages.payment, 'full'), 409, PAYMENT_MESSAGES.cannotPayNow);
    await fails(
      off.request(`/api/settings/payments/connect`, jsonRequest('POST', undefined, { cookie: owner.cookie })),
      409,
      PAYMENT_MESSAGES.paymentsOff,
    );
    expect(await paymentRows(t.db, client.clientId)).toEqual(before);

    // Neither the test checkout pages nor the Stripe webhook answer.
    const page = await off.request(`/pay/test/cs_test_${'0'.repeat(32)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(PAYMENT_MESSAGES.paymentsOff);
    const webhook = await off.request('/api/payments/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });
});
