import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { PASSWORD, signIn } from './support';

/** Settings screenshots for a person to look at, at 1280 and 390 px. */
const SHOTS = process.env.SETTINGS_SHOTS_DIR ?? '/tmp/settings-shots';
mkdirSync(SHOTS, { recursive: true });

/** Whole pages; `dialog` shots keep to the viewport, where the modal and its overlay are. */
async function shoot(page: Page, name: string, { dialog = false } = {}) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: !dialog });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: !dialog });
  if (size) await page.setViewportSize(size);
}

const saved = (page: Page) => page.getByText('Settings saved').last();

/** A small logo, as a designer would upload it. */
const LOGO_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48" viewBox="0 0 168 48">
  <rect width="48" height="48" rx="12" fill="#7c3aed"/><circle cx="24" cy="24" r="10" fill="#fde047"/>
  <text x="60" y="32" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1e293b">Northwind</text>
</svg>`,
);
// 1×1 PNG (rasters are re-encoded by the server).
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('settings', () => {
  // The browser's own zone is preselected on the first visit to Workspace.
  test.use({ timezoneId: 'Europe/Berlin' });

  test('workspace: name, contact email and time zone save and survive a reload', async ({ page }) => {
    await page.goto('/settings/workspace');
    await expect(page.getByRole('heading', { name: 'Workspace', exact: true })).toBeVisible();
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    // First visit: the workspace still has UTC, the browser says Berlin.
    await expect(zone).toHaveValue(/Europe \/ Berlin/);
    await expect(page.getByText('We picked Europe/Berlin from your browser. Save to use it.')).toBeVisible();
    await shoot(page, 'workspace');

    // The server's rules, shown inline before anything is sent.
    const name = page.getByLabel('Workspace name');
    await name.fill('   ');
    await page.getByLabel('Contact email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Workspace name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await name.fill('Northwind Studio');
    await page.getByLabel('Contact email').fill('hello@northwind.example');
    // Search the full IANA list.
    await zone.click();
    await zone.fill('tokyo');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: /Asia \/ Tokyo/ }).click();
    await expect(zone).toHaveValue(/Asia \/ Tokyo \(UTC\+09:00\)/);
    // Hold the save a moment so its busy state can be seen.
    await page.route('**/api/workspace', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(saved(page)).toBeVisible();
    await page.unroute('**/api/workspace');

    await page.reload();
    await expect(page.getByLabel('Workspace name')).toHaveValue('Northwind Studio');
    await expect(page.getByLabel('Contact email')).toHaveValue('hello@northwind.example');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Asia \/ Tokyo/);
    // Saved once: the browser's zone is no longer offered in its place.
    await expect(page.getByText(/from your browser/)).toHaveCount(0);
    const api = await page.request.get('/api/workspace');
    expect(await api.json()).toMatchObject({
      name: 'Northwind Studio',
      contactEmail: 'hello@northwind.example',
      timezone: 'Asia/Tokyo',
    });

    // Keyboard: type, arrow down, Enter.
    await zone.click();
    await zone.fill('new york');
    await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
    await shoot(page, 'workspace-time-zone-search', { dialog: true });
    await zone.press('ArrowDown');
    await zone.press('ArrowUp');
    await zone.press('Enter');
    await expect(zone).toHaveValue(/America \/ New York/);

    // The setup wizard stays reachable after the dashboard's checklist was dismissed.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();
    await page.getByRole('link', { name: 'Run setup again' }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
  });

  test('a settings page shows a skeleton while loading, then says what failed and retries', async ({ page }) => {
    let failing = true;
    await page.route('**/api/workspace', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await new Promise((done) => setTimeout(done, 800));
      if (failing) {
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Try again.' } }),
        });
      }
      return route.continue();
    });
    await page.goto('/settings/branding');
    await expect(page.getByRole('status', { name: 'Loading settings' }).first()).toBeVisible();
    await shoot(page, 'branding-loading');
    await expect(page.getByText("We couldn't load your settings")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The server is busy. Try again.')).toBeVisible();
    await shoot(page, 'branding-load-error');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Primary colour', { exact: true })).toBeVisible();
  });

  test('leaving a dirty form asks first; saving clears the warning', async ({ page }) => {
    await page.goto('/settings/workspace');
    await page.getByLabel('Workspace name').fill('Half-typed name');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Branding' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'unsaved-warning', { dialog: true });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/settings\/workspace$/);
    await expect(page.getByLabel('Workspace name')).toHaveValue('Half-typed name');

    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Branding' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave Page' }).click();
    await expect(page).toHaveURL(/\/settings\/branding$/);

    // Nothing was saved.
    const api = await page.request.get('/api/workspace');
    expect((await api.json()).name).not.toBe('Half-typed name');

    // A saved form leaves without asking.
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await nav.getByRole('link', { name: 'Workspace' }).click();
    await page.getByLabel('Workspace name').fill('Saved Studio');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();
    await nav.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('branding: logo, colours and the contrast rule, saved and reloaded', async ({ page }) => {
    await page.goto('/settings/branding');
    await expect(page.getByRole('heading', { name: 'Branding', exact: true })).toBeVisible();
    const preview = page.getByRole('figure', { name: 'Portal preview' });
    await expect(preview.getByText('Welcome back')).toBeVisible();
    // The default teal takes dark text.
    await expect(page.getByText('Text on this colour: dark').first()).toBeVisible();

    // A light brand colour gets dark text, a deep one white.
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.fill('#1e3a8a');
    await expect(page.getByText('Text on this colour: white')).toBeVisible();
    await primary.fill('#fde047');
    await expect(page.getByText('Text on this colour: dark')).toBeVisible();
    await expect(page.getByText('Text on this colour: white')).toHaveCount(0);
    // The preview's button follows as the owner types, before saving.
    await expect(preview.getByText('Continue')).toHaveCSS('background-color', 'rgb(253, 224, 71)');
    await expect(preview.getByText('Continue')).toHaveCSS('color', 'rgb(2, 4, 8)');

    await page.getByLabel('Accent colour', { exact: true }).fill('#12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a colour as # and six hex digits, like #14b8a6')).toBeVisible();
    await page.getByLabel('Accent colour', { exact: true }).fill('7C3AED');
    await page.getByLabel('Accent colour', { exact: true }).blur();
    await expect(page.getByLabel('Accent colour', { exact: true })).toHaveValue('#7c3aed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();

    // The logo uploads on its own, with its own toast.
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByText('Logo uploaded').last()).toBeVisible();
    await file.setInputFiles({ name: 'northwind.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
    await expect(page.getByText('Logo uploaded').last()).toBeVisible();
    await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();
    // A file that is not an image is refused before it is sent.
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Upload a PNG, JPG, WebP or SVG image.').first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#fde047');
    await expect(page.getByLabel('Accent colour', { exact: true })).toHaveValue('#7c3aed');
    await expect(page.getByText('Text on this colour: dark').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();
    const api = await (await page.request.get('/api/workspace')).json();
    expect(api).toMatchObject({ primaryColor: '#fde047', accentColor: '#7c3aed' });
    expect(api.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{64}\.svg$/);
    await shoot(page, 'branding');

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('Logo removed').last()).toBeVisible();
    await expect(page.getByRole('img', { name: /logo$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear accent colour' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Accent colour', { exact: true })).toHaveValue('');
    expect(await (await page.request.get('/api/workspace')).json()).toMatchObject({ logoUrl: null, accentColor: null });
  });

  test('integrations and Calendly: a validated booking link, shown, saved and removed', async ({ page }) => {
    await page.goto('/settings/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toBeVisible();
    await expect(page.getByText('Not connected')).toBeVisible();
    await expect(page.getByRole('link', { name: /^API/ })).toHaveAttribute('href', '/settings/integrations/api');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await shoot(page, 'integrations');

    await page.getByRole('link', { name: /Calendly/ }).click();
    await expect(page).toHaveURL(/\/settings\/integrations\/calendly$/);
    const link = page.getByLabel('Calendly link');
    await link.fill('https://example.com/me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a Calendly link, like https://calendly.com/your-name')).toBeVisible();

    await link.fill('https://calendly.com/northwind/intro-call');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Calendly link')).toHaveValue('https://calendly.com/northwind/intro-call');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open booking page/ })).toHaveAttribute(
      'href',
      'https://calendly.com/northwind/intro-call',
    );
    await shoot(page, 'calendly');

    await page.getByRole('link', { name: 'Back to Integrations' }).click();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('calendly.com/northwind/intro-call')).toBeVisible();

    await page.getByRole('link', { name: /Calendly/ }).click();
    await page.getByRole('button', { name: 'Remove link' }).click();
    await expect(page.getByText('Calendly link removed').last()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Calendly link')).toHaveValue('');
    await expect(page.getByText('Not connected')).toBeVisible();
    expect((await (await page.request.get('/api/workspace')).json()).calendlyUrl).toBeNull();
  });

  test('the settings redirects, and the billing page', async ({ page }) => {
    // /settings/domain has its own spec (domains.spec.ts).
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/workspace$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/settings\/account$/);
    await page.goto('/settings/billing');
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
    await shoot(page, 'billing');
  });

  test('account: name and password change, then deletion; signing in fails afterwards', async ({ page, owner }) => {
    await page.goto('/settings/account');
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await shoot(page, 'account');

    await page.getByLabel('Full name').fill('Robin Hale-Okafor');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Robin Hale-Okafor');

    // The sign-up strength rule and its messages.
    const newPassword = 'Meadowlark#2031';
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirm new password').fill('abcdefgh');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password does not meet security requirements').first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    // A wrong current password is the server's answer, shown on its field.
    await page.getByLabel('Current password').fill('Wrong#Password1');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    // This session stays signed in.
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);

    // Delete: the dialog wants the email typed exactly.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByLabel(`Type ${owner.email} to confirm`);
    await expect(dialog.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await confirm.fill('someone@else.example');
    await expect(dialog.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await confirm.fill(owner.email.toUpperCase());
    await shoot(page, 'account-delete-dialog', { dialog: true });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and all its data have been deleted')).toBeVisible();
    // Signed out: the session check answers no session (200, null).
    expect(await (await page.request.get('/api/me')).json()).toBeNull();

    for (const password of [newPassword, PASSWORD]) {
      await signIn(page, owner.email, password);
      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
