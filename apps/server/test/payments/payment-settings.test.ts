import { DEFAULT_BUSINESS_DETAILS, PAYMENT_MESSAGES, type PaymentSettingsDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fails, ok } from '../helpers/journeys';
import { joinTeam } from '../helpers/team';
import { signUpOwner, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { BUSINESS, callSettings, paymentClient, paymentJourney, plan, setUpPayments } from './flow-fixtures';

/**
 * Settings → Payments (issue 35): the business details and the connected account, the Owner's and
 * Admins' only (the role table), and a currency that stays while invoices are open.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const workspaceOf = async (cookie: string) =>
  (await ok<{ workspace: { id: string } }>(app.request('/api/me', { headers: { cookie } }))).workspace.id;

describe('reading and saving', () => {
  it('answers the defaults before anything is saved, then what was saved', async () => {
    const fresh = await signUpOwner(app);
    const before = await ok<PaymentSettingsDto>(callSettings(app, fresh.cookie, 'GET'));
    expect(before).toEqual({
      provider: 'test',
      enabled: true,
      testMode: true,
      account: { status: 'none', id: null },
      business: DEFAULT_BUSINESS_DETAILS,
      openInvoices: 0,
      canManage: true,
    });
    const saved = await ok<PaymentSettingsDto>(
      callSettings(app, fresh.cookie, 'PUT', '', { ...BUSINESS, currency: 'eur', reminderOffsets: [3, -1] }),
    );
    expect(saved.business).toMatchObject({
      legalName: 'Studio North LLC',
      taxRates: [{ id: 'vat', name: 'VAT', rate: 20_000 }],
      currency: 'EUR',
      reminderOffsets: [-1, 3],
    });
    expect(await ok<PaymentSettingsDto>(callSettings(app, fresh.cookie, 'GET'))).toEqual(saved);
  });

  it('connects the test account at once and sends the owner back to the settings', async () => {
    const fresh = await signUpOwner(app);
    const { url } = await ok<{ url: string }>(callSettings(app, fresh.cookie, 'POST', '/connect'));
    expect(new URL(url).pathname + new URL(url).search).toBe('/settings/payments?connected=1');
    const after = await ok<PaymentSettingsDto>(callSettings(app, fresh.cookie, 'GET'));
    expect(after.account).toEqual({ status: 'active', id: `acct_test_${await workspaceOf(fresh.cookie)}` });
    // Connecting again keeps the same account.
    await ok(callSettings(app, fresh.cookie, 'POST', '/connect'));
    expect((await ok<PaymentSettingsDto>(callSettings(app, fresh.cookie, 'GET'))).account).toEqual(after.account);
  });

  it('refuses details that fail their checks, saving nothing', async () => {
    await fails(
      callSettings(app, owner.cookie, 'PUT', '', { ...BUSINESS, currency: 'XXY' }),
      400,
      PAYMENT_MESSAGES.currencyUnknown,
    );
    await fails(
      callSettings(app, owner.cookie, 'PUT', '', { ...BUSINESS, taxRates: [VAT_DUP, VAT_DUP] }),
      400,
      PAYMENT_MESSAGES.taxRateDuplicate,
    );
    const row = await t.db
      .selectFrom('payment_settings')
      .select('workspace_id')
      .where('workspace_id', '=', await workspaceOf(owner.cookie))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
const VAT_DUP = { id: 'vat', name: 'VAT', rate: 20_000 };

describe('who may', () => {
  it('an Admin reads and saves them; a Member reads them (to price a stage) but gets 403 on every change', async () => {
    const boss = await signUpOwner(app);
    await setUpPayments(app, boss.cookie);
    const admin = await joinTeam(t, boss, 'admin', `pay.admin.${Date.now()}@example.com`);
    const member = await joinTeam(t, boss, 'member', `pay.member.${Date.now()}@example.com`);
    expect((await ok<PaymentSettingsDto>(callSettings(app, admin.cookie, 'GET'))).canManage).toBe(true);
    await ok(callSettings(app, admin.cookie, 'PUT', '', { ...BUSINESS, footer: 'Thanks' }));
    const before = await t.db.selectFrom('payment_settings').selectAll().execute();
    const seen = await ok<PaymentSettingsDto>(callSettings(app, member.cookie, 'GET'));
    expect(seen).toMatchObject({ canManage: false, business: { currency: 'USD', taxRates: BUSINESS.taxRates } });
    for (const [method, path, body] of [
      ['PUT', '', { ...BUSINESS, legalName: 'Member Ltd' }],
      ['POST', '/connect', undefined],
    ] as const) {
      const res = await callSettings(app, member.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await t.db.selectFrom('payment_settings').selectAll().execute()).toEqual(before);
  });

  it('without a session: 401', async () => {
    expect((await app.request('/api/settings/payments')).status).toBe(401);
  });
});

describe('the currency', () => {
  it('stays while an invoice is open (409, nothing changed), and changes once none is', async () => {
    const boss = await signUpOwner(app);
    await setUpPayments(app, boss.cookie);
    const journey = await paymentJourney(app, boss.cookie);
    const client = await paymentClient(app, boss.cookie, journey);
    await plan(app, client.token, client.stages.payment);
    const workspaceId = await workspaceOf(boss.cookie);
    const before = await t.db
      .selectFrom('payment_settings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    expect((await ok<PaymentSettingsDto>(callSettings(app, boss.cookie, 'GET'))).openInvoices).toBe(1);

    await fails(
      callSettings(app, boss.cookie, 'PUT', '', { ...BUSINESS, currency: 'EUR', legalName: 'Renamed' }),
      409,
      PAYMENT_MESSAGES.currencyLocked,
    );
    const after = await t.db
      .selectFrom('payment_settings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // The same currency with other details is fine.
    await ok(callSettings(app, boss.cookie, 'PUT', '', { ...BUSINESS, legalName: 'Renamed' }));

    await t.db.updateTable('invoices').set({ status: 'void' }).where('project_id', '=', client.clientId).execute();
    const changed = await ok<PaymentSettingsDto>(
      callSettings(app, boss.cookie, 'PUT', '', { ...BUSINESS, currency: 'EUR' }),
    );
    expect(changed.business.currency).toBe('EUR');
  });
});
