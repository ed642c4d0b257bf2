import type { MessageVariantId, PlanId } from '@bloom/core';
import { ERROR_CODES, type LandingReport, MESSAGES, REPORT_PERIOD_MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fails, ok } from './helpers/journeys';
import {
  appOn,
  cookiesFrom,
  createTestApp,
  fromAddress,
  GOOD_PASSWORD,
  jsonRequest,
  signUpOwner,
  signUpUnsubscribed,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app';

/** GET /api/admin/landing: the A/B report, for ADMIN_EMAILS only (docs/decisions/015). */

let t: TestApp;
let app: TestApp['app'];
let admin: { email: string; cookie: string };
let owner: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const adminEmail = uniqueEmail('ops');
  // Listed in another case: the comparison ignores it.
  app = appOn(t.db, { adminEmails: ['someone@example.com', adminEmail.toUpperCase()] });
  admin = await signUpUnsubscribed(app, adminEmail);
  owner = await signUpOwner(app);
}, 120_000);
afterAll(() => t.close());

const report = (cookie: string, query = '', on = app) =>
  on.request(`/api/admin/landing${query}`, { headers: { cookie } });

describe('who may read the report', () => {
  it('answers everyone but an admin exactly like an unknown route', async () => {
    const unknown = await app.request('/api/admin/nothing-here');
    const expected = { status: unknown.status, body: await unknown.json() };
    expect(expected).toEqual({
      status: 404,
      body: { error: { code: ERROR_CODES.NOT_FOUND, message: MESSAGES.notFound } },
    });
    for (const [who, res] of [
      ['signed out', await report('')],
      ['a normal owner', await report(owner.cookie)],
      ['a normal owner with a bad period', await report(owner.cookie, '?from=nonsense')],
      ['an admin of a server without ADMIN_EMAILS', await report(admin.cookie, '', t.app)],
    ] as const) {
      expect({ status: res.status, body: await res.json() }, who).toEqual(expected);
    }
  });

  it('lets an admin in without a subscription, for the last 30 days by default', async () => {
    const body = await ok<LandingReport>(report(admin.cookie));
    const today = new Date().toISOString().slice(0, 10);
    expect(body.period).toMatchObject({ to: today, days: 30 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)?.date).toBe(today);
    expect(body.rows).toHaveLength(16);
    expect(body.variants.map((v) => v.variant)).toEqual(['a', 'b', 'c', 'd']);
    expect(body.comparisons.map((c) => c.plan)).toEqual(['all', 'try', 'start', 'pro', 'launch']);
  });

  it('tells the page who is an admin (/api/me isAdmin), so only they see the link to the report', async () => {
    const me = async (cookie: string, on = app) =>
      (await ok<{ isAdmin: boolean }>(on.request('/api/me', { headers: { cookie } }))).isAdmin;
    expect(await me(admin.cookie)).toBe(true);
    expect(await me(owner.cookie)).toBe(false);
    expect(await me(admin.cookie, t.app)).toBe(false);
  });

  it('refuses a bad period with 400', async () => {
    await fails(report(admin.cookie, '?from=2025-13-01'), 400, REPORT_PERIOD_MESSAGES.badDate('from'));
    await fails(report(admin.cookie, '?to=03/01/2025'), 400, REPORT_PERIOD_MESSAGES.badDate('to'));
    await fails(report(admin.cookie, '?from=2025-03-02&to=2025-03-01'), 400, REPORT_PERIOD_MESSAGES.fromAfterTo);
    await fails(report(admin.cookie, '?from=2024-01-01&to=2025-01-01'), 400, REPORT_PERIOD_MESSAGES.tooLong);
    expect((await report(admin.cookie, '?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });
});

describe('sign-ups remember the plan of the page', () => {
  const signUp = (init: { body?: object; headers?: Record<string, string> }) =>
    app.request(
      '/api/auth/sign-up/email',
      jsonRequest(
        'POST',
        { name: 'Robin Vale', email: uniqueEmail('plan'), password: GOOD_PASSWORD, messageVariant: 'd', ...init.body },
        init.headers,
      ),
      fromAddress(`10.66.0.${Math.floor(Math.random() * 250) + 1}`),
    );
  const profileOf = async (res: Response) => {
    expect(res.status).toBe(200);
    const me = await ok<{ user: { id: string } }>(app.request('/api/me', { headers: { cookie: cookiesFrom(res) } }));
    return t.db
      .selectFrom('profiles')
      .select(['message_variant', 'signup_plan'])
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
  };

  it('from the body, the plan cookie or the host, else start; with the variant', async () => {
    expect(await profileOf(await signUp({ body: { plan: 'launch' } }))).toEqual({
      message_variant: 'd',
      signup_plan: 'launch',
    });
    expect((await profileOf(await signUp({ headers: { cookie: 'plan=pro' } }))).signup_plan).toBe('pro');
    expect((await profileOf(await signUp({ headers: { host: 'try.bloom.example' } }))).signup_plan).toBe('try');
    expect((await profileOf(await signUp({ body: { plan: 'gold' } }))).signup_plan).toBe('start');
  });
});

describe('the report on seeded data', () => {
  const visit = (variant: MessageVariantId, plan: string, session: string, at: string) =>
    t.db
      .insertInto('landing_visits')
      .values({ message_variant: variant, subdomain: plan, session_id: session, created_at: new Date(at) })
      .execute();
  const click = (variant: MessageVariantId, plan: string, session: string, at: string) =>
    t.db
      .insertInto('cta_clicks')
      .values({ message_variant: variant, subdomain: plan, session_id: session, created_at: new Date(at) })
      .execute();
  const signedUp = async (variant: MessageVariantId, plan: PlanId | null, at: string, subscribed = false) => {
    const who = subscribed ? await signUpOwner(app) : await signUpUnsubscribed(app);
    await t.db
      .updateTable('profiles')
      .set({ message_variant: variant, signup_plan: plan, created_at: new Date(at) })
      .where('id', '=', (eb) => eb.selectFrom('user').select('id').where('email', '=', who.email))
      .execute();
  };

  beforeAll(async () => {
    await visit('a', 'start', 's1', '2024-03-01T08:00:00Z');
    await visit('a', 'start', 's1', '2024-03-01T08:05:00Z');
    await visit('a', 'start', 's2', '2024-03-02T12:00:00Z');
    await visit('b', 'start', 's3', '2024-03-03T23:59:59Z');
    await visit('a', 'try', 's4', '2024-03-01T00:00:00Z');
    await visit('a', 'start', 'before', '2024-02-29T23:59:59Z');
    await visit('a', 'start', 'after', '2024-03-04T00:00:00Z');
    await click('a', 'start', 's1', '2024-03-01T08:01:00Z');
    await click('a', 'start', 's1', '2024-03-01T08:06:00Z');
    await click('b', 'start', 's3', '2024-03-03T23:59:59Z');
    await click('b', 'start', 'after', '2024-03-04T00:00:00Z');
    await signedUp('a', 'start', '2024-03-02T10:00:00Z', true);
    await signedUp('a', 'start', '2024-03-03T23:59:59Z');
    await signedUp('b', 'try', '2024-03-01T00:00:00Z');
    await signedUp('a', null, '2024-03-02T11:00:00Z');
    await signedUp('a', 'start', '2024-02-28T10:00:00Z', true);
  }, 120_000);

  it('counts visits, visitors, clicks, sign-ups and subscribers per variant × plan, within whole UTC days', async () => {
    const body = await ok<LandingReport>(report(admin.cookie, '?from=2024-03-01&to=2024-03-03'));
    expect(body.period).toEqual({ from: '2024-03-01', to: '2024-03-03', days: 3 });
    const row = (variant: string, plan: string) =>
      [...body.rows, ...body.variants].find((r) => r.variant === variant && r.plan === plan);
    expect(row('a', 'start')).toMatchObject({
      visits: 3,
      sessions: 2,
      clicks: 2,
      clickSessions: 1,
      signUps: 2,
      subscribers: 1,
    });
    expect(row('b', 'start')).toMatchObject({ visits: 1, sessions: 1, clicks: 1, clickSessions: 1, signUps: 0 });
    expect(row('a', 'try')).toMatchObject({ visits: 1, sessions: 1, clicks: 0, signUps: 0 });
    expect(row('b', 'try')).toMatchObject({ visits: 0, sessions: 0, signUps: 1, subscribers: 0 });
    expect(row('c', 'pro')).toMatchObject({ visits: 0, sessions: 0, clicks: 0, signUps: 0, subscribers: 0 });
    expect(row('a', 'all')).toMatchObject({
      visits: 4,
      sessions: 3,
      clicks: 2,
      clickSessions: 1,
      signUps: 3,
      subscribers: 1,
    });
    expect(row('b', 'all')).toMatchObject({ visits: 1, sessions: 1, clicks: 1, clickSessions: 1, signUps: 1 });
    expect(body.unattributedSignUps).toBe(1);
    expect(body.rows.map((r) => `${r.plan}:${r.variant}`).slice(0, 5)).toEqual([
      'try:a',
      'try:b',
      'try:c',
      'try:d',
      'start:a',
    ]);
  });

  it('gives rates with 95 % Wilson intervals, and none where there is nothing to divide', async () => {
    const body = await ok<LandingReport>(report(admin.cookie, '?from=2024-03-01&to=2024-03-03'));
    const aStart = body.rows.find((r) => r.variant === 'a' && r.plan === 'start');
    expect(aStart?.rates.click).toMatchObject({ successes: 1, trials: 2, rate: 0.5 });
    expect(aStart?.rates.click.low).toBeCloseTo(0.0945, 4);
    expect(aStart?.rates.click.high).toBeCloseTo(0.9055, 4);
    expect(aStart?.rates.signUp).toMatchObject({ successes: 2, trials: 2, rate: 1 });
    expect(aStart?.rates.subscribe).toMatchObject({ successes: 1, trials: 2, rate: 0.5 });
    const bTry = body.rows.find((r) => r.variant === 'b' && r.plan === 'try');
    expect(bTry?.rates.signUp).toEqual({ successes: 1, trials: 0, rate: null, low: null, high: null });
    const all = body.comparisons[0];
    expect(all?.kind).toBe('not_enough_data');
    expect(all?.message).toMatch(/^Not yet significant/);
  });

  it('gives every day of the period with visits and sign-ups per variant', async () => {
    const body = await ok<LandingReport>(report(admin.cookie, '?from=2024-02-29&to=2024-03-04'));
    const none = { a: 0, b: 0, c: 0, d: 0 };
    expect(body.daily).toEqual([
      { date: '2024-02-29', visits: { ...none, a: 1 }, signUps: none },
      { date: '2024-03-01', visits: { ...none, a: 3 }, signUps: { ...none, b: 1 } },
      { date: '2024-03-02', visits: { ...none, a: 1 }, signUps: { ...none, a: 2 } },
      { date: '2024-03-03', visits: { ...none, b: 1 }, signUps: { ...none, a: 1 } },
      { date: '2024-03-04', visits: { ...none, a: 1 }, signUps: none },
    ]);
  });

  it('counts a tracked visit and click in today’s report', async () => {
    const event = { plan: 'pro', variant: 'c', sessionId: 'tab-today' };
    for (const path of ['visit', 'cta']) {
      const res = await app.request(`/api/analytics/${path}`, jsonRequest('POST', event), fromAddress('10.55.0.1'));
      expect(res.status).toBe(204);
    }
    const body = await ok<LandingReport>(report(admin.cookie));
    expect(body.rows.find((r) => r.variant === 'c' && r.plan === 'pro')).toMatchObject({
      visits: 1,
      sessions: 1,
      clicks: 1,
      clickSessions: 1,
    });
  });
});
