import { expect, test } from './fixtures';
import { docsScreenshots } from './support';

/** Screenshots of the API keys page (issue 22), kept with the docs for a person to look at. */
const shoot = docsScreenshots('issue-22');

test('API keys: create one (shown once, then only its prefix), use it, revoke it', async ({ page, owner }) => {
  void owner;
  await page.goto('/settings/integrations');
  await page.getByRole('link', { name: /^API/ }).click();
  await expect(page).toHaveURL(/\/settings\/integrations\/api$/);
  await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the API reference' })).toHaveAttribute('href', '/docs/api');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await dialog.getByLabel('Key name').fill('Zapier');
  await dialog.getByRole('radio', { name: /Read and write/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const revealed = page.getByRole('region', { name: 'New API key' });
  await expect(revealed.getByText("you won't see it again")).toBeVisible();
  const key = await revealed.getByRole('textbox').inputValue();
  expect(key).toMatch(/^bloom_live_[0-9A-Za-z]{38}$/);
  await shoot(page, 'api-keys-created');

  // The key works against the public API (no cookie: only the key).
  const res = await page.request.fetch('/api/v1/journeys', {
    headers: { authorization: `Bearer ${key}`, cookie: '' },
  });
  expect(res.status()).toBe(200);

  await revealed.getByRole('button', { name: "I've saved it" }).click();
  await expect(page.getByRole('region', { name: 'New API key' })).toHaveCount(0);
  const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'Zapier' });
  await expect(row.getByText(key.slice(0, 15))).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(row.getByText('Read and write')).toBeVisible();
  // A key's last use is written with the rate counts, within a second of the request.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText(/Last used/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await shoot(page, 'api-keys');

  await row.getByRole('button', { name: 'Revoke Zapier' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  const after = await page.request.fetch('/api/v1/journeys', { headers: { authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
});

test('the API reference page loads offline from this server', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    if (
      !req.url().startsWith(new URL(page.url() || 'http://localhost').origin) &&
      !req.url().startsWith('http://localhost')
    ) {
      outside.push(req.url());
    }
  });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: /Bloom REST API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/clients').first()).toBeVisible();
  expect(outside).toEqual([]);
  await shoot(page, 'api-docs');
});
