import type { Page } from '@playwright/test';
import { expect, ownerTest as test } from './fixtures';
import { docsScreenshots } from './support';

/** Screenshots of /settings/domain (issue 23), kept with the docs for a person to look at. */
const shootPage = docsScreenshots('issue-23');

/** Both widths, from the top of a freshly loaded page (no toast over it). */
async function shoot(page: Page, name: string) {
  await page.reload();
  await expect(page.getByTestId('portal-origin')).toBeVisible();
  await shootPage(page, name);
}

/** The e2e server's PORTAL_BASE_DOMAIN (playwright.config.ts); Chromium sends *.localhost to this machine. */
const BASE_DOMAIN = 'portals.localhost';

test.describe('portal domains', () => {
  test('claim a subdomain, add a custom domain and see its records pending, then remove it', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '');
    const headers = { origin: origin.origin };
    const created = await page.request.post('/api/clients', {
      data: { projectName: 'Brand refresh', clientName: 'Dana Whitfield', templateId: 'builtin-legal' },
      headers,
    });
    expect(created.status()).toBe(201);
    const client = ((await created.json()) as { client: { id: string; shareToken: string } }).client;

    await page.goto('/settings/domain');
    await expect(page.getByRole('heading', { name: 'Domain', exact: true, level: 1 })).toBeVisible();
    await expect(page.getByTestId('portal-origin')).toHaveText(origin.origin);
    await expect(page.getByText('No custom domain yet.')).toBeVisible();
    await shoot(page, 'domain-empty');

    // The subdomain: the rules first, then a claim.
    const slug = `studio-${Date.now().toString(36)}`;
    const subdomain = page.getByRole('form', { name: 'Subdomain' });
    await subdomain.getByLabel('Subdomain').fill('ab');
    await subdomain.getByRole('button', { name: 'Claim subdomain' }).click();
    await expect(subdomain.getByText('Use 3 to 40 characters')).toBeVisible();
    await subdomain.getByLabel('Subdomain').fill('www');
    await subdomain.getByRole('button', { name: 'Claim subdomain' }).click();
    await expect(subdomain.getByText('“www” is reserved. Choose another subdomain.')).toBeVisible();
    await subdomain.getByLabel('Subdomain').fill(slug.toUpperCase());
    await subdomain.getByRole('button', { name: 'Claim subdomain' }).click();
    await expect(page.getByText('Subdomain saved')).toBeVisible();
    const portalOrigin = `${origin.protocol}//${slug}.${BASE_DOMAIN}:${origin.port}`;
    await expect(page.getByTestId('portal-origin')).toHaveText(portalOrigin);
    await expect(subdomain.getByText(`${slug}.${BASE_DOMAIN}`, { exact: true })).toBeVisible();

    // The custom domain: refused when it cannot be public, then added and pending.
    const custom = page.getByRole('form', { name: 'Add a custom domain' });
    await custom.getByLabel('Domain').fill('portal.studio.local');
    await custom.getByRole('button', { name: 'Add domain' }).click();
    await expect(custom.getByText('Use a public domain: this ending is only for local or test networks')).toBeVisible();
    const host = `portal.${slug}-e2e.com`;
    await custom.getByLabel('Domain').fill(`https://${host.toUpperCase()}/`);
    await custom.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByText('Domain added. Create the two DNS records below.')).toBeVisible();
    await expect(page.getByText(host, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('State: Pending', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/Create the two records below at your DNS provider\. We check every 5 minutes/),
    ).toBeVisible();
    const cname = page.getByRole('listitem', { name: 'CNAME record' });
    await expect(cname.getByText(host, { exact: true })).toBeVisible();
    await expect(cname.getByText(origin.hostname, { exact: true })).toBeVisible();
    const txt = page.getByRole('listitem', { name: 'TXT record' });
    await expect(txt.getByText(`_bloom-challenge.${host}`, { exact: true })).toBeVisible();
    await expect(txt.getByText(/^bloom-verify=[0-9a-f]{32}$/)).toBeVisible();
    await expect(page.getByText('Not checked yet').first()).toBeVisible();
    // No PUBLIC_URL on the e2e server: the page says where the CNAME points and why.
    await expect(page.getByText(/This server has no PUBLIC_URL set/)).toBeVisible();
    await shoot(page, 'domain-pending');

    // Check now: no DNS here knows the host, so it stays pending with what DNS said.
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByText(/^Last checked /)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('State: Pending', { exact: true })).toBeVisible();
    // Pending: links keep the subdomain.
    await expect(page.getByTestId('portal-origin')).toHaveText(portalOrigin);
    await shoot(page, 'domain-checked');

    // The client's page shows and copies the link on the subdomain.
    await page.goto(`/clients/${client.id}`);
    await expect(page.getByRole('textbox', { name: 'Portal link' })).toHaveValue(
      `${portalOrigin}/c/${client.shareToken}`,
    );

    // The subdomain serves this workspace's portal, and nothing of the owner app.
    await page.goto(`${portalOrigin}/c/${client.shareToken}`);
    await expect(page.getByText('Dana Whitfield').first()).toBeVisible();
    const ownerApp = await page.goto(`${portalOrigin}/dashboard`);
    expect(ownerApp?.status()).toBe(404);

    // Remove the custom domain, with confirmation.
    await page.goto('/settings/domain');
    await page.getByRole('button', { name: 'Remove domain' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove custom domain?' });
    await expect(
      dialog.getByText(`Portal links go back to ${slug}.${BASE_DOMAIN} at once.`, { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await expect(page.getByText('Domain removed. Portal links use the default address again.')).toBeVisible();
    await expect(page.getByText('No custom domain yet.')).toBeVisible();
  });
});
