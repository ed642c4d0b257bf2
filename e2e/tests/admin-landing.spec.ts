import type { LandingDay, LandingReport, LandingRow, RateEstimate } from '@bloom/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, snapBoth } from './support';

// Listed in ADMIN_EMAILS by playwright.config.ts.
const ADMIN = { email: 'admin@example.com', name: 'Ola Operator' };
const PLAN = 'pro';
const VARIANT = 'c';

/** Signs the admin in through the API (signs up on the first run; a retry finds the account). */
async function signInAdmin(page: Page, origin: string) {
  const headers = { origin };
  const up = await page.request.post('/api/auth/sign-up/email', {
    data: { ...ADMIN, password: PASSWORD, messageVariant: VARIANT, plan: PLAN },
    headers,
  });
  if (up.status() !== 200) {
    const inRes = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: PASSWORD },
      headers,
    });
    expect(inRes.status()).toBe(200);
  }
}

async function reportRow(page: Page, origin: string) {
  const res = await page.request.get('/api/admin/landing', { headers: { origin } });
  expect(res.status()).toBe(200);
  const report = (await res.json()) as LandingReport;
  const row = report.rows.find((r) => r.plan === PLAN && r.variant === VARIANT);
  expect(row).toBeTruthy();
  return { report, row: row as NonNullable<typeof row> };
}

test('the operator reads a visit and a CTA click in the A/B report, by variant and plan', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await signInAdmin(page, origin);
  // Other specs may have tracked visits on the same server: count from what is there now.
  const before = (await reportRow(page, origin)).row;

  const event = { plan: PLAN, variant: VARIANT, sessionId: `e2e-admin-${Date.now()}` };
  const visit = await page.request.post('/api/analytics/visit', {
    data: { ...event, referrer: 'https://www.example.org/some/path?q=secret' },
    headers: { origin },
  });
  expect(visit.status()).toBe(204);
  const cta = await page.request.post('/api/analytics/cta', { data: event, headers: { origin } });
  expect(cta.status()).toBe(204);
  const { report, row: after } = await reportRow(page, origin);
  expect(after.visits).toBe(before.visits + 1);
  expect(after.clicks).toBe(before.clicks + 1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Landing A/B report' })).toBeVisible();
  // The last 30 days by default.
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  // The visit and the click, counted for plan Pro, variant C.
  const planTable = page.getByRole('region', { name: 'Variants per plan' });
  const proC = planTable.getByRole('row', { name: /^Pro, Variant C\b/ });
  const cells = proC.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(String(after.visits));
  await expect(cells.nth(1)).toHaveText(String(after.sessions));
  await expect(cells.nth(2)).toHaveText(String(after.clicks));
  await expect(cells.nth(3)).toHaveText(String(after.signUps));
  // A rate with its 95 % interval, e.g. '100 % (20.7–100 %)'.
  await expect(cells.nth(5)).toHaveText(/^\d+(\.\d)? % \(\d+(\.\d)?–\d+(\.\d)? %\)$/);
  const variantsTable = page.getByRole('region', { name: 'Variants over all plans' });
  await expect(
    variantsTable
      .getByRole('row', { name: /^Variant C\b/ })
      .getByRole('cell')
      .nth(0),
  ).toHaveText(String(report.variants.find((v) => v.variant === VARIANT)?.visits));

  // The verdict, as the API says it.
  const verdicts = page.getByRole('region', { name: 'Which variant converts best' });
  const overall = report.comparisons.find((c) => c.plan === 'all');
  expect(overall?.message).toMatch(/significant/i);
  await expect(verdicts.getByText(overall?.message ?? '', { exact: true }).first()).toBeVisible();
  await expect(verdicts.getByText(/^(Not yet significant|Significant|Not enough data)$/).first()).toBeVisible();

  // The charts describe themselves and have a legend.
  await expect(page.getByRole('img', { name: /^Daily visits per variant/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Daily sign-ups per variant/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visits per day legend' })).toContainText('Variant C');

  // Nothing overflows the phone's width: the tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(proC).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapBoth(page, 'admin-landing-report');

  // A preset goes into the URL.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/landing\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(proC.getByRole('cell').nth(0)).toHaveText(String(after.visits));

  // A period without visits, chosen with the date inputs.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText('No visits in this period')).toBeVisible();
  await snapBoth(page, 'admin-landing-empty');

  // A period the API refuses is explained, not requested.
  await page.goto('/admin/landing?from=2020-02-01&to=2020-01-01');
  await expect(page.getByRole('alert')).toContainText('The start date must not be after the end date');
});

test('a subscribed admin finds the report in the account menu', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await signInAdmin(page, origin);
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'start' }, headers: { origin } });
  // A retry finds the admin subscribed already (409).
  if (checkout.status() === 200) {
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const done = await page.request.post(`/api/billing/test/checkout/${sessionId}/complete`, { headers: { origin } });
    expect(done.status()).toBe(200);
  } else expect(checkout.status()).toBe(409);
  // Past the setup wizard (a new owner starts there).
  const setUp = await page.request.patch('/api/workspace', {
    data: { onboardingCompleted: true },
    headers: { origin },
  });
  expect(setUp.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Landing report' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Landing A/B report' })).toBeVisible();
});

test("a normal owner gets 'Page not found'", async ({ page, owner }) => {
  void owner;
  // No link to the report either.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Landing report' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/landing');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Landing A/B report')).toHaveCount(0);
  await snapBoth(page, 'admin-landing-not-found');
});

/** A 95 % Wilson interval, for a made-up report that looks like a real one. */
function rateOf(successes: number, trials: number): RateEstimate {
  if (trials === 0 || successes > trials) return { successes, trials, rate: null, low: null, high: null };
  const z = 1.96;
  const p = successes / trials;
  const d = 1 + (z * z) / trials;
  const c = (p + (z * z) / (2 * trials)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / d;
  return { successes, trials, rate: p, low: Math.max(0, c - h), high: Math.min(1, c + h) };
}

/** Ninety busy days in which variant b clearly wins: what an operator sees after a real test. */
function busyReport(): LandingReport {
  const variants = ['a', 'b', 'c', 'd'] as const;
  const plans = ['try', 'start', 'pro', 'launch'] as const;
  const days = 90;
  // Deterministic scatter around a mean, so the chart looks like real, noisy days.
  const noise = (i: number, mean: number) =>
    Math.max(0, Math.round(mean + Math.sin(i * 12.9898 + mean * 78.233) * 1.4));
  const to = new Date();
  const daily: LandingDay[] = Array.from({ length: days }, (_, i) => {
    const date = new Date(to.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const wave = (k: number) => Math.round(40 + 15 * Math.sin(i / 6 + k) + i / 3);
    return {
      date,
      visits: { a: wave(0), b: wave(1), c: wave(2), d: wave(3) },
      signUps: { a: noise(i, 0.35), b: noise(i, 2.5), c: noise(i, 0.25), d: noise(i, 0.2) },
    };
  });
  const row = (variant: (typeof variants)[number], plan: LandingRow['plan'], share: number): LandingRow => {
    const visits = Math.round(daily.reduce((t, d) => t + d.visits[variant], 0) * share);
    const sessions = Math.round(visits * 0.8);
    const signUps = Math.round(daily.reduce((t, d) => t + d.signUps[variant], 0) * share);
    const clickSessions = Math.round(sessions * (variant === 'b' ? 0.2 : 0.12));
    const subscribers = Math.round(signUps * 0.4);
    return {
      variant,
      plan,
      visits,
      sessions,
      clicks: Math.round(clickSessions * 1.3),
      clickSessions,
      signUps,
      subscribers,
      rates: {
        click: rateOf(clickSessions, sessions),
        signUp: rateOf(signUps, sessions),
        subscribe: rateOf(subscribers, signUps),
      },
    };
  };
  const shares = { try: 0.2, start: 0.5, pro: 0.25, launch: 0.05 };
  const verdict = (plan: LandingRow['plan'], kind: 'significant' | 'not_yet_significant' | 'not_enough_data') => ({
    plan,
    kind,
    best: kind === 'not_enough_data' ? null : ('b' as const),
    beats: [],
    undecided: [],
    tests: [],
    message:
      kind === 'significant'
        ? 'Significant: variant b converts 8.6 % of visitors into sign-ups, better than a, c and d at 95 % confidence.'
        : kind === 'not_yet_significant'
          ? 'Not yet significant: variant b converts 9.1 % of visitors into sign-ups. It beats d at 95 % confidence, but the difference from a and c could still be chance.'
          : 'Not yet significant: no visitor has signed up yet.',
  });
  return {
    period: { from: daily[0]?.date ?? '', to: daily[days - 1]?.date ?? '', days },
    rows: plans.flatMap((plan) => variants.map((v) => row(v, plan, shares[plan]))),
    variants: variants.map((v) => row(v, 'all', 1)),
    comparisons: [
      verdict('all', 'significant'),
      verdict('try', 'not_yet_significant'),
      verdict('start', 'significant'),
      verdict('pro', 'not_yet_significant'),
      verdict('launch', 'not_enough_data'),
    ],
    daily,
    unattributedSignUps: 3,
  };
}

test('the report loading, failing and retried, and a clear winner (a made-up report)', async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL ?? '');
  let answer: 'hold' | 'fail' | 'busy' = 'hold';
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const busy = busyReport();
  await page.route('**/api/admin/landing?*', async (route) => {
    if (answer === 'hold') await held;
    if (answer === 'busy') return route.fulfill({ json: busy });
    return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } });
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/landing?from=${busy.period.from}&to=${busy.period.to}`);
  await expect(page.getByText('Loading the report...')).toBeAttached();
  await snapBoth(page, 'admin-landing-loading');

  answer = 'fail';
  release();
  // Server errors are tried three times in all before the page gives up.
  await expect(page.getByText("We couldn't load the report")).toBeVisible({ timeout: 15_000 });
  await snapBoth(page, 'admin-landing-error');

  answer = 'busy';
  await page.getByRole('button', { name: 'Try again' }).click();
  const verdicts = page.getByRole('region', { name: 'Which variant converts best' });
  await expect(verdicts.getByText(/^Significant: variant b converts 8\.6 %/).first()).toBeVisible();
  await expect(verdicts.getByText('Significant', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(verdicts.getByText('Not yet significant', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Variants over all plans' }).getByRole('row', { name: /^Variant B Leading/ }),
  ).toBeVisible();
  await expect(page.getByText('3 sign-ups have no recorded plan')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await snapBoth(page, 'admin-landing-busy');
});
