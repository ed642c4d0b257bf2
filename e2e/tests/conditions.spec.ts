import type { Browser, Page } from '@playwright/test';
import { agreementScreenshots, outboxMail } from './agreement-support';
import { expect, test } from './fixtures';
import { headers, notice, PHONE, stepButton } from './portal-support';

/**
 * Journeys that fit each client (issue 36), end to end: one journey asks "What do you need?";
 * a website client sees the pages question and the website stage, a logo client never does, and
 * both finish at 100 %. Then a stage passes the date the owner set for a third client: it is
 * overdue on the dashboard and in the portal, and the due-date reminder reaches the outbox during
 * the morning on the client's clock.
 */

test.describe.configure({ timeout: 240_000 });

const shoot = agreementScreenshots('issue-36');
const isWebsite = { match: 'all', items: [{ fieldId: 'project_type', op: 'equals', value: 'Website' }] };
const isLogo = { match: 'all', items: [{ fieldId: 'project_type', op: 'equals', value: 'Logo' }] };

/**
 * An IANA zone (Etc/GMT±N, whose sign is inverted) where the clock now reads about `hour`: due
 * reminders leave from 10:00 on the client's clock.
 */
function zoneAt(hour: number): string {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** YYYY-MM-DD in `timeZone`, `days` from now. */
const dateIn = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function fittingJourney(page: Page, baseURL: string | undefined) {
  const h = headers(baseURL);
  const created = await page.request.post('/api/journeys', { data: { name: 'Studio projects' }, headers: h });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { journey: { id: string } }).journey.id;
  const saved = await page.request.put(`/api/journeys/${id}`, {
    headers: h,
    data: {
      name: 'Studio projects',
      stages: [
        {
          stepType: 'onboarding',
          name: 'About your project',
          formConfig: [
            {
              id: 'project_type',
              type: 'radio',
              label: 'What do you need?',
              options: ['Logo', 'Website'],
              required: true,
            },
            { id: 'budget', type: 'number', label: 'Budget (USD)', required: false },
            { id: 'page_count', type: 'number', label: 'How many pages?', required: true, showWhen: isWebsite },
          ],
        },
        {
          stepType: 'onboarding',
          name: 'Website pages',
          showWhen: isWebsite,
          due: { from: 'previous', days: 3 },
          formConfig: [{ id: 'pages', type: 'textarea', label: 'Which pages do you need?', required: true }],
        },
        {
          stepType: 'onboarding',
          name: 'Logo ideas',
          showWhen: isLogo,
          formConfig: [{ id: 'logo_style', type: 'text', label: 'Describe a style you like', required: true }],
        },
        {
          stepType: 'onboarding',
          name: 'Wrap-up',
          formConfig: [{ id: 'notes', type: 'textarea', label: 'Anything else we should know?', required: false }],
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return id;
}

async function addClient(page: Page, baseURL: string | undefined, journeyId: string, name: string, email: string) {
  const res = await page.request.post('/api/clients', {
    data: { projectName: `${name} project`, clientName: name, clientEmail: email, templateId: journeyId, password: '' },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client: { id: string; shareToken: string } }).client;
}

async function phone(browser: Browser, baseURL: string | undefined, timezoneId?: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, ...(timezoneId ? { timezoneId } : {}) });
  return { context, portal: await context.newPage() };
}

async function progressOf(page: Page, clientId: string) {
  const res = await page.request.get(`/api/clients/${clientId}`);
  return ((await res.json()) as { client: { progressPercent: number; status: string } }).client;
}

test('one journey serves a logo client and a website client; an overdue stage is counted and reminded', async ({
  page,
  owner,
  baseURL,
  browser,
}) => {
  void owner;
  await page.setViewportSize({ width: 1280, height: 800 });
  const journeyId = await fittingJourney(page, baseURL);

  // --- The editor reads each condition as a sentence, and previews the journey as a client.
  await page.goto(`/journeys/${journeyId}/stages`);
  await page.getByRole('button', { name: 'Stage 2: Website pages' }).click();
  const stage = page.getByRole('region', { name: 'Stage 2: Website pages' });
  await expect(stage.getByText('Show when What do you need? is Website')).toBeVisible();
  await shoot(page, 'editor-conditions');
  await page.getByRole('button', { name: 'Preview as a client' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview as a client' });
  await expect(preview).toBeVisible();
  await shoot(page, 'editor-preview');
  await page.keyboard.press('Escape');

  // --- The website client: the pages question appears as they answer, then the website stage.
  const wes = await addClient(page, baseURL, journeyId, 'Wes Park', 'wes@parkdesign.example');
  const w = await phone(browser, baseURL);
  await w.portal.goto(`/c/${wes.shareToken}`);
  await expect(stepButton(w.portal, 'About your project')).toHaveAttribute('aria-expanded', 'true');
  await expect(w.portal.getByLabel('How many pages?')).toHaveCount(0);
  await w.portal.getByRole('radio', { name: 'Website' }).check();
  await expect(w.portal.getByLabel('How many pages?')).toBeVisible();
  await w.portal.getByLabel('Budget (USD)').fill('8,000');
  await w.portal.getByLabel('How many pages?').fill('6');
  await shoot(w.portal, 'portal-website-question');
  await w.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(w.portal, 'Website pages')).toHaveAttribute('aria-expanded', 'true');
  await expect(stepButton(w.portal, 'Logo ideas')).toHaveCount(0);
  await w.portal.getByLabel('Which pages do you need?').fill('Home, Menu, About, Contact');
  await w.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(w.portal, 'Wrap-up')).toHaveAttribute('aria-expanded', 'true');
  await w.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(w.portal.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await w.context.close();
  expect(await progressOf(page, wes.id)).toMatchObject({ progressPercent: 100, status: 'completed' });

  // --- The logo client never sees the website's question or stage, and also finishes at 100 %.
  const lena = await addClient(page, baseURL, journeyId, 'Lena Ortiz', 'lena@ortizbakes.example');
  const l = await phone(browser, baseURL);
  await l.portal.goto(`/c/${lena.shareToken}`);
  await l.portal.getByRole('radio', { name: 'Logo' }).check();
  await expect(l.portal.getByLabel('How many pages?')).toHaveCount(0);
  await l.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(l.portal, 'Logo ideas')).toHaveAttribute('aria-expanded', 'true');
  await expect(l.portal.getByText('Website pages')).toHaveCount(0);
  await shoot(l.portal, 'portal-logo-client');
  await l.portal.getByLabel('Describe a style you like').fill('Hand-drawn, warm, a little playful');
  await l.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(stepButton(l.portal, 'Wrap-up')).toHaveAttribute('aria-expanded', 'true');
  await l.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(l.portal.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await l.context.close();
  expect(await progressOf(page, lena.id)).toMatchObject({ progressPercent: 100, status: 'completed' });

  // --- A third client, whose clock reads about 10:00, opens the portal (their zone is recorded).
  const since = Date.now() - 1000;
  const zone = zoneAt(10);
  const olga = await addClient(page, baseURL, journeyId, 'Olga Berg', 'olga@bergflowers.example');
  const o = await phone(browser, baseURL, zone);
  await o.portal.goto(`/c/${olga.shareToken}`);
  await expect(stepButton(o.portal, 'About your project')).toHaveAttribute('aria-expanded', 'true');
  // Its beacon records the zone (as the browser names it: Etc/UTC is UTC): the same clock as `zone`.
  const hourIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', day: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    );
  await expect
    .poll(async () => {
      const dates = (await (await page.request.get(`/api/clients/${olga.id}/due-dates`)).json()) as {
        timeZone: string;
      };
      return hourIn(dates.timeZone);
    })
    .toBe(hourIn(zone));

  // The owner gives the first stage yesterday's date on the client page: it is overdue.
  await page.goto(`/clients/${olga.id}`);
  const card = page.getByRole('region', { name: 'Due dates' });
  await card.getByRole('button', { name: 'Set date About your project' }).click();
  await card.getByLabel('Due date for About your project').fill(dateIn(zone, -1));
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Due date saved.' })).toBeVisible();
  await expect(card.getByTestId('due-chip')).toHaveText('Overdue by 1 day');
  await shoot(page, 'client-due-dates');

  // The dashboard counts it and names the client; the client list filters by it.
  await page.goto('/dashboard');
  const overdue = page.getByRole('region', { name: 'Overdue clients' });
  await expect(overdue.getByText('Olga Berg')).toBeVisible();
  await expect(overdue.getByText('Overdue by 1 day').first()).toBeVisible();
  await shoot(page, 'dashboard-overdue');
  const clientLink = (name: string) => page.getByRole('link', { name, exact: true });
  await page.goto('/clients?due=overdue');
  await expect(clientLink('Olga Berg')).toBeVisible();
  await expect(clientLink('Wes Park')).toHaveCount(0);

  // The client sees it too, on their own calendar.
  await o.portal.reload();
  await expect(o.portal.getByText('Overdue by 1 day').first()).toBeVisible();
  await shoot(o.portal, 'portal-overdue');

  // The due-date reminder (a day after the date, by default) goes now: it is morning for Olga.
  const swept = await page.request.post('/dev/sweeps/due-reminder-sweep', { headers: headers(baseURL) });
  expect(swept.status()).toBe(202);
  const mail = await outboxMail(page, 'olga@bergflowers.example', /About your project.*was due yesterday/, since);
  expect(mail).toContain(`/c/${olga.shareToken}`);

  // Answering the stage closes it: nothing is overdue any more.
  await o.portal.getByRole('radio', { name: 'Logo' }).check();
  await o.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(o.portal, 'Thank you! Your answers were sent.')).toBeVisible();
  await o.context.close();
  await page.goto('/clients?due=overdue');
  await expect(clientLink('Olga Berg')).toHaveCount(0);
});
