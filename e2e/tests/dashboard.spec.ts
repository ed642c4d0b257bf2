import type { ClientSubmissionsResponse } from '@bloom/core';
import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { snapBoth } from './support';

const DESKTOP = { width: 1280, height: 800 };

const headers = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

/** The id of a built-in starter journey, by name. */
async function builtinJourneyId(page: Page, baseURL: string | undefined, name: string) {
  const res = await page.request.get('/api/journeys', { headers: headers(baseURL) });
  expect(res.status()).toBe(200);
  const { journeys } = (await res.json()) as { journeys: { id: string; name: string; origin: string }[] };
  const journey = journeys.find((j) => j.origin === 'builtin' && j.name === name);
  expect(journey, `built-in journey ${name}`).toBeTruthy();
  return journey?.id ?? '';
}

async function createClient(page: Page, baseURL: string | undefined, templateId: string, clientName: string) {
  const res = await page.request.post('/api/clients', {
    data: { projectName: `${clientName} Website`, clientName, templateId },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client: { id: string } }).client.id;
}

const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });
const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
const step = (page: Page, name: string) => checklist(page).getByRole('listitem', { name });

async function expectCounts(page: Page, clients: number, submissions: number, testimonials: number) {
  await expect(overview(page).getByRole('link', { name: /Active Clients/ })).toHaveText(
    new RegExp(`Active Clients\\s*${clients}$`),
  );
  await expect(overview(page).getByRole('link', { name: /Submissions/ })).toHaveText(
    new RegExp(`Submissions\\s*${submissions}$`),
  );
  await expect(overview(page).getByRole('link', { name: /Testimonials/ })).toHaveText(
    new RegExp(`Testimonials\\s*${testimonials}$`),
  );
}

test('a new owner: zero counts, the checklist, Quick Setup to add a client, then recent clients', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expectCounts(page, 0, 0, 0);
  await expect(overview(page).getByRole('link', { name: /Active Clients/ })).toHaveAttribute('href', '/clients');
  await expect(overview(page).getByRole('link', { name: /Submissions/ })).toHaveAttribute('href', '/submissions');
  await expect(overview(page).getByRole('link', { name: /Testimonials/ })).toHaveAttribute('href', '/testimonials');

  // Nothing done yet: each item links to where it gets done; a submission waits for a client.
  await expect(checklist(page)).toContainText('0 of 4 done');
  await expect(step(page, 'Add your branding')).toHaveAttribute('data-done', 'false');
  await expect(step(page, 'Add your branding').getByRole('link', { name: 'Set up branding' })).toHaveAttribute(
    'href',
    '/settings/branding',
  );
  await expect(step(page, 'Create your first journey')).toHaveAttribute('data-done', 'false');
  await expect(step(page, 'Create your first journey').getByRole('link', { name: 'Open Journeys' })).toHaveAttribute(
    'href',
    '/journeys',
  );
  await expect(step(page, 'Add your first client')).toHaveAttribute('data-muted', 'false');
  await expect(step(page, 'Get your first submission')).toHaveAttribute('data-muted', 'true');
  await expect(step(page, 'Get your first submission').getByRole('link')).toHaveCount(0);
  await expect(checklist(page).getByRole('link', { name: 'Reopen setup' })).toHaveAttribute('href', '/setup');
  await expect(page.getByRole('heading', { name: 'Create Your First Client' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up your branding' })).toHaveAttribute('href', '/settings/branding');
  await expect(page.getByRole('region', { name: 'Recent Clients' })).toHaveCount(0);
  await snapBoth(page, 'dashboard-empty');

  // Adding a client without a journey of one's own opens Quick Setup.
  await step(page, 'Add your first client').getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your first client journey' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // So does the first-client panel; finishing it goes on to the new client form with that journey.
  await page.getByRole('button', { name: 'Add Client' }).last().click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Journey Name').fill('Studio Onboarding');
  await dialog.getByRole('radio', { name: /Web Design & Development/ }).check();
  // A journey for a client comes from a template: an empty one would give the client nothing to do.
  await expect(dialog.getByRole('button', { name: /Start from Scratch/ })).toHaveCount(0);
  await snapBoth(page, 'dashboard-quick-setup');
  await dialog.getByRole('button', { name: 'Use Template' }).click();
  await expect(page).toHaveURL(/\/clients\/new\?journey=[0-9a-f-]+$/);
  const journeyId = new URL(page.url()).searchParams.get('journey') ?? '';

  await page.goto('/dashboard');
  await expect(checklist(page)).toContainText('1 of 4 done');
  await expect(step(page, 'Create your first journey')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'Add your first client')).toHaveAttribute('data-muted', 'false');
  await expect(step(page, 'Add your first client').getByRole('link', { name: 'Add Client' })).toHaveAttribute(
    'href',
    '/clients/new',
  );
  await snapBoth(page, 'dashboard-checklist-progress');

  // Six clients: the counts change, the client item is done, the submission item shares the
  // newest client's link, the 5 newest are listed.
  const ids: string[] = [];
  for (const name of ['Ada Park', 'Ben Ortiz', 'Cleo Nguyen', 'Dev Shah', 'Eli Moreau', 'Farah Haddad']) {
    ids.push(await createClient(page, baseURL, journeyId, name));
  }
  await page.goto('/dashboard');
  await expectCounts(page, 6, 0, 0);
  await expect(checklist(page)).toContainText('2 of 4 done');
  await expect(step(page, 'Add your first client')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'Get your first submission')).toHaveAttribute('data-muted', 'false');
  await expect(
    step(page, 'Get your first submission').getByRole('link', { name: 'Share Portal Link' }),
  ).toHaveAttribute('href', `/clients/${ids[5]}`);
  const recent = page.getByRole('region', { name: 'Recent Clients' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('listitem').first()).toContainText('Farah Haddad');
  await expect(recent.getByText('Ada Park')).toHaveCount(0);
  await expect(recent.getByRole('link', { name: /Farah Haddad/ })).toHaveAttribute('href', `/clients/${ids[5]}`);
  await expect(recent.getByRole('listitem').first()).toContainText('Step 0 of');
  await expect(page.getByRole('heading', { name: 'Create Your First Client' })).toHaveCount(0);
  await snapBoth(page, 'dashboard-with-clients');

  await recent.getByRole('link', { name: /Farah Haddad/ }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${ids[5]}$`));
});

test("a client on a built-in journey: the client is done, a journey of one's own is not", async ({ page, baseURL }) => {
  const templateId = await builtinJourneyId(page, baseURL, 'Web Design & Development');
  const clientId = await createClient(page, baseURL, templateId, 'Gia Romano');
  await page.goto('/dashboard');
  await expectCounts(page, 1, 0, 0);
  await expect(checklist(page)).toContainText('1 of 4 done');
  await expect(step(page, 'Create your first journey')).toHaveAttribute('data-done', 'false');
  await expect(step(page, 'Add your first client')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'Get your first submission')).toHaveAttribute('data-done', 'false');
  await expect(
    step(page, 'Get your first submission').getByRole('link', { name: 'Share Portal Link' }),
  ).toHaveAttribute('href', `/clients/${clientId}`);
  await step(page, 'Create your first journey').getByRole('link', { name: 'Open Journeys' }).click();
  await expect(page).toHaveURL(/\/journeys$/);
});

test('the dashboard shows a load error with a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/dashboard', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  const alert = page.getByRole('main').filter({ hasText: 'Could not load your dashboard' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await snapBoth(page, 'dashboard-error');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectCounts(page, 0, 0, 0);
});

test('client submissions: empty, with answers, missing client and a load error', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  const templateId = await builtinJourneyId(page, baseURL, 'Web Design & Development');
  const clientId = await createClient(page, baseURL, templateId, 'Hana Ito');

  await page.goto(`/clients/${clientId}/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hana Ito' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to client' })).toHaveAttribute('href', `/clients/${clientId}`);
  await expect(page.getByText('No submissions yet')).toBeVisible();
  const api = await page.request.get(`/api/clients/${clientId}/submissions`);
  expect(await api.json()).toEqual({ submissions: [] });
  await snapBoth(page, 'client-submissions-empty');

  // Owners cannot create submissions (the portal will): the page is shown a realistic answer.
  const stubbed: ClientSubmissionsResponse = {
    submissions: [
      {
        id: '6f1d2a3b-0000-4000-8000-000000000002',
        stepId: null,
        stepName: 'Design Feedback',
        stepType: 'milestone',
        stepOrder: 3,
        status: 'reviewed',
        submittedAt: '2026-03-10T16:45:00.000Z',
        reviewedAt: '2026-03-11T09:00:00.000Z',
        lastReview: {
          action: 'reviewed',
          actor: { kind: 'member', id: null, name: 'Dana Reyes' },
          at: '2026-03-11T09:00:00.000Z',
        },
        submittedBy: { kind: 'contact', id: null, name: 'Hana Ito' },
        summary: [
          { fieldId: 'f1', label: 'Do you approve the homepage design?', value: 'Yes' },
          { fieldId: 'f2', label: 'What would you change?', value: 'Slightly larger headings on mobile.' },
        ],
        moreCount: 0,
      },
      {
        id: '6f1d2a3b-0000-4000-8000-000000000001',
        stepId: null,
        stepName: 'Project Kickoff Questionnaire',
        stepType: 'onboarding',
        stepOrder: 1,
        status: 'submitted',
        submittedAt: '2026-03-02T10:05:00.000Z',
        reviewedAt: null,
        lastReview: null,
        submittedBy: null,
        summary: [
          { fieldId: 'f1', label: 'Company name', value: 'Ito Ceramics' },
          {
            fieldId: 'f2',
            label: 'What are your main goals for the new website?',
            value: 'Sell online and take workshop bookings.',
          },
          { fieldId: 'f3', label: 'Brand colours', value: 'Clay, Sand, Ink' },
          { fieldId: 'f4', label: 'Target launch date', value: '2026-05-01' },
        ],
        moreCount: 3,
      },
    ],
  };
  // While it loads, a skeleton shaped like the cards.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/clients/${clientId}/submissions`, async (route) => {
    await held;
    await route.fulfill({ json: stubbed });
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Loading submissions' })).toBeVisible();
  await snapBoth(page, 'client-submissions-loading');
  release();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Design Feedback');
  await expect(cards.first()).toContainText('Milestone');
  await expect(cards.first()).toContainText('Reviewed');
  await expect(cards.nth(1)).toContainText('What are your main goals for the new website?');
  await expect(cards.nth(1)).toContainText('+3 more fields...');
  await expect(cards.nth(1).getByRole('link', { name: /View Details/ })).toHaveAttribute(
    'href',
    '/submissions/6f1d2a3b-0000-4000-8000-000000000001',
  );
  await snapBoth(page, 'client-submissions');

  // A load error offers a retry.
  let fail = true;
  await page.route(`**/api/clients/${clientId}/submissions`, (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } })
      : route.fallback(),
  );
  await page.reload();
  await expect(page.getByText('Could not load submissions')).toBeVisible({ timeout: 15_000 });
  await snapBoth(page, 'client-submissions-error');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // A missing client (or another workspace's).
  await page.goto('/clients/00000000-0000-4000-8000-000000000000/submissions');
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await expect(page.getByText('This client may have been deleted.')).toBeVisible();
  await snapBoth(page, 'client-submissions-not-found');
});
