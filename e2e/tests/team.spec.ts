import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { docsScreenshots, PASSWORD, uniqueEmail } from './support';

/**
 * A team (issue 33): the owner invites two people from /settings/team (the emails arrive in the
 * outbox), one as Member; the Member signs up from the invitation on a phone, sees only the client
 * assigned to them and no settings; the owner sees both on the team page.
 */
const shoot = docsScreenshots('issue-33');
const headers = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

async function addClient(page: Page, baseURL: string | undefined, clientName: string) {
  const journeys = await page.request.get('/api/journeys', { headers: headers(baseURL) });
  const { journeys: list } = (await journeys.json()) as { journeys: { id: string; origin: string }[] };
  const templateId = list.find((j) => j.origin === 'builtin')?.id;
  const res = await page.request.post('/api/clients', {
    data: { projectName: `${clientName} Website`, clientName, templateId },
    headers: headers(baseURL),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { client: { id: string } }).client.id;
}

/** The invitation link mailed to `to`, read from the outbox page (this machine only). */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        const article = html.split('<article>').find((a) => a.includes(`To ${to}`));
        link = article?.match(/\/invite\/[A-Za-z0-9_-]{43}/)?.[0];
        return link !== undefined;
      },
      { timeout: 30_000, message: `the invitation to ${to} in the outbox` },
    )
    .toBe(true);
  return link as string;
}

async function invite(page: Page, email: string, role: 'Admin' | 'Member') {
  await page.getByRole('button', { name: 'Invite member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation on its way to ${email}`)).toBeVisible();
}

test('an owner invites a Member and an Admin; the Member joins on a phone and sees only their client', async ({
  page,
  owner,
  baseURL,
  browser,
}) => {
  const assigned = await addClient(page, baseURL, 'Ada Assigned');
  await addClient(page, baseURL, 'Otto Other');

  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  const memberEmail = uniqueEmail('member');
  const adminEmail = uniqueEmail('admin');
  await invite(page, memberEmail, 'Member');
  await invite(page, adminEmail, 'Admin');
  await expect(page.getByText(memberEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(adminEmail, { exact: true })).toBeVisible();
  const link = await invitationLink(page, memberEmail);
  await invitationLink(page, adminEmail);

  // The Member, on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const member = await phone.newPage();
  await member.goto(link);
  await expect(member.getByText(owner.name).first()).toBeVisible();
  await shoot(member, 'invitation');
  await member.getByRole('link', { name: 'Create account' }).click();
  await member.getByLabel('Full Name').fill('Max Member');
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByLabel('Confirm Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Create Account' }).click();
  await expect(member).toHaveURL(/\/invite\//);
  await member.getByRole('button', { name: /^Accept and join/ }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  // The owner assigns one client to the Member.
  const team = (await (await page.request.get('/api/team')).json()) as { members: { userId: string; email: string }[] };
  const memberId = team.members.find((m) => m.email === memberEmail)?.userId;
  const put = await page.request.put(`/api/clients/${assigned}/assignees`, {
    data: { userIds: [memberId] },
    headers: headers(baseURL),
  });
  expect(put.status()).toBe(200);

  await member.goto('/clients');
  await expect(member.getByRole('link', { name: 'Ada Assigned' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Otto Other' })).toHaveCount(0);
  // No settings for a Member: the menu offers only their account.
  await member.getByRole('button', { name: /Open menu/ }).click();
  await expect(member.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await phone.close();

  await page.reload();
  await expect(page.getByText('Max Member')).toBeVisible();
  await shoot(page, 'team');
});
