import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exitSetup, PASSWORD, signUp, signUpAndSubscribe, snapBoth, uniqueEmail } from './support';

const PLANS = [
  {
    id: 'try',
    cta: 'Start free trial',
    title: '1-Day Free Trial',
    pay: 'Start trial',
    dueToday: '$0',
    toast: 'Welcome to Bloom! Your 1-day free trial has started.',
    billing: /Your free trial ends on .+\. Add a payment method to continue\./,
  },
  {
    id: 'start',
    cta: 'Start 1-day trial',
    title: '1-Day Trial',
    pay: 'Start trial',
    dueToday: '$0',
    toast: 'Welcome to Bloom! Your 1-day trial has started.',
    billing: /Your card will be charged on .+\./,
  },
  {
    id: 'pro',
    cta: 'Start $1 trial',
    title: '$1 Trial',
    pay: 'Complete payment',
    dueToday: '$1',
    toast: 'Welcome to Bloom! Your 2-day trial has started.',
    billing: /Full price of \$2\/day starts on .+\./,
  },
  {
    id: 'launch',
    cta: 'Start now',
    title: 'Pro',
    pay: 'Complete payment',
    dueToday: '$2',
    toast: 'Welcome to Bloom! Your subscription is active.',
    billing: /Your subscription is active\./,
  },
] as const;

for (const plan of PLANS) {
  test(`the ${plan.id} plan: landing CTA, sign-up, test checkout, dashboard and billing texts`, async ({
    page,
    context,
  }) => {
    await page.goto(`/?plan=${plan.id}`);
    const cta = page.getByRole('main').getByRole('link', { name: plan.cta, exact: true }).first();
    await expect(cta).toBeVisible();
    await expect(page.getByText('Cancel anytime.', { exact: true })).toBeVisible();
    await expect(page.locator('#pricing').getByText('Zapier integration')).toBeVisible();
    // ?plan= is remembered, so the plan survives the way to /signup (which has no ?plan=).
    const cookie = (await context.cookies()).find((c) => c.name === 'plan');
    expect(cookie?.value).toBe(plan.id);
    expect(cookie?.sameSite).toBe('Lax');
    if (plan.id === 'pro') {
      await expect(page.getByRole('region', { name: /Sample journey/ })).toBeVisible();
      await snapBoth(page, 'landing-pro');
    }

    await signUp(page, uniqueEmail(plan.id));
    await expect(page.getByRole('heading', { name: plan.title, exact: true })).toBeVisible();
    await expect(page.getByText(plan.dueToday, { exact: true })).toBeVisible();
    await expect(page.getByText('then $2/day', { exact: true })).toBeVisible();
    if (plan.id === 'pro') await snapBoth(page, 'test-checkout-pro');

    await page.getByRole('button', { name: plan.pay, exact: true }).click();
    // Back from checkout: the ?checkout=success parameter is gone once the plan's welcome shows,
    // and a new owner starts in the setup wizard; leaving it goes to the dashboard.
    await expect(page.getByText(plan.toast)).toBeVisible();
    await exitSetup(page);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    if (plan.id === 'try') {
      // A free trial without a card, one day left: the orange banner asks for a card.
      await expect(page.getByText('Your trial ends in 1 day')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
      await snapBoth(page, 'dashboard-trial-banner');
    }

    await page.goto('/settings/billing');
    await expect(page.getByText(plan.billing)).toBeVisible();
    if (plan.id === 'try') await expect(page.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
    await snapBoth(page, `settings-billing-${plan.id}`);

    // A subscriber has nothing to buy on the landing page: it goes to the dashboard.
    await page.goto(`/?plan=${plan.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

/** The same server reached as http://127.0.0.1:<port>, as a new user might type it. */
const onLoopback = test.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL?.replace('//localhost:', '//127.0.0.1:')),
});

onLoopback(
  'a new owner on http://127.0.0.1 signs up and finishes checkout without leaving that host',
  async ({ page, baseURL }) => {
    expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The server runs without PUBLIC_URL, so every link it makes follows the host the browser used.
    await signUpAndSubscribe(page, uniqueEmail('loopback'));
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByText('Welcome to Bloom! Your 1-day trial has started.')).toBeVisible();
    await exitSetup(page);
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  },
);

test('a free trial gets a card through the portal: the banners and the billing card change', async ({ page }) => {
  await page.goto('/?plan=try');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start free trial' }).first()).toBeVisible();
  // The landing arrives pre-rendered, so its link shows before the page's code has remembered
  // ?plan= in the cookie sign-up reads: without the cookie the account gets the start plan (a
  // card on file, no trial banner). Wait for the cookie, not the link.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'plan')?.value).toBe('try');
  await signUp(page, uniqueEmail('try-card'));
  await page.getByRole('button', { name: 'Start trial', exact: true }).click();
  await exitSetup(page);
  await expect(page.getByText('Your trial ends in 1 day')).toBeVisible();

  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\//);
  await expect(page.getByTestId('portal-status')).toHaveAttribute('data-status', 'trialing');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.getByText('Payment method added')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Bloom' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your card will be charged $2/day when your trial ends.')).toBeVisible();
  await expect(page.getByText('Your trial ends in 1 day')).toHaveCount(0);
  await snapBoth(page, 'dashboard-card-on-file-banner');
  await page.goto('/settings/billing');
  await expect(page.getByText("Payment method added - you're all set!")).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
});

test('sign-up hands over to checkout; decline and cancel keep the owner outside until checkout completes', async ({
  page,
}) => {
  // Hold the checkout call a moment so the hand-over overlay can be seen.
  await page.route('**/api/billing/checkout', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/signup?plan=start');
  await page.getByLabel('Full Name').fill('Casey Hill');
  await page.getByLabel('Email').fill(uniqueEmail('cancel'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Redirecting to checkout...')).toBeVisible();
  await expect(page.getByText('Please wait, do not close this window')).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();

  await page.getByRole('button', { name: 'Decline card' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined. Please try a different payment method.');
  // Declining changes nothing: the owner is still outside.
  expect((await page.request.get('/api/journeys')).status()).toBe(402);

  // Cancel returns to /signup; signed in without a subscription, the gate asks to finish checkout.
  await Promise.all([
    page.waitForURL(/\/signup$/, { waitUntil: 'commit' }),
    page.getByRole('button', { name: 'Cancel' }).click(),
  ]);
  await expect(page).toHaveURL(/\/complete-checkout$/);
  await expect(page.getByText('Subscription Incomplete').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '1-Day Trial' })).toBeVisible();
  // The same plan features as the landing page's pricing card (core's PLAN_FEATURES).
  await expect(page.getByText('Automatic testimonial collection')).toBeVisible();
  await expect(page.getByText('Zapier integration')).toBeVisible();
  await snapBoth(page, 'complete-checkout');

  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Status' })).toBeEnabled();

  await page.getByRole('button', { name: 'Complete Checkout' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: 'Start trial', exact: true }).click();
  await expect(page.getByText('Welcome to Bloom! Your 1-day trial has started.')).toBeVisible();
  await exitSetup(page);

  // /complete-checkout now has nothing to complete.
  await page.goto('/complete-checkout');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Opens the test billing portal the way an owner would, or through the API when the app is gated. */
async function openPortal(page: Page, through: 'settings' | 'api') {
  if (through === 'settings') {
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: 'Open Billing Portal' }).click();
  } else {
    const res = await page.request.post('/api/billing/portal', { data: { returnPath: '/dashboard' } });
    expect(res.status()).toBe(200);
    await page.goto(((await res.json()) as { url: string }).url);
  }
  await expect(page).toHaveURL(/\/billing\/test-portal\//);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
}

async function applyStatus(page: Page, status: string) {
  const controls = page.getByRole('region', { name: 'Test controls' });
  await controls.getByLabel('Subscription status').selectOption(status);
  await controls.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('portal-status')).toHaveAttribute('data-status', status);
}

test('every status routes to its screen through the test controls', async ({ page, owner }) => {
  expect(owner.email).toContain('@');

  await openPortal(page, 'settings');
  await applyStatus(page, 'past_due');
  await expect(page.getByTestId('portal-status')).toHaveText('Past due');
  await snapBoth(page, 'test-portal');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-issue$/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Error: Your card was declined.')).toBeVisible();
  await expect(page.getByText('Current payment method')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await snapBoth(page, 'payment-issue-failed');
  // The API refuses the owner routes meanwhile; /api/me stays reachable.
  expect((await page.request.get('/api/journeys')).status()).toBe(402);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).not.toBeNull();

  // 'Update Payment Method' opens the billing portal; there the subscription ends.
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\//);
  await applyStatus(page, 'canceled');
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/payment-issue$/);
  await expect(page.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();
  await expect(
    page.getByText('Continue with the product for just $2/day, billed daily. Cancel anytime.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now ($2/day)' })).toBeVisible();
  await snapBoth(page, 'payment-issue-ended');
  // The aliases show the same screen.
  await page.goto('/subscription-expired');
  await expect(page.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();

  // 'Subscribe Now' starts a launch checkout: no trial, $2 today.
  await page.getByRole('button', { name: 'Subscribe Now ($2/day)' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByText('Welcome to Bloom! Your subscription is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/journeys')).status()).toBe(200);

  await openPortal(page, 'settings');
  await applyStatus(page, 'incomplete');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/complete-checkout$/);
  await expect(page.getByText('Payment Incomplete').first()).toBeVisible();
  await page.goto('/payment-issue');
  await expect(page.getByRole('heading', { name: 'Subscription Incomplete' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Checkout' }).click();
  await expect(page).toHaveURL(/\/complete-checkout$/);

  await openPortal(page, 'api');
  await applyStatus(page, 'paused');
  await page.goto('/settings/billing');
  await expect(page).toHaveURL(/\/payment-issue$/);
  await expect(page.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();

  await openPortal(page, 'api');
  await applyStatus(page, 'active');
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect((await page.request.get('/api/journeys')).status()).toBe(200);

  // Signing out from a gate screen goes to /login.
  await openPortal(page, 'settings');
  await applyStatus(page, 'unpaid');
  await page.goto('/payment-past-due');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('canceling at period end shows the banner; keeping the subscription clears it', async ({ page, owner }) => {
  expect(owner.name).toBeTruthy();
  await openPortal(page, 'settings');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('Subscription canceled').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Subscription canceled')).toBeVisible();
  await expect(page.getByText(/Your subscription will not renew\. You have 1 day left in your trial\./)).toBeVisible();
  await snapBoth(page, 'dashboard-canceled-banner');
  await page.getByRole('link', { name: 'Keep Subscription' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await page.getByRole('button', { name: 'Open Billing Portal' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Subscription canceled')).toHaveCount(0);
});
