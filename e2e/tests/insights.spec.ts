import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { headers, PHONE, requestChanges, stepButton, submitStage } from './portal-support';

/**
 * Issue 23 in the browser: clients go through the portal, the owner opens a journey's Insights
 * and reads the funnel, where clients stop and who is stuck, sends reminders from there (one now,
 * one held by the client's quiet hours), then sees the workspace's /insights and the dashboard card.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/issue-23/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  // Toasts (5 s) would cover the page's top right.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * An IANA zone (Etc/GMT±N, whose sign is inverted) where the clock now reads about `hour`:
 * reminders leave at once between 08:00 and 20:00 on the client's clock, else wait for 08:00.
 */
function zoneAt(hour: number): string {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const STAGES = ['Project brief', 'Content upload', 'Final sign-off'] as const;

async function journeyOfThree(page: Page, baseURL: string | undefined) {
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Website launch', description: 'From brief to launch day' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { journey: { id: string } }).journey;
  const saved = await page.request.put(`/api/journeys/${id}`, {
    data: {
      name: 'Website launch',
      description: 'From brief to launch day',
      stages: STAGES.map((name, i) => ({
        stepType: 'onboarding',
        name,
        formConfig: [{ id: `answer_${i}`, type: 'text', label: i === 0 ? 'Main goal' : 'Your answer', required: true }],
      })),
    },
    headers: headers(baseURL),
  });
  expect(saved.status()).toBe(200);
  const steps = ((await saved.json()) as { journey: { steps: { id: string; name: string }[] } }).journey.steps;
  const stage = (name: (typeof STAGES)[number]) => steps.find((s) => s.name === name)?.id ?? '';
  return { id, stage };
}

async function addClient(page: Page, baseURL: string | undefined, journeyId: string, name: string, email: string) {
  const res = await page.request.post('/api/clients', {
    data: {
      projectName: `${name.split(' ')[0]}'s website`,
      clientName: name,
      clientEmail: email,
      templateId: journeyId,
    },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client: { id: string; shareToken: string } }).client;
}

/** The client opens their portal on a phone, in their own time zone (the portal tells the server). */
async function openPortal(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  name: string,
  timezoneId: string,
) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, timezoneId });
  const portal = await context.newPage();
  const seen = portal.waitForResponse((r) => r.url().endsWith('/seen') && r.ok());
  await portal.goto(`/c/${token}`);
  await expect(portal.getByRole('heading', { level: 1, name })).toBeVisible();
  await seen;
  return portal;
}

const stuckRow = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Stuck clients' }).getByRole('listitem').filter({ hasText: name });

test('the owner sees where clients stop, how long it takes, and nudges the stuck ones', async ({
  page,
  baseURL,
  browser,
}) => {
  const journey = await journeyOfThree(page, baseURL);
  const ava = await addClient(page, baseURL, journey.id, 'Ava Reed', 'ava@reed.example');
  const ben = await addClient(page, baseURL, journey.id, 'Ben Ortiz', 'ben@ortiz.example');
  const cleo = await addClient(page, baseURL, journey.id, 'Cleo Park', 'cleo@park.example');
  // Dan has no email address and never opens his portal.
  const dan = await addClient(page, baseURL, journey.id, 'Dan Wu', '');

  // --- Ava answers the brief in her portal, then the rest; one stage comes back for changes.
  const midday = zoneAt(12);
  const avaPortal = await openPortal(browser, baseURL, ava.shareToken, 'Ava Reed', midday);
  await avaPortal.getByLabel('Main goal').fill('Take bookings online');
  await avaPortal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(avaPortal, 'Project brief')).toContainText('Done');
  await submitStage(avaPortal, baseURL, ava.shareToken, journey.stage('Content upload'), { answer_1: 'Photos' });
  await requestChanges(page, baseURL, ava.id, journey.stage('Content upload'), 'Could you add the menu too?');
  await submitStage(avaPortal, baseURL, ava.shareToken, journey.stage('Content upload'), { answer_1: 'Photos, menu' });
  await submitStage(avaPortal, baseURL, ava.shareToken, journey.stage('Final sign-off'), { answer_2: 'Approved' });
  await avaPortal.context().close();

  // Ben sends the brief and stops; Cleo (where it is night now) only looks.
  const benPortal = await openPortal(browser, baseURL, ben.shareToken, 'Ben Ortiz', midday);
  await submitStage(benPortal, baseURL, ben.shareToken, journey.stage('Project brief'), { answer_0: 'A shop' });
  await benPortal.context().close();
  const cleoPortal = await openPortal(browser, baseURL, cleo.shareToken, 'Cleo Park', zoneAt(2));
  await cleoPortal.context().close();

  // --- The journey's Insights tab: a link of its own, the stop stage first, then the funnel.
  await page.goto(`/journeys/${journey.id}`);
  await page.getByRole('navigation', { name: 'Journey sections' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/journeys/${journey.id}/insights$`));
  await expect(page.getByText('Most clients are waiting on Project brief')).toBeVisible();
  await expect(page.getByText('2 active clients have not sent it yet.')).toBeVisible();

  const funnel = page.getByRole('region', { name: 'How far clients get' });
  await expect(funnel.getByText('Of the 4 clients added in the last 90 days')).toBeVisible();
  await funnel.getByRole('button', { name: 'Show as table' }).click();
  const table = funnel.getByRole('table');
  await expect(table).toBeVisible();
  const expected: [string, string, string][] = [
    ['Invited', '4', '100%'],
    ['Opened their portal', '3', '75%'],
    ['Project brief', '2', '50%'],
    ['Content upload', '1', '25%'],
    ['Final sign-off', '1', '25%'],
    ['Completed', '1', '25%'],
  ];
  for (const [step, count, share] of expected) {
    const cells = table.getByRole('row', { name: new RegExp(`^${step}`) }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(count);
    await expect(cells.nth(1)).toHaveText(share);
  }
  // Two wait on the brief, one on the content; the content was sent back once.
  await expect(
    table
      .getByRole('row', { name: /^Project brief/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('2');
  await expect(
    table
      .getByRole('row', { name: /^Content upload/ })
      .getByRole('cell')
      .nth(5),
  ).toHaveText('1');
  await funnel.getByRole('button', { name: 'Show as chart' }).click();

  const time = page.getByRole('region', { name: 'Time to complete' });
  await expect(time.getByText('From invitation to the last stage, 1 client')).toBeVisible();
  await expect(time.getByText('within 1 h').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sent back most often' }).getByRole('listitem')).toHaveText([
    /Content upload\s*1 time/,
  ]);

  // --- Stuck clients: nobody has waited 7 days yet; at 0 days every waiting client shows, oldest first.
  const stuck = page.getByRole('region', { name: 'Stuck clients' });
  await expect(stuck.getByText('Nobody is stuck')).toBeVisible();
  await stuck.getByLabel('Waiting longer than').fill('0');
  await expect(page).toHaveURL(/[?&]days=0/);
  await expect(stuck.getByRole('listitem')).toHaveCount(3);
  await expect(stuck.getByRole('listitem').nth(0)).toContainText('Cleo Park');
  await expect(stuck.getByRole('listitem').nth(1)).toContainText('Dan Wu');
  await expect(stuck.getByRole('listitem').nth(2)).toContainText('Ben Ortiz');
  await expect(stuckRow(page, 'Ben Ortiz')).toContainText('Content upload');
  await expect(stuckRow(page, 'Cleo Park')).toContainText('Project brief');
  await expect(stuckRow(page, 'Ben Ortiz')).toContainText('None yet');

  // Dan cannot be emailed: the button says why.
  const danButton = stuckRow(page, 'Dan Wu').getByRole('button', { name: /^Send reminder now/ });
  await expect(danButton).toBeDisabled();
  await expect(stuckRow(page, 'Dan Wu')).toContainText('Add an email address for this client first');
  await shoot(page, 'journey-insights');

  // Ben's afternoon: sent now. Cleo's night: held until 08:00 on her clock.
  await stuckRow(page, 'Ben Ortiz')
    .getByRole('button', { name: /^Send reminder now/ })
    .click();
  await expect(page.getByText('Reminder sent to Ben Ortiz')).toBeVisible();
  await expect(stuckRow(page, 'Ben Ortiz').getByRole('button', { name: /^Send reminder now/ })).toBeDisabled();
  await expect(stuckRow(page, 'Ben Ortiz')).toContainText('Already reminded today');
  await stuckRow(page, 'Cleo Park')
    .getByRole('button', { name: /^Send reminder now/ })
    .click();
  await expect(page.getByText('Scheduled for 08:00 their time')).toBeVisible();
  await stuckRow(page, 'Dan Wu')
    .getByRole('link', { name: /^Open client/ })
    .click();
  await expect(page).toHaveURL(`/clients/${dan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dan Wu' })).toBeVisible();

  // --- The workspace's Insights, from the navigation: totals, the journey's row, stuck clients.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Invited4');
  await expect(totals).toContainText('Completion rate25%');
  const byJourney = page.getByRole('region', { name: 'By journey' });
  const row = byJourney.getByRole('row', { name: /Website launch/ });
  await expect(row).toContainText('25%');
  await expect(row).toContainText('Project brief (2 clients)');
  await page.getByRole('region', { name: 'Stuck clients' }).getByLabel('Waiting longer than').fill('0');
  await expect(stuckRow(page, 'Cleo Park')).toContainText('Website launch');
  await shoot(page, 'workspace-insights');
  await row.getByRole('link', { name: 'Website launch' }).click();
  await expect(page).toHaveURL(new RegExp(`/journeys/${journey.id}/insights\\?days=0$`));
  await expect(page.getByText('Most clients are waiting on Project brief')).toBeVisible();

  // --- The dashboard's card: the last 30 days, nothing before them to compare with.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Last 30 days' });
  await expect(card.getByText('25%')).toBeVisible();
  await expect(card.getByText('1 of 4 clients completed')).toBeVisible();
  await expect(card.getByText('within 1 h')).toBeVisible();
  await expect(card.getByText('Nothing to compare with yet').first()).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard-insight-card');
  await card.getByRole('link', { name: 'View insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
});

test('a journey with no clients says so and points to adding one', async ({ page, baseURL }) => {
  const journey = await journeyOfThree(page, baseURL);
  await page.goto(`/journeys/${journey.id}/insights`);
  await expect(page.getByRole('heading', { name: 'No clients on this journey yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a client' }).click();
  await expect(page).toHaveURL(`/clients/new?journey=${journey.id}`);
});

test('a long stuck list comes 25 at a time, with Show more for the rest', async ({ page, baseURL }) => {
  const journey = await journeyOfThree(page, baseURL);
  for (let i = 1; i <= 27; i++) await addClient(page, baseURL, journey.id, `Client ${i}`, `client${i}@example.com`);
  await page.goto(`/journeys/${journey.id}/insights`);
  const stuck = page.getByRole('region', { name: 'Stuck clients' });
  await stuck.getByLabel('Waiting longer than').fill('0');
  await expect(stuck.getByRole('listitem')).toHaveCount(25);
  await expect(stuck.getByRole('listitem').first()).toContainText('Client 1');
  await expect(stuck.getByText('Showing the 25 waiting longest.')).toBeVisible();
  await shoot(page, 'stuck-show-more');
  await stuck.getByRole('button', { name: 'Show more' }).click();
  await expect(stuck.getByRole('listitem')).toHaveCount(27);
  await expect(stuck.getByRole('listitem').last()).toContainText('Client 27');
  await expect(stuck.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});
