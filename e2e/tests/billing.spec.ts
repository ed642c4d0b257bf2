import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp, snap, uniqueEmail } from './support';

const PLANS = [
  {
    id: 'try',
    cta: 'Start free trial',
    pay: 'Start trial',
    toast: 'Welcome to Bloom! Your 1-day free trial has started.',
    billing: /Your free trial ends on .+\. Add a payment method to continue\./,
    extra: 'Add Payment Method',
  },
  {
    id: 'start',
    cta: 'Start 1-day trial',
    pay: 'Start trial',
    toast: 'Welcome to Bloom! Your 1-day trial has started.',
    billing: /Your card will be charged on .+\./,
  },
  {
    id: 'pro',
    cta: 'Start $1 trial',
    pay: 'Complete payment',
    toast: 'Welcome to Bloom! Your 2-day trial has started.',
    billing: /Full price of \$2\/day starts on .+\./,
  },
  {
    id: 'launch',
    cta: 'Start now',
    pay: 'Complete payment',
    toast: 'Welcome to Bloom! Your subscription is active.',
    billing: /Your subscription is active\./,
  },
] as const;

for (const plan of PLANS) {
  test(`the ${plan.id} plan: landing CTA, sign-up, test checkout, dashboard and billing texts`, async ({ page }) => {
    await page.goto(`/?plan=${plan.id}`);
    await expect(page.getByRole('link', { name: plan.cta }).first()).toBeVisible();
    if (plan.id === 'pro') await snap(page, 'landing-pro-desktop');

    // Hold the checkout call a moment so the hand-over is visible.
    await page.route('**/api/billing/checkout', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await signUp(page, uniqueEmail(plan.id));
    await expect(page.getByRole('heading', { name: /Trial|Pro/ })).toBeVisible();
    if (plan.id === 'pro') {
      await expect(page.getByText('$1', { exact: true })).toBeVisible();
      await snap(page, 'test-checkout-pro');
    }
    await page.getByRole('button', { name: plan.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(plan.toast)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    if (plan.id === 'try') {
      // A free trial without a card, one day left: the orange banner asks for a card.
      await expect(page.getByText('Your trial ends in 1 day')).toBeVisible();
      await snap(page, 'dashboard-trial-banner');
    }

    await page.goto('/settings/billing');
    await expect(page.getByText(plan.billing)).toBeVisible();
    if ('extra' in plan) await expect(page.getByRole('button', { name: plan.extra })).toBeVisible();
    await snap(page, `settings-billing-${plan.id}`);

    // A subscriber on the landing page goes to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('sign-up shows the hand-over to checkout; cancel and decline keep the owner outside', async ({ page }) => {
  await page.route('**/api/billing/checkout', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Casey Hill');
  await page.getByLabel('Email').fill(uniqueEmail('cancel'));
  await page.getByLabel('Password', { exact: true }).fill('Sunflower#2026');
  await page.getByLabel('Confirm Password').fill('Sunflower#2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Redirecting to checkout...')).toBeVisible();
  await expect(page.getByText('Please wait, do not close this window')).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);

  await page.getByRole('button', { name: 'Decline card' }).click();
  await expect(page.getByText('Your card was declined. Please try a different payment method.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  // Back on /signup, signed in without a subscription: the gate asks to finish checkout.
  await expect(page).toHaveURL(/\/complete-checkout$/);
  await expect(page.getByText('Subscription Incomplete').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Checkout' })).toBeVisible();
  await snap(page, 'complete-checkout-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'complete-checkout-phone');
});

async function applyStatus(page: Page, status: string) {
  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Open Billing Portal' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\//);
  await page.getByLabel('Subscription status').selectOption(status);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText(status);
}

test('every status routes to its screen through the test controls', async ({ page, owner }) => {
  expect(owner.email).toContain('@');
  await applyStatus(page, 'past_due');
  await snap(page, 'test-portal-desktop');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-issue$/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Error: Your card was declined.')).toBeVisible();
  await expect(page.getByText('Current payment method')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
  await snap(page, 'payment-issue-failed');

  // 'Update Payment Method' opens the billing portal; back on a working subscription.
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\//);
  await page.getByLabel('Subscription status').selectOption('canceled');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('canceled');
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/payment-issue$/);
  await expect(page.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now ($2/day)' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'payment-issue-ended-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The API refuses the owner routes meanwhile.
  const refused = await page.request.get('/api/journeys');
  expect(refused.status()).toBe(402);

  await page.goto('/add-payment-method');
  await expect(page.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();

  // Not through the dashboard: /settings/billing is gated too, so reach the portal from the screen.
  await page.request.post('/api/billing/portal', { data: { returnPath: '/dashboard' } }).then(async (res) => {
    const { url } = (await res.json()) as { url: string };
    await page.goto(url);
  });
  await page.getByLabel('Subscription status').selectOption('incomplete');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('incomplete');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/complete-checkout$/);
  await expect(page.getByText('Payment Incomplete').first()).toBeVisible();

  const portal = await page.request.post('/api/billing/portal', { data: { returnPath: '/dashboard' } });
  await page.goto(((await portal.json()) as { url: string }).url);
  await page.getByLabel('Subscription status').selectOption('active');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('active');
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect((await page.request.get('/api/journeys')).status()).toBe(200);
});

test('canceling at period end shows the banner; keeping the subscription clears it', async ({ page, owner }) => {
  expect(owner.name).toBeTruthy();
  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Open Billing Portal' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Bloom' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('Subscription canceled').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Subscription canceled')).toBeVisible();
  await snap(page, 'dashboard-canceled-banner');
  await page.getByRole('link', { name: 'Keep Subscription' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await page.getByRole('button', { name: 'Open Billing Portal' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
