import type { Page } from '@playwright/test';
import { agreementScreenshots } from './agreement-support';
import { expect, test } from './fixtures';
import { headers, PHONE } from './portal-support';

/**
 * Issue 38 in the browser: the Owner exports the whole workspace from Settings → Account (built in
 * the background, announced by email, downloaded as one zip); a client unsubscribes and it shows in
 * their history; the owner downloads that client's data, then erases it: the client leaves the
 * list, their page shows only the erasure, and their portal link answers "not found".
 */

test.describe.configure({ timeout: 180_000 });

const shoot = agreementScreenshots('issue-38');

/** The newest mail to `to` queued since `since`, from the outbox page (this machine only): its page's path. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<string> {
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        const article = html
          .split('<article>')
          .find((a) => a.includes(`To ${to}`) && subject.test(/<h2>([^<]*)<\/h2>/.exec(a)?.[1] ?? ''));
        href = article?.match(/href="(\/dev\/outbox\/[0-9a-f-]{36})"/)?.[1];
        return href !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${to} like ${subject} in the outbox` },
    )
    .toBe(true);
  return href as string;
}

test('the owner exports the workspace, then a client’s data, then erases that client', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });

  // --- A client invited by email, who unsubscribes from the email's link on their phone.
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Garden projects', description: '' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const journeyId = ((await created.json()) as { journey: { id: string } }).journey.id;
  await page.goto(`/clients/new?journey=${journeyId}`);
  await page.getByLabel('Project Name').fill('Garden redesign');
  await page.getByLabel('Client Name').fill('Maya Chen');
  await page.getByLabel('Client Email').fill('maya@chenstudio.example');
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  const clientUrl = page.url();
  await expect(page.getByText(/^Invitation sent /)).toBeVisible({ timeout: 30_000 });
  const invitation = await mailTo(page, 'maya@chenstudio.example', /./);
  const phone = await browser.newContext({ viewport: PHONE, baseURL });
  const mail = await phone.newPage();
  await mail.goto(invitation);
  const [portal] = await Promise.all([
    phone.waitForEvent('page'),
    mail.getByRole('link', { name: 'Open your portal' }).click(),
  ]);
  await expect(portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  const portalPath = new URL(portal.url()).pathname;
  const [confirm] = await Promise.all([
    phone.waitForEvent('page'),
    mail.getByRole('link', { name: 'Unsubscribe from these emails' }).click(),
  ]);
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(confirm.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // --- The client's history says so, beside the invitation and the first visit.
  await page.goto(clientUrl);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Unsubscribed from emails')).toBeVisible();
  await expect(history.getByText(/Invitation sent/i)).toBeVisible();
  await history.getByRole('button', { name: 'Consent & privacy' }).click();
  await expect(history.getByText('Unsubscribed from emails')).toBeVisible();
  await expect(history.getByText(/Invitation sent/i)).toHaveCount(0);
  await shoot(page, 'client-history');

  // --- "Export this client's data": a zip named for the client.
  const data = page.getByRole('region', { name: 'Personal data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: "Export this client's data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bloom-client-maya-chen-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await download.createReadStream();
  let bytes = 0;
  for await (const chunk of zip) bytes += (chunk as Buffer).length;
  expect(bytes).toBeGreaterThan(1000);

  // --- The Owner's whole workspace: built in the background, then mailed and downloadable.
  await page.goto('/settings/account');
  const exportCard = page.getByRole('region', { name: 'Export workspace data' });
  await exportCard.getByRole('button', { name: 'Export workspace data' }).click();
  const ready = exportCard.getByRole('link', { name: /^Download \(.+\)$/ });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(exportCard.getByText(/^Available until /)).toBeVisible();
  await mailTo(page, owner.email, /^Your workspace export is ready$/);
  const [workspaceZip] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(workspaceZip.suggestedFilename()).toMatch(/\.zip$/);
  await shoot(page, 'workspace-export');

  // --- Erasing the client: the dialog says what goes and what stays; the name confirms it.
  await page.goto(clientUrl);
  await data.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText(/^Kept: invoice, payment and credit note amounts/)).toBeVisible();
  await dialog.getByLabel("Type the client's name to confirm").fill('Maya Chen');
  await shoot(page, 'erase-dialog');
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Personal data erased' })).toBeVisible();
  await expect(page.getByText('Maya Chen')).toHaveCount(0);

  // Their page keeps only the erasure record; their portal link is gone.
  await page.goto(clientUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Erased client' })).toBeVisible();
  await expect(page).toHaveTitle(/^Erased client/);
  await expect(page.getByText(`Personal data erased by ${owner.name}`)).toBeVisible();
  await expect(page.getByText('Maya Chen')).toHaveCount(0);
  await shoot(page, 'erased-client');
  await portal.goto(portalPath);
  await expect(portal.getByText(/not found|no longer/i).first()).toBeVisible();
  await phone.close();
});
