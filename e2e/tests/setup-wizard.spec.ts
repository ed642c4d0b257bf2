import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawPng, headers, PHONE, submitStage } from './portal-support';
import { signUp, snapBoth, uniqueEmail } from './support';

/** The setup wizard (docs/product.md#setup-wizard), the dashboard's checklist and the branded portal. */

const DESKTOP = { width: 1280, height: 800 };
const VIOLET = '#7c3aed';

const stepOf = (page: Page, n: number) => expect(page.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
const item = (page: Page, name: string) => checklist(page).getByRole('listitem', { name });

/** The workspace as the API answers it. */
async function workspace(page: Page) {
  const res = await page.request.get('/api/workspace');
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    name: string;
    primaryColor: string;
    logoUrl: string | null;
    onboardingCompleted: boolean;
    checklistDismissed: boolean;
  };
}

async function ownJourneys(page: Page) {
  const res = await page.request.get('/api/journeys');
  const { journeys } = (await res.json()) as { journeys: { id: string; name: string; origin: string }[] };
  return journeys.filter((j) => j.origin === 'workspace');
}

/** The brand colour the portal page paints with (the --brand variable on its frame). */
const brandOf = (page: Page) =>
  page.evaluate<string>(
    `getComputedStyle(document.querySelector('div[style*="--brand"]')).getPropertyValue('--brand').trim()`,
  );

async function signUpToSetup(page: Page, email: string) {
  await signUp(page, email);
  await page.getByRole('button', { name: 'Start trial', exact: true }).click();
  // Back from the first checkout, a new owner starts in the wizard, not on the dashboard.
  await expect(page.getByText('Welcome to Bloom! Your 1-day trial has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
  await stepOf(page, 1);
}

/** The template list keeps to 24rem and scrolls beyond it. */
async function expectListScrolls(page: Page) {
  const box = await page.evaluate<{ maxHeight: string; overflow: string; scrolls: boolean }>(`(() => {
    const el = document.querySelector('[data-testid="template-list"]');
    const style = getComputedStyle(el);
    return { maxHeight: style.maxHeight, overflow: style.overflowY, scrolls: el.scrollHeight > el.clientHeight };
  })()`);
  expect(box).toEqual({ maxHeight: '384px', overflow: 'auto', scrolls: true });
}

test('a new owner goes from checkout through the six steps, and their client sees the branded portal on a phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize(DESKTOP);
  await signUpToSetup(page, uniqueEmail('wizard'));

  // 1. Welcome: no Back.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Bloom, Avery!' })).toBeVisible();
  await expect(back(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Setup progress' }).locator('[aria-current="step"]')).toContainText(
    '1',
  );
  await snapBoth(page, 'wizard-1-welcome');
  await page.getByRole('button', { name: "Let's Get Started" }).click();

  // 2. Branding: a name is needed; the logo uploads at once; the preview follows the colour.
  await stepOf(page, 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Your brand' })).toBeVisible();
  await expect(back(page)).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Workspace name').fill('Harbour Studio');
  await expect(continueButton).toBeEnabled();
  const logo = await drawPng(page.context().browser()!, 'HS', '#0f172a');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const preview = page.getByRole('figure', { name: 'Portal preview' });
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/api\/logos\/[0-9a-f]{64}\.png$/);
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(VIOLET);
  await expect(preview.getByText('Harbour Studio')).toBeVisible();
  await expect(page.getByText('Text on this colour: white')).toBeVisible();
  await snapBoth(page, 'wizard-2-branding');
  await continueButton.click();

  // 3. Templates: the ten built-ins and Start from Scratch, searched by name or description.
  await stepOf(page, 3);
  const radios = page.getByRole('radio');
  await expect(radios).toHaveCount(11);
  await expectListScrolls(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a template' })).toBeVisible();
  const search = page.getByPlaceholder('Search templates...');
  await search.fill('photo');
  await expect(radios).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Photography Services/ })).toBeVisible();
  await search.fill('xylophone');
  await expect(page.getByText('No templates match "xylophone"')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(radios).toHaveCount(11);
  await page.getByRole('radio', { name: /Web Design & Development/ }).check();
  await snapBoth(page, 'wizard-3-templates');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Customise: the journey stage by stage, to be changed later in Journeys.
  await stepOf(page, 4);
  await expect(page.getByRole('heading', { level: 1, name: 'Your journey: Web Design & Development' })).toBeVisible();
  for (const phase of ['Onboarding', 'Deliverables & Milestones', 'Feedback']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${phase}`) })).toBeVisible();
  }
  await expect(page.getByText(/any time in Journeys/)).toBeVisible();
  await snapBoth(page, 'wizard-4-customise');
  // Back and on again keeps the one copy of the template.
  await back(page).click();
  await stepOf(page, 3);
  await expect(page.getByRole('radio', { name: /Web Design & Development/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepOf(page, 4);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5. First client: project and client name are required; skipping can be undone.
  await stepOf(page, 5);
  await expect(page.getByText('Will be assigned: Web Design & Development')).toBeVisible();
  await page.getByRole('button', { name: 'Create Client & Finish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in required fields' })).toBeVisible();
  await expect(page.getByLabel('Project name')).toBeFocused();
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page.getByRole('button', { name: 'Finish Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Actually, I want to add a client now' }).click();
  await page.getByLabel('Project name').fill('Harbour Bakery website');
  await page.getByLabel('Client name').fill('Ada Park');
  await page.getByLabel(/Client email/).fill('ada@harbour.example');
  await snapBoth(page, 'wizard-5-first-client');
  await page.getByRole('button', { name: 'Create Client & Finish' }).click();

  // 6. Done: the portal link, copied and previewed.
  await stepOf(page, 6);
  await expect(page.getByRole('heading', { level: 1, name: "You're all set!" })).toBeVisible();
  await expect(back(page)).toHaveCount(0);
  const link = page.getByLabel('Client portal link');
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/c/[A-Za-z0-9_-]{22,}$`));
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
  await expect(page.getByRole('link', { name: 'Add Another Client' })).toHaveAttribute('href', '/clients/new');
  await snapBoth(page, 'wizard-6-done');

  // Setup is saved as it went: the branding, one copy of the template, the client, the flag.
  const saved = await workspace(page);
  expect(saved).toMatchObject({ name: 'Harbour Studio', primaryColor: VIOLET, onboardingCompleted: true });
  expect(saved.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{64}\.png$/);
  expect((await ownJourneys(page)).map((j) => j.name)).toEqual(['Web Design & Development']);

  // The client opens the link on a phone: the studio's name, logo and colour.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Preview Client Portal/ }).click();
  const portal = await popupPromise;
  await portal.setViewportSize(PHONE);
  expect(portal.url()).toBe(url);
  await expect(portal.getByRole('banner').getByText('Harbour Studio')).toBeVisible();
  await expect(portal.getByRole('banner').locator('img')).toHaveAttribute('src', saved.logoUrl ?? '');
  await expect(portal.getByRole('heading', { level: 1, name: 'Ada Park' })).toBeVisible();
  expect(await brandOf(portal)).toBe(VIOLET);
  expect(await portal.evaluate<number>(`document.querySelector('header img').naturalWidth`)).toBeGreaterThan(0);
  await expect(portal).toHaveTitle('Harbour Studio');
  // No booking link set: no 'Book a call'.
  await expect(portal.getByRole('link', { name: /Book a call/ })).toHaveCount(0);
  await snapBoth(portal, 'wizard-portal-branded');
  await portal.close();

  // The dashboard: no way back into the wizard by itself; the checklist knows what setup did.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(checklist(page)).toContainText('3 of 4 done');
  for (const name of ['Add your branding', 'Create your first journey', 'Add your first client']) {
    await expect(item(page, name)).toHaveAttribute('data-done', 'true');
  }
  await expect(item(page, 'Get your first submission')).toHaveAttribute('data-done', 'false');
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await snapBoth(page, 'wizard-dashboard-checklist');
});

test('leaving after the branding step keeps the branding and ends the first-run redirect', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpToSetup(page, uniqueEmail('wizard-leave'));
  await page.getByRole('button', { name: "Let's Get Started" }).click();
  await page.getByLabel('Workspace name').fill('Northwind Photo');
  // A light colour: text on it turns dark, and says so.
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#fde047');
  await expect(page.getByText('Text on this colour: dark')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepOf(page, 3);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/workspace') && r.request().method() === 'PATCH');
  await page.getByRole('link', { name: 'Exit setup' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(await workspace(page)).toMatchObject({
    name: 'Northwind Photo',
    primaryColor: '#fde047',
    onboardingCompleted: true,
  });
  await expect(item(page, 'Add your branding')).toHaveAttribute('data-done', 'true');
  await expect(item(page, 'Create your first journey')).toHaveAttribute('data-done', 'false');

  // A later visit stays on the dashboard; setup reopens from the checklist where it was left.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await checklist(page).getByRole('link', { name: 'Reopen setup' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await stepOf(page, 3);
});

test('reopened setup: Start from Scratch and Skip for Now end on a ready workspace', async ({ page, owner }) => {
  void owner;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/setup');
  await stepOf(page, 1);
  await page.getByRole('button', { name: "Let's Get Started" }).click();
  await page.getByLabel('Workspace name').fill('Robin Hale Coaching');
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepOf(page, 3);
  await page.getByPlaceholder('Search templates...').fill('blank journey');
  await page.getByRole('radio', { name: /Start from Scratch/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepOf(page, 4);
  await expect(page.getByRole('heading', { level: 1, name: 'Your journey starts empty' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepOf(page, 5);
  await expect(page.getByText('Will be assigned: Custom Journey')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await snapBoth(page, 'wizard-5-skipped');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await stepOf(page, 6);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Workspace is Ready!' })).toBeVisible();
  await snapBoth(page, 'wizard-6-ready');
  expect((await ownJourneys(page)).map((j) => j.name)).toEqual(['Custom Journey']);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the checklist follows the data, hides when everything is done, and can be dismissed', async ({
  page,
  owner,
  baseURL,
}) => {
  void owner;
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expect(checklist(page)).toContainText('0 of 4 done');

  // Branding, a journey of one's own and a client, made elsewhere, each tick their item.
  const h = headers(baseURL);
  expect((await page.request.patch('/api/workspace', { data: { primaryColor: '#1d4ed8' }, headers: h })).status()).toBe(
    200,
  );
  const journey = await page.request.post('/api/journeys', { data: { name: 'Kick-off' }, headers: h });
  const journeyId = ((await journey.json()) as { journey: { id: string } }).journey.id;
  const stages = await page.request.put(`/api/journeys/${journeyId}`, {
    data: {
      name: 'Kick-off',
      stages: [
        {
          stepType: 'onboarding',
          name: 'Tell us about you',
          formConfig: [{ id: 'goal', type: 'text', label: 'Your goal', required: true }],
        },
      ],
    },
    headers: h,
  });
  const stageId = ((await stages.json()) as { journey: { steps: { id: string }[] } }).journey.steps[0]?.id ?? '';
  const client = await page.request.post('/api/clients', {
    data: { projectName: 'Launch', clientName: 'Bea Lund', templateId: journeyId },
    headers: h,
  });
  expect(client.status()).toBe(201);
  const token = ((await client.json()) as { client: { shareToken: string } }).client.shareToken;
  await page.goto('/dashboard');
  await expect(checklist(page)).toContainText('3 of 4 done');
  await expect(item(page, 'Get your first submission')).toHaveAttribute('data-done', 'false');

  // A booking link: the portal offers 'Book a call' in its header, in a new tab without an opener.
  const calendly = 'https://calendly.com/robin-hale/intro';
  const patched = await page.request.patch('/api/workspace', {
    data: { calendlyUrl: calendly, accentColor: '#f97316' },
    headers: h,
  });
  expect(patched.status()).toBe(200);
  const portal = await page.context().newPage();
  await portal.setViewportSize(PHONE);
  await portal.goto(`/c/${token}`);
  const bookInHeader = portal.getByRole('banner').getByRole('link', { name: /Book a call/ });
  await expect(bookInHeader).toHaveAttribute('href', calendly);
  await expect(bookInHeader).toHaveAttribute('target', '_blank');
  await expect(bookInHeader).toHaveAttribute('rel', /noopener/);
  expect(await brandOf(portal)).toBe('#1d4ed8');
  // The accent colours the band, the welcome line and 'Book a call'.
  expect(
    await portal.evaluate<string>(
      `getComputedStyle(document.querySelector('div[style*="--brand"]')).getPropertyValue('--brand-accent').trim()`,
    ),
  ).toBe('#f97316');

  // The first submission completes the journey: the completion screen offers the call too, and
  // the checklist, now complete, goes.
  await submitStage(page, baseURL, token, stageId, { goal: 'A calmer launch' });
  await portal.reload();
  await expect(portal.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();
  await expect(portal.getByRole('main').getByRole('link', { name: /Book a call/ })).toHaveAttribute('href', calendly);
  await snapBoth(portal, 'wizard-portal-complete-book-call');
  await portal.close();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});

test('the checklist can be dismissed while incomplete, and stays dismissed', async ({ page, owner }) => {
  void owner;
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expect(checklist(page)).toContainText('0 of 4 done');
  await checklist(page).getByRole('button', { name: 'Dismiss checklist' }).click();
  await expect(checklist(page)).toHaveCount(0);
  await expect(page.getByText('Checklist hidden')).toBeVisible();
  await expect.poll(async () => (await workspace(page)).checklistDismissed).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});
