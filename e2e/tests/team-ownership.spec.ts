import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docsScreenshots, PASSWORD, uniqueEmail } from './support';

/**
 * Transferring ownership (issue 33): the owner asks an Admin from the member's menu on
 * /settings/team, cancels, asks again; the Admin gets the email, sees the offer on the team page
 * (on a phone), is refused a wrong password and accepts with the right one. Then they are the
 * Owner and the old owner an Admin, and the workspace keeps working for both.
 */
const shoot = docsScreenshots('issue-33');

/** The newest mail to `to` whose subject contains `subject`, from the outbox page (this machine only). */
async function mailTo(page: Page, to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        found = html.split('<article>').find((a) => a.includes(`To ${to}`) && a.includes(subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `"${subject}" to ${to} in the outbox` },
    )
    .toBe(true);
  return found as string;
}

async function askToTransfer(page: Page, name: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Transfer ownership' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Transfer ownership to ${name}?` });
  await expect(dialog).toContainText('you become an Admin');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`${name} has been asked to accept ownership`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Waiting for ${name} to accept ownership` })).toBeVisible();
}

test('an owner hands the workspace to an Admin, who accepts with their password', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  const heirEmail = uniqueEmail('heir');
  const heirName = 'Dana Heir';
  await page.goto('/settings/team');
  await page.getByRole('button', { name: 'Invite member' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByLabel('Email').fill(heirEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Admin' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = await mailTo(page, heirEmail, 'invited you');
  const link = invitation.match(/\/invite\/[A-Za-z0-9_-]{43}/)?.[0] ?? '';

  // The Admin joins on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const heir = await phone.newPage();
  await heir.goto(link);
  await heir.getByRole('link', { name: 'Create account' }).click();
  await heir.getByLabel('Full Name').fill(heirName);
  await heir.getByLabel('Email').fill(heirEmail);
  await heir.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await heir.getByLabel('Confirm Password').fill(PASSWORD);
  await heir.getByRole('button', { name: 'Create Account' }).click();
  await heir.getByRole('button', { name: /^Accept and join/ }).click();
  await expect(heir).toHaveURL(/\/dashboard$/);

  // Asked, cancelled, asked again.
  await page.reload();
  await askToTransfer(page, heirName);
  await page.getByRole('button', { name: 'Cancel transfer' }).click();
  await expect(page.getByText('Ownership transfer cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: /to accept ownership/ })).toHaveCount(0);
  await askToTransfer(page, heirName);
  await shoot(page, 'ownership-pending');
  const mail = await mailTo(page, heirEmail, `${owner.name} wants to make you the owner`);
  expect(mail).toContain('/settings/team');

  // The offer, on the Admin's team page.
  await heir.goto('/settings/team');
  const offer = heir.getByRole('region', { name: `${owner.name} wants to make you the owner` });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Accepting removes your own workspace');
  await offer.getByLabel('Your password').fill('not-my-password');
  await offer.getByRole('button', { name: 'Accept ownership' }).click();
  await expect(offer.getByText('That password is not right. Try again.')).toBeVisible();
  await shoot(heir, 'ownership-offer');
  await offer.getByLabel('Your password').fill(PASSWORD);
  await offer.getByRole('button', { name: 'Accept ownership' }).click();
  await expect(heir.getByText(/^You are now the owner of /)).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(heir.getByRole('button', { name: `More actions for ${owner.name}` })).toBeVisible();
  await phone.close();

  // The old owner is an Admin now: no Transfer ownership, and the workspace still opens.
  await page.reload();
  const self = page.getByRole('listitem').filter({ hasText: owner.email });
  await expect(self.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(0);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/clients$/);
});
