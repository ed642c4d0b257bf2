import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const PASSWORD = 'Sunflower#2026';
let n = 0;
export const uniqueEmail = (prefix = 'owner') => `${prefix}.${Date.now()}.${n++}@example.com`;

/** Saves a full-page screenshot under e2e/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** Saves `{name}-desktop` (1280×800) and `{name}-phone` (390×844), then restores the viewport. */
export async function snapBoth(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

/**
 * Screenshots kept with the docs (docs/screenshots/{folder}/) for a person to look at: the answer
 * saves `{name}-1280.png` (1280×800) and `{name}-390.png` (390×844), full page, then restores the
 * viewport.
 */
export function docsScreenshots(folder: string) {
  const dir = fileURLToPath(new URL(`../../docs/screenshots/${folder}/`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string) => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${dir}${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${dir}${name}-390.png`, fullPage: true });
    if (size) await page.setViewportSize(size);
  };
}

export async function signUp(page: Page, email: string, name = 'Avery Stone') {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up continues to checkout; the test provider's page stands in for Stripe.
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
}

/**
 * A new owner back from their first checkout is in the setup wizard: leaves it with 'Exit setup'
 * and waits until the server has it marked done, so a later page load stays on the dashboard.
 */
export async function exitSetup(page: Page) {
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/workspace') && r.request().method() === 'PATCH' && r.ok(),
  );
  await page.getByRole('link', { name: 'Exit setup' }).click();
  await saved;
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up and completes the test checkout of the current plan (start by default): a new owner lands in setup. */
export async function signUpAndSubscribe(page: Page, email: string, name = 'Avery Stone') {
  await signUp(page, email, name);
  await page.getByRole('button', { name: /^(Start trial|Complete payment)$/ }).click();
  await expect(page).toHaveURL(/\/setup$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
