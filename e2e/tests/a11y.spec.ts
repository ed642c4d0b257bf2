import type { Locator, Page } from '@playwright/test';
import { type AppRoute, appRoutes } from './a11y-routes';
import {
  A11Y_PORTAL_PASSWORD,
  expectAccessible,
  expectFocusVisible,
  hasFocus,
  SENT_BACK,
  scanAtBothWidths,
  seedOwnerData,
  tabTo,
  WIDTHS,
} from './a11y-support';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support';

/**
 * axe-core (WCAG 2.1 A and AA) on every page at 1280 and 390 px: the public pages, every route
 * of the owner app signed in with data, the screens outside the subscription gate, and the
 * portal's states. Serious and critical violations fail; moderate and minor ones are printed.
 * The owner app's pages come from its router (a11y-routes.ts), so a new page is scanned too.
 */

test.describe.configure({ timeout: 600_000 });

const ROUTES = appRoutes();
/** `CatchAll` renders nothing of its own: it redirects. */
const PAGES = ROUTES.filter((r) => r.page !== 'CatchAll');
const signedIn = (r: AppRoute) => r.layouts.includes('require-auth');
const gated = (r: AppRoute) => r.layouts.includes('subscription-gate');

/** `/clients/:id/deliverables` with `ids['/clients/:id']`; a parameter nobody gave an id for fails the test. */
function fill(path: string, ids: Record<string, string>) {
  const parts = path.split('/');
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part;
      const key = parts.slice(0, i + 1).join('/');
      const id = ids[key];
      if (!id) throw new Error(`${path}: a11y.spec.ts has no id for ${key}; add one from the seeded data`);
      return id;
    })
    .join('/');
}

/** The page was not sent elsewhere (a redirect would mean its own content went unchecked). */
async function expectStayed(page: Page, url: string) {
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url);
}

test('the router lists the pages this spec knows how to reach', () => {
  expect(PAGES.length).toBeGreaterThan(30);
  for (const path of ['/', '/login', '/dashboard', '/clients/:id', '/settings/account', '/billing/test-portal/:id']) {
    expect(PAGES.map((r) => r.path)).toContain(path);
  }
});

test('the public pages', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const publicPages = PAGES.filter((r) => !signedIn(r));
  expect(publicPages.map((r) => r.path)).toContain('/');
  for (const route of publicPages) {
    await scanAtBothWidths(page, route.path, route.path);
    await expectStayed(page, route.path);
  }

  // Their other states: a form's errors, a sent reset link, the reset form from a real link.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required').first()).toBeVisible();
    await expectAccessible(page, `/login with errors at ${size.name} px`);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required').first()).toBeVisible();
    await expectAccessible(page, `/signup with errors at ${size.name} px`);
  }
  const email = uniqueEmail('a11y-reset');
  const up = await page.request.post('/api/auth/sign-up/email', {
    data: { email, name: 'Rowan Reed', password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(up.status()).toBe(200);
  await page.context().clearCookies();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await expectAccessible(page, `/forgot-password sent at ${size.name} px`);
  }
  await page.goto('/dev/outbox');
  const link =
    (await page
      .getByRole('article')
      .filter({ hasText: `To ${email}` })
      .first()
      .getByRole('link', { name: /reset-password\?token=/ })
      .getAttribute('href')) ?? '';
  const resetUrl = `/reset-password${new URL(link, page.url()).search}`;
  await scanAtBothWidths(page, resetUrl, '/reset-password with a valid link', async (p) => {
    await expect(p.getByLabel('New Password', { exact: true })).toBeVisible();
  });
});

test('every page of the owner app, signed in with data', async ({ page, owner, baseURL, browser }) => {
  void owner;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const data = await seedOwnerData(page, baseURL, browser);
  const ids = {
    '/journeys/:id': data.journeyId,
    '/clients/:id': data.clientId,
    '/submissions/:id': data.submissionId,
    '/testimonials/:id': data.testimonialId,
  };
  const appPages = PAGES.filter(gated);
  expect(appPages.map((r) => r.path)).toContain('/dashboard');
  for (const route of appPages) {
    const url = fill(route.path, ids);
    await scanAtBothWidths(page, url, route.path);
    // A page that sends this owner elsewhere went unchecked: give it the data it needs here.
    expect.soft(new URL(page.url()).pathname, `${route.path} stays on its own page`).toBe(url);
  }

  // Menus and dialogs are part of the page too: the account menu (the menu sheet on a phone) and a confirmation.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(`/clients/${data.clientId}`);
    await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
    if (size.width >= 768) {
      await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 10_000 });
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, `the account menu at ${size.name} px`);
    } else {
      await page.getByRole('button', { name: /^Open menu/ }).click({ timeout: 10_000 });
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, `the menu sheet at ${size.name} px`);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete' }).click({ timeout: 10_000 });
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, `a confirmation dialog at ${size.name} px`);
    await page.keyboard.press('Escape');
  }
});

/** Tab and Shift+Tab stay inside `dialog`, with the focus visible at every stop. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await hasFocus(dialog, true), `${key} stays in the dialog`).toBe(true);
    await expectFocusVisible(page);
  }
}

test("the owner app's dialogs keep the focus while open and give it back on close", async ({
  page,
  owner,
  baseURL,
}) => {
  void owner;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const created = await page.request.post('/api/clients', {
    data: { projectName: 'Harbor Bakery rebrand', clientName: 'Maya Chen', templateId: 'builtin-web-design' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { client: { id: string } }).client;

  // A confirmation, reached by keyboard, and Escape keeps the client.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete' });
  await tabTo(page, remove, { max: 60 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expectFocusKeptIn(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expectFocusVisible(page);

  // The menu sheet on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
  const open = page.getByRole('button', { name: /^Open menu/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeInViewport({ ratio: 1 });
  await expectFocusKeptIn(page, sheet);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusVisible(page);
});

/**
 * The screens between sign-in and the subscription gate, each in the state that shows it. Every
 * such route of the router needs a recipe here: a new one fails until it has one.
 */
test('the screens outside the subscription gate', async ({ browser, baseURL }) => {
  const outside = PAGES.filter((r) => signedIn(r) && !gated(r));
  const seen = new Set<string>();
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const h = { origin: baseURL ?? '' };
  const scan = async (path: string, url: string, ready: (p: Page) => Promise<void>) => {
    expect(
      outside.map((r) => r.path),
      `${path} is still a route outside the gate`,
    ).toContain(path);
    seen.add(path);
    await scanAtBothWidths(page, url, path, ready);
    await expectStayed(page, url);
  };

  // Signed up, checkout not finished.
  const up = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('a11y-gate'), name: 'Sam Rivers', password: PASSWORD },
    headers: h,
  });
  expect(up.status()).toBe(200);
  await scan('/complete-checkout', '/complete-checkout', async (p) => {
    await expect(p.getByText('Subscription Incomplete').first()).toBeVisible();
  });
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'start' }, headers: h });
  expect(checkout.status()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  await scan('/billing/test-checkout/:id', `/billing/test-checkout/${sessionId}`, async (p) => {
    await expect(p.getByText('Test mode — no real payment')).toBeVisible();
  });
  expect((await page.request.post(`/api/billing/test/checkout/${sessionId}/complete`, { headers: h })).status()).toBe(
    200,
  );

  // The billing portal, then a failed payment and an ended subscription.
  const portal = await page.request.post('/api/billing/portal', { data: { returnPath: '/dashboard' }, headers: h });
  expect(portal.status()).toBe(200);
  const portalUrl = ((await portal.json()) as { url: string }).url;
  const portalId = portalUrl.split('/').pop() ?? '';
  await scan('/billing/test-portal/:id', portalUrl, async (p) => {
    await expect(p.getByText('Test mode — no real payment')).toBeVisible();
  });
  const setStatus = async (status: string) => {
    const res = await page.request.post(`/api/billing/test/portal/${portalId}/action`, {
      data: { action: 'set_status', status },
      headers: h,
    });
    expect(res.status()).toBe(200);
  };
  await setStatus('past_due');
  for (const path of ['/payment-issue', '/add-payment-method', '/payment-past-due']) {
    await scan(path, path, async (p) => {
      await expect(p.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    });
  }
  await setStatus('canceled');
  await scan('/subscription-expired', '/subscription-expired', async (p) => {
    await expect(p.getByRole('heading', { name: 'Subscription Ended' })).toBeVisible();
  });
  await context.close();

  // The operator's report (ADMIN_EMAILS in playwright.config.ts; another spec may have made the account).
  const admin = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const adminPage = await admin.newPage();
  const account = { email: 'admin@example.com', name: 'Ola Operator', password: PASSWORD };
  if ((await adminPage.request.post('/api/auth/sign-up/email', { data: account, headers: h })).status() !== 200) {
    const res = await adminPage.request.post('/api/auth/sign-in/email', { data: account, headers: h });
    expect(res.status()).toBe(200);
  }
  seen.add('/admin/landing');
  await scanAtBothWidths(adminPage, '/admin/landing', '/admin/landing');
  await expectStayed(adminPage, '/admin/landing');
  await admin.close();

  expect(
    outside.map((r) => r.path).filter((path) => !seen.has(path)),
    'routes outside the gate without a recipe in a11y.spec.ts',
  ).toEqual([]);
});

test("the portal's states", async ({ page, owner, baseURL, browser }) => {
  void owner;
  const data = await seedOwnerData(page, baseURL, browser);
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const client = await context.newPage();

  await scanAtBothWidths(client, '/c/this-link-does-not-exist', 'a portal link that leads nowhere', async (p) => {
    await expect(p.getByRole('heading', { name: 'Portal Not Found' })).toBeVisible();
  });

  await scanAtBothWidths(client, `/c/${data.passwordToken}`, 'the password gate', async (p) => {
    await expect(p.getByRole('heading', { name: 'This portal is protected' })).toBeVisible();
  });
  for (const size of WIDTHS) {
    await client.setViewportSize(size);
    await client.goto(`/c/${data.passwordToken}`);
    await client.getByLabel('Password', { exact: true }).fill('not-the-password');
    await client.getByRole('button', { name: 'Open portal' }).click();
    await expect(client.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
    await expectAccessible(client, `the password gate with a wrong password at ${size.name} px`);
  }
  await client.getByLabel('Password', { exact: true }).fill(A11Y_PORTAL_PASSWORD);
  await client.getByRole('button', { name: 'Open portal' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();

  await scanAtBothWidths(client, `/c/${data.passwordToken}`, 'the stages, open', async (p) => {
    await expect(p.getByRole('button', { name: /^Say hello/ })).toHaveAttribute('aria-expanded', 'true');
  });

  await scanAtBothWidths(client, `/c/${data.token}`, 'a stage sent back with changes requested', async (p) => {
    await expect(p.getByRole('region', { name: 'Changes requested' })).toContainText(SENT_BACK);
  });
  for (const size of WIDTHS) {
    await client.setViewportSize(size);
    await client.goto(`/c/${data.token}`);
    await client.getByRole('button', { name: /^Logo concepts/ }).click();
    await expect(client.getByRole('article', { name: 'Logo concept A' })).toBeVisible();
    await expectAccessible(client, `a milestone's deliverables, reviewed, at ${size.name} px`);
  }

  await scanAtBothWidths(client, `/c/${data.completedToken}`, 'a completed journey', async (p) => {
    await expect(p.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();
  });
  await context.close();
});
