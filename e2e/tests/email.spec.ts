import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { headers, PHONE, submitStage } from './portal-support';
import { snapBoth } from './support';

/**
 * Issue 20 in the browser: the owner words the invitation and tests it, invites a client when
 * adding them, the client opens the email (from the local outbox) on a phone and follows it to the
 * portal, submits a stage, the owner's notification arrives, and the client unsubscribes from the
 * email's link. Mail goes through the real job runner; the outbox stands in for SMTP.
 */

test.describe.configure({ timeout: 120_000 });

/** A journey of two stages, so one is still open after the first is submitted. */
async function twoStageJourney(page: Page, baseURL: string | undefined) {
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Website project', description: '' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { journey: { id: string } }).journey;
  const saved = await page.request.put(`/api/journeys/${id}`, {
    data: {
      name: 'Website project',
      description: '',
      stages: [
        {
          stepType: 'onboarding',
          name: 'Project brief',
          formConfig: [{ id: 'goal', type: 'text', label: 'Main goal', required: true }],
        },
        {
          stepType: 'onboarding',
          name: 'Content upload',
          formConfig: [{ id: 'notes', type: 'textarea', label: 'Notes', required: false }],
        },
      ],
    },
    headers: headers(baseURL),
  });
  expect(saved.status()).toBe(200);
  const steps = ((await saved.json()) as { journey: { steps: { id: string; name: string }[] } }).journey.steps;
  return { id, steps };
}

/** The outbox page (this machine only), polled until a mail with `subject` is in it. */
async function outboxMail(page: Page, subject: string): Promise<string> {
  let href: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        const article = html.split('<article>').find((a) => a.includes(`<h2>${subject}</h2>`));
        href = article?.match(/href="(\/dev\/outbox\/[0-9a-f-]{36})"/)?.[1];
        return href !== undefined;
      },
      { timeout: 30_000, message: `the mail "${subject}" in the outbox` },
    )
    .toBe(true);
  return href as string;
}

test('the owner invites a client by email, is told of their submission, and the client can unsubscribe', async ({
  page,
  owner,
  baseURL,
  browser,
}) => {
  const journey = await twoStageJourney(page, baseURL);

  // --- The invitation template: an unknown variable is refused by name, then saved and tested.
  await page.goto('/settings/email');
  await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  const subject = page.getByLabel('Subject');
  await subject.fill('Welcome aboard, {{client_name}} {{clint_name}}');
  await expect(page.getByText('Unknown variable {{clint_name}}').first()).toBeVisible();
  await subject.fill('Welcome aboard, {{client_name}}: {{project_name}}');
  await expect(page.getByRole('region', { name: 'Live preview' }).or(page.getByLabel('Live preview'))).toContainText(
    'Welcome aboard, Jordan Lee: Website redesign',
  );
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText(`Test email sent to ${owner.email}`)).toBeVisible();
  await outboxMail(page, '[Test] Welcome aboard, Jordan Lee: Website redesign');
  await snapBoth(page, 'email-settings');

  // --- Adding a client with an email sends the invitation; the page says 'sent' once SMTP took it.
  await page.goto(`/clients/new?journey=${journey.id}`);
  await page.getByLabel('Project Name').fill('Bakery website');
  await page.getByLabel('Client Name').fill('Sam Rivera');
  await page.getByLabel('Client Email').fill('sam@rivera.example');
  const invite = page.getByLabel('Email the portal link to Sam Rivera now');
  await expect(invite).toBeChecked();
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
  const clientUrl = page.url();
  await expect(page.getByText(/^Invitation sent /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Resend invitation', exact: true })).toBeEnabled();

  // --- The client opens the email on a phone and follows it to the portal.
  const mailPath = await outboxMail(page, 'Welcome aboard, Sam Rivera: Bakery website');
  const phone = await browser.newContext({ viewport: PHONE, baseURL });
  const mail = await phone.newPage();
  await mail.goto(mailPath);
  await expect(mail.getByRole('heading', { name: 'Welcome aboard, Sam Rivera: Bakery website' })).toBeVisible();
  const [portal] = await Promise.all([
    phone.waitForEvent('page'),
    mail.getByRole('link', { name: 'Open your portal' }).click(),
  ]);
  await expect(portal.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
  const token = new URL(portal.url()).pathname.split('/').pop() ?? '';

  // --- The client submits the first stage; the owner's notification arrives.
  const brief = journey.steps.find((s) => s.name === 'Project brief');
  await submitStage(portal, baseURL, token, brief?.id ?? '', { goal: 'More online orders' });
  const notification = await outboxMail(page, 'Sam Rivera submitted Project brief');
  await page.goto(notification);
  await expect(page.getByRole('link', { name: "Open Sam Rivera's page" })).toBeVisible();

  // --- Unsubscribing from the email's link: the GET only asks, the button unsubscribes.
  const [confirm] = await Promise.all([
    phone.waitForEvent('page'),
    mail.getByRole('link', { name: 'Unsubscribe from these emails' }).click(),
  ]);
  await expect(confirm.getByRole('heading', { name: 'Unsubscribe from My Workspace emails?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(confirm.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await phone.close();

  await page.goto(clientUrl);
  await expect(page.getByText('Unsubscribed from emails').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend invitation', exact: true })).toBeDisabled();
});
