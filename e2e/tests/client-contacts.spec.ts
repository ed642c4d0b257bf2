/*
 * 'Invited on …' relies on the contact invitation job setting invitationSentAt once the outbox
 * took the mail, and 'Last visit …' on the portal recording the contact's own visit (lastSeenAt).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { expectNoHorizontalOverflow, headers, notice, onPhone, PHONE, stepButton } from './portal-support';
import { snapBoth } from './support';

/**
 * A client's contacts (issue 33): the owner adds a second person on the client's side, copies
 * each one's own portal link, and each opens their link on a phone and completes a stage; the
 * owner then sees who sent what.
 */

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const contactsCard = (page: Page) => page.getByRole('region', { name: 'Contacts' });
const contactRow = (page: Page, name: string) => contactsCard(page).getByRole('listitem', { name, exact: true });

/** Three onboarding stages of one question each: one for each contact, and one left open. */
async function clientWithThreeStages(page: Page, baseURL: string | undefined) {
  const created = await page.request.post('/api/journeys', {
    data: { name: 'Bookkeeping setup', description: '' },
    headers: headers(baseURL),
  });
  expect(created.status()).toBe(201);
  const journeyId = ((await created.json()) as { journey: { id: string } }).journey.id;
  const stage = (name: string, label: string) => ({
    stepType: 'onboarding',
    name,
    formConfig: [{ id: 'answer', type: 'text', label, required: true }],
  });
  const saved = await page.request.put(`/api/journeys/${journeyId}`, {
    data: {
      name: 'Bookkeeping setup',
      description: '',
      stages: [
        stage('Project brief', 'Main goal'),
        stage('Billing details', 'Invoice address'),
        stage('Sign-off', 'Anything else?'),
      ],
    },
    headers: headers(baseURL),
  });
  expect(saved.status()).toBe(200);
  const client = await page.request.post('/api/clients', {
    data: {
      projectName: 'Harbor Bakery books',
      clientName: 'Maya Chen',
      clientEmail: 'maya@harborbakery.example',
      templateId: journeyId,
      password: '',
    },
    headers: headers(baseURL),
  });
  expect(client.status()).toBe(201);
  return ((await client.json()) as { client: { id: string } }).client.id;
}

/** Copy link in a contact's row: the toast, and the address now on the clipboard. */
async function copyLink(page: Page, row: Locator, name: string): Promise<string> {
  await row.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, `${name}'s portal link copied to clipboard`)).toBeVisible();
  const link = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(link).toMatch(/^https?:\/\/\S+$/);
  await expect(row).toContainText(link);
  return link;
}

test('two contacts of one client each open their own link, and the owner sees who sent what', async ({
  page,
  baseURL,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const clientId = await clientWithThreeStages(page, baseURL);

  // --- The card: the client's own contact is the primary one; it cannot be removed.
  await page.goto(`/clients/${clientId}`);
  const maya = contactRow(page, 'Maya Chen');
  await expect(maya).toContainText('Primary');
  await expect(maya).toContainText('maya@harborbakery.example');
  await expect(maya).toContainText('Not visited yet');
  await maya.getByRole('button', { name: 'More actions for Maya Chen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await expect(page.getByRole('menu')).toContainText('Make another contact primary before you remove this one.');
  await page.keyboard.press('Escape');

  // --- Add contact: the form's checks, then the server's refusal of a taken address, inline.
  await contactsCard(page).getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Priya');
  await dialog.getByLabel('Email').fill('MAYA@harborbakery.example');
  await dialog.getByLabel('Role').fill('Finance');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('This client already has a contact with this email.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Email').fill('priya@harborbakery.example');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(toast(page, 'Contact added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const priya = contactRow(page, 'Priya');
  await expect(priya).toContainText('Finance · priya@harborbakery.example');
  await expect(priya).toContainText('Not invited');
  await expect(priya).not.toContainText('Primary');
  await expect(contactsCard(page)).toContainText('2 of 25 contacts');
  // The primary contact comes first.
  await expect(contactsCard(page).getByRole('listitem').first()).toHaveAccessibleName('Maya Chen');

  // --- Each contact's own link.
  const mayaLink = await copyLink(page, maya, 'Maya Chen');
  const priyaLink = await copyLink(page, priya, 'Priya');
  expect(priyaLink).not.toBe(mayaLink);

  // --- Priya's own invitation.
  await priya.getByRole('button', { name: 'Send invitation to Priya' }).click();
  await expect(toast(page, 'Invitation on its way.')).toBeVisible();
  await expect(priya).toContainText(/Invited on \w{3} \d{1,2}, \d{4}/, { timeout: 30_000 });
  await expect(priya.getByRole('button', { name: 'Resend invitation to Priya' })).toBeEnabled();
  // The card on a phone: nothing wider than the screen.
  await page.setViewportSize(PHONE);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapBoth(page, 'client-contacts');

  // --- Maya opens her link on a phone and sends the first stage.
  const mayaPhone = await onPhone(browser, baseURL);
  await mayaPhone.portal.goto(mayaLink);
  await expect(mayaPhone.portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(mayaPhone.portal.getByText('Welcome back, Maya Chen')).toBeVisible();
  await expect(stepButton(mayaPhone.portal, 'Project brief')).toHaveAttribute('aria-expanded', 'true');
  await mayaPhone.portal.getByLabel('Main goal').fill('Books closed by the 5th of each month');
  await mayaPhone.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(mayaPhone.portal, 'Thank you! Your answers were sent.')).toBeVisible();
  await mayaPhone.context.close();

  // --- Priya opens hers: greeted by name and role, on the same client's portal.
  const priyaPhone = await onPhone(browser, baseURL);
  await priyaPhone.portal.goto(priyaLink);
  await expect(priyaPhone.portal.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(priyaPhone.portal.getByText('Welcome back, Priya · Finance')).toBeVisible();
  await expect(stepButton(priyaPhone.portal, 'Project brief')).toContainText('Done');
  await expect(stepButton(priyaPhone.portal, 'Billing details')).toHaveAttribute('aria-expanded', 'true');
  await priyaPhone.portal.getByLabel('Invoice address').fill('12 Quay Street, Harbor Town');
  await priyaPhone.portal.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(priyaPhone.portal, 'Thank you! Your answers were sent.')).toBeVisible();
  await expectNoHorizontalOverflow(priyaPhone.portal);
  await priyaPhone.context.close();

  // --- The owner: each contact's visit, and who sent each stage.
  await page.reload();
  await expect(contactRow(page, 'Maya Chen')).toContainText('Last visit');
  await expect(contactRow(page, 'Priya')).toContainText('Last visit');
  await page.goto(`/clients/${clientId}/submissions`);
  const brief = page.getByRole('article', { name: 'Project brief' });
  const billing = page.getByRole('article', { name: 'Billing details' });
  await expect(brief).toContainText('Submitted by Maya Chen on');
  await expect(billing).toContainText('Submitted by Priya on');
  await expect(billing).not.toContainText('Maya Chen');
  await snapBoth(page, 'client-contacts-submissions');
});
