import { expect, test } from './fixtures';
import { exitSetup, PASSWORD, signIn, signOut, signUpAndSubscribe, snap, uniqueEmail } from './support';

test('a new owner signs up, signs out, resets the password through the outbox and is signed in', async ({ page }) => {
  const email = uniqueEmail();

  await page.goto('/signup');
  await expect(page.getByText('Weak')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abcdefH1');
  await expect(page.getByText('Good', { exact: true })).toBeVisible();
  await snap(page, 'signup-desktop');

  await signUpAndSubscribe(page, email);
  await expect(page.getByText('Welcome to Bloom! Your 1-day trial has started.')).toBeVisible();
  await exitSetup(page);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await snap(page, 'dashboard-desktop');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Protected pages send a signed-out visitor to /login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-desktop');

  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(page.getByText(/expires in 1 hour/)).toBeVisible();
  await snap(page, 'forgot-password-sent');

  await page.goto('/dev/outbox');
  const link = page.getByRole('link', { name: /reset-password\?token=/ }).first();
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'Evergreen$2027';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill('Evergreen$2028');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await snap(page, 'reset-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  // A successful reset signs the owner in.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a used or made-up reset link shows the invalid-link state', async ({ page }) => {
  await page.goto('/reset-password?token=made-up-token');
  await expect(page.getByText('Invalid or expired reset link. Please request a new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('legacy and unknown paths redirect', async ({ page }) => {
  await page.goto('/templates');
  await expect(page).toHaveURL(/\/login$/); // /journeys is protected
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});

test('the signed-in shell works on a phone', async ({ page, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${owner.name.split(' ')[0]}` })).toBeVisible();
  await snap(page, 'dashboard-phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Journeys' }).click();
  await expect(page).toHaveURL(/\/journeys$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/workspace$/);
  await snap(page, 'settings-phone');
});

test('auth screens look right on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await snap(page, 'login-phone');
  await page.goto('/signup');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await snap(page, 'signup-phone');
});
