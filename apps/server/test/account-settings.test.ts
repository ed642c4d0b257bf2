import { DEFAULT_PRICE_CONFIG, ERROR_CODES, MESSAGES, SETTINGS_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { createBilling } from '../src/modules/billing/create-billing';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping';
import type { FileStorage } from '../src/platform/storage/file-storage';
import { createClient } from './helpers/clients';
import { fieldPart, filePart, listDeliverables, uploadDeliverable } from './helpers/deliverables';
import { startFakeStripe } from './helpers/fake-stripe';
import { fails, ok } from './helpers/journeys';
import { pdfOf, type StorageFixture } from './helpers/storage';
import {
  appOn,
  cookiesFrom,
  GOOD_PASSWORD,
  jsonRequest,
  signUpOwner,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app';
import { useStorageApp } from './helpers/use-test-app';

let t: TestApp, fx: StorageFixture, app: TestApp['app'];
useStorageApp({}, [], (env) => ({ t, fx, app } = env));

const signIn = (email: string, password: string) =>
  app.request('/api/auth/sign-in/email', jsonRequest('POST', { email, password }));
const me = (cookie: string) => app.request('/api/me', { headers: { cookie } });
/** /api/me answers a signed-out browser with null (200), not an error. */
const signedOut = async (cookie: string) => {
  const res = await me(cookie);
  return res.status === 200 && (await res.json()) === null;
};
const NEW_PASSWORD = 'Meadow!Lark42';

describe('PATCH /api/account', () => {
  it("changes the owner's full name, trimmed", async () => {
    const owner = await signUpOwner(app);
    const res = await ok<{ user: { name: string; email: string } }>(
      app.request('/api/account', jsonRequest('PATCH', { name: '  Robin Vale ' }, { cookie: owner.cookie })),
    );
    expect(res.user).toMatchObject({ name: 'Robin Vale', email: owner.email });
    expect(((await (await me(owner.cookie)).json()) as { user: { name: string } }).user.name).toBe('Robin Vale');
  });

  it.each([
    [{ name: '' }, SETTINGS_MESSAGES.fullNameRequired],
    [{ name: 'x'.repeat(101) }, SETTINGS_MESSAGES.fullNameTooLong],
    [{ name: 'a\u0000b' }, 'Full name must not contain NUL characters'],
    [{}, SETTINGS_MESSAGES.fullNameRequired],
  ])('refuses %j and changes nothing', async (body, message) => {
    const owner = await signUpOwner(app);
    await fails(app.request('/api/account', jsonRequest('PATCH', body, { cookie: owner.cookie })), 400, message);
    expect(((await (await me(owner.cookie)).json()) as { user: { name: string } }).user.name).toBe('Avery Stone');
  });

  it('needs a session', async () => {
    expect((await app.request('/api/account', jsonRequest('PATCH', { name: 'X' }))).status).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  const change = (cookie: string, body: unknown) =>
    app.request('/api/account/password', jsonRequest('POST', body, { cookie }));

  it('signs every other session out, keeps this browser signed in, and the new password works', async () => {
    const owner = await signUpOwner(app);
    const laptop = cookiesFrom(await signIn(owner.email, GOOD_PASSWORD));
    expect((await me(laptop)).status).toBe(200);

    const res = await change(owner.cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const renewed = cookiesFrom(res);
    expect(renewed).toContain('session_token=');

    expect(await signedOut(laptop)).toBe(true);
    expect(await signedOut(owner.cookie)).toBe(true);
    expect(await signedOut(renewed)).toBe(false);
    expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const owner = await signUpOwner(app);
    await fails(
      change(owner.cookie, { currentPassword: 'Not#MyPassword1', newPassword: NEW_PASSWORD }),
      400,
      SETTINGS_MESSAGES.currentPasswordIncorrect,
    );
    // The sign-up rule: at least 4 of the 5 checks.
    await fails(
      change(owner.cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'password' }),
      400,
      MESSAGES.passwordPolicy,
    );
    await fails(
      change(owner.cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'Ab1!' }),
      400,
      MESSAGES.passwordTooShort,
    );
    await fails(change(owner.cookie, { newPassword: NEW_PASSWORD }), 400, SETTINGS_MESSAGES.currentPasswordRequired);
    await fails(
      change(owner.cookie, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }),
      400,
      SETTINGS_MESSAGES.samePassword,
    );
    expect((await me(owner.cookie)).status).toBe(200);
    expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('limits guesses of the current password', async () => {
    const owner = await signUpOwner(app);
    let status = 400;
    for (let i = 0; i < 12 && status === 400; i++) {
      status = (await change(owner.cookie, { currentPassword: `Guess#${i}abcdef`, newPassword: NEW_PASSWORD })).status;
    }
    expect(status).toBe(429);
  });
});

describe('DELETE /api/account', () => {
  const remove = (cookie: string, email: string) =>
    app.request('/api/account', jsonRequest('DELETE', { email }, { cookie }));

  it('refuses an email that is not the account’s, changing nothing', async () => {
    const owner = await signUpOwner(app);
    const other = await signUpOwner(app);
    await fails(remove(owner.cookie, other.email), 400, SETTINGS_MESSAGES.deleteConfirmMismatch);
    await fails(remove(owner.cookie, ''), 400, SETTINGS_MESSAGES.deleteConfirmMismatch);
    expect((await app.request('/api/account', jsonRequest('DELETE', {}, { cookie: owner.cookie }))).status).toBe(400);
    expect((await me(owner.cookie)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(200);
    expect((await app.request('/api/account', jsonRequest('DELETE', { email: owner.email }))).status).toBe(401);
  });

  it('cancels the subscription, clears the cookie, and the account can no longer sign in', async () => {
    const owner = await signUpOwner(app);
    const billing = createBilling(t.db, { provider: 'test', price: DEFAULT_PRICE_CONFIG });
    const provider = billing.billing.provider;
    if (!provider) throw new Error('no provider');
    const canceled: string[] = [];
    const cancelNow = provider.cancelNow.bind(provider);
    provider.cancelNow = async (userId) => {
      await cancelNow(userId);
      const row = await t.db
        .selectFrom('subscriptions')
        .select('subscription_status')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      canceled.push(row?.subscription_status ?? 'none');
    };
    const withSpy = appOn(t.db, { storage: fx.storage, billing });

    const res = await withSpy.request(
      '/api/account',
      jsonRequest('DELETE', { email: ` ${owner.email} ` }, { cookie: owner.cookie }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(canceled).toEqual(['canceled']);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^better-auth\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await signedOut(owner.cookie)).toBe(true);
    expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(401);
    // The address is free again.
    expect(await t.db.selectFrom('user').select('id').where('email', '=', owner.email).execute()).toEqual([]);
  });

  it('cancels a Stripe subscription at once, and stops (deleting nothing) when Stripe cannot be reached', async () => {
    const fake = await startFakeStripe();
    try {
      const stripe = createBilling(
        t.db,
        {
          provider: 'stripe',
          price: DEFAULT_PRICE_CONFIG,
          stripe: { secretKey: 'sk_test_fake', webhookSecret: 'whsec_x', priceId: 'price_daily' },
        },
        fake.api,
      );
      const stripeApp = appOn(t.db, { storage: fx.storage, billing: stripe });
      const owner = await signUpOwner(app);
      const user = await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', owner.email)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('subscriptions')
        .set({ stripe_customer_id: 'cus_1', stripe_subscription_id: 'sub_live_1', subscription_status: 'active' })
        .where('user_id', '=', user.id)
        .execute();

      // Stripe out of reach: nothing is deleted, the owner may try again.
      const down = await startFakeStripe();
      await down.close();
      const unreachable = appOn(t.db, {
        billing: createBilling(
          t.db,
          {
            provider: 'stripe',
            price: DEFAULT_PRICE_CONFIG,
            stripe: { secretKey: 'sk_test_fake', webhookSecret: 'w', priceId: 'p' },
          },
          down.api,
        ),
      });
      const failed = await unreachable.request(
        '/api/account',
        jsonRequest('DELETE', { email: owner.email }, { cookie: owner.cookie }),
      );
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { error: { code: string } }).error.code).toBe(ERROR_CODES.BILLING_UNAVAILABLE);
      expect((await me(owner.cookie)).status).toBe(200);

      fake.subscriptions.set('sub_live_1', { id: 'sub_live_1', object: 'subscription', status: 'active' });
      const res = await stripeApp.request(
        '/api/account',
        jsonRequest('DELETE', { email: owner.email }, { cookie: owner.cookie }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/v1/subscriptions/sub_live_1',
      ]);
      expect(fake.subscriptions.get('sub_live_1')?.status).toBe('canceled');
      expect(await t.db.selectFrom('user').select('id').where('id', '=', user.id).execute()).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('keeps files storage failed to remove queued, and the housekeeping removes them later', async () => {
    let failing = true;
    const flaky: FileStorage = Object.create(fx.storage, {
      deletePrefix: {
        value: async (prefix: string) => {
          if (failing) throw new Error('storage is down');
          return fx.storage.deletePrefix(prefix);
        },
      },
    });
    const flakyApp = appOn(t.db, { storage: flaky });
    const owner = await signUpOwner(flakyApp, uniqueEmail('flaky'));
    const client = await createClient(flakyApp, owner.cookie);
    const { milestones } = await listDeliverables(flakyApp, owner.cookie, client.id);
    await ok(
      uploadDeliverable(flakyApp, owner.cookie, client.id, [
        fieldPart('stageId', milestones[0]?.stageId ?? ''),
        filePart('plan.pdf', pdfOf(1000), 'application/pdf'),
      ]),
      201,
    );
    const ofClient = async () => (await fx.keys()).filter((k) => k.startsWith(`${client.id}/`));
    expect(await ofClient()).toHaveLength(1);

    const res = await flakyApp.request(
      '/api/account',
      jsonRequest('DELETE', { email: owner.email }, { cookie: owner.cookie }),
    );
    expect(res.status).toBe(200);
    expect(await ofClient()).toHaveLength(1);
    const queued = await t.db.selectFrom('storage_deletions').selectAll().execute();
    expect(queued.map((q) => [q.target, q.attempts, q.last_error])).toContainEqual([client.id, 1, 'storage is down']);

    failing = false;
    await runHousekeeping(t.db, flaky);
    expect(await ofClient()).toEqual([]);
    expect(await t.db.selectFrom('storage_deletions').select('id').execute()).toEqual([]);
  });
});
