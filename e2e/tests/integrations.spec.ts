import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, ownerTest as test } from './fixtures';
import { docsScreenshots } from './support';

/** Screenshots of the webhooks page (issue 22), kept with the docs for a person to look at. */
const shoot = docsScreenshots('issue-22');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 and a free port, answering `status` (changed by the test). */
async function startReceiver() {
  const receiver = { status: 200, received: [] as Received[], url: '', server: undefined as unknown as Server };
  receiver.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(receiver.status, { 'content-type': 'text/plain' });
      res.end(receiver.status < 300 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/bloom-hook`;
  return receiver;
}

const headerOf = (r: Received, name: string) => String(r.headers[name] ?? '');

test.describe('integrations', () => {
  test('webhooks: add an endpoint, see its secret once, send a test event, watch a failure and resend', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await page.goto('/settings/integrations');
      await page.getByRole('link', { name: /Webhooks/ }).click();
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

      // Add: http:// to this machine is allowed outside production.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('Endpoint URL is required')).toBeVisible();
      await expect(dialog.getByText('Choose at least one event')).toBeVisible();
      await dialog.getByLabel('Endpoint URL').fill('http://example.com/hook');
      await dialog.getByLabel('Client created').check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText(/Use an https:\/\/ URL/)).toBeVisible();
      await dialog.getByLabel('Endpoint URL').fill(receiver.url);
      await dialog.getByLabel('Description').fill('My test receiver');
      await dialog.getByLabel('Journey completed').check();
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog).toBeHidden();

      // The secret: shown once, copyable, then masked for good.
      const secretField = page.getByRole('textbox', { name: 'Signing secret' });
      await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/=]{44}$/);
      const secret = await secretField.inputValue();
      await expect(page.getByText("you won't see it again")).toBeVisible();
      const card = page.getByRole('region', { name: receiver.url });
      await expect(card.getByText('Client created')).toBeVisible();
      await expect(card.getByText('Journey completed')).toBeVisible();
      await expect(card.getByText('Active')).toBeVisible();
      await page.getByRole('button', { name: "I've saved it" }).click();
      await expect(secretField).toBeHidden();
      await expect(card.getByText(/^whsec_•+$/)).toBeVisible();
      await page.reload();
      await expect(page.getByText(/^whsec_•+$/)).toBeVisible();
      expect(await page.content()).not.toContain(secret);

      // A test event: delivered, logged with its 200, signed with the secret shown once.
      await page.getByRole('button', { name: 'Delivery log' }).click();
      await expect(page.getByText('No deliveries yet.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Send test event' }).click();
      const row = page.getByTestId('webhook-message').filter({ hasText: 'Test event' });
      await expect(row.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
      await row.getByRole('button', { name: /Test event/ }).click();
      await expect(row.getByTestId('webhook-attempt')).toHaveCount(1);
      await expect(row.getByTestId('webhook-attempt').first()).toContainText('HTTP 200');
      await expect(row.getByTestId('webhook-attempt').first()).toContainText('thanks');
      await expect(row.getByText('"type": "webhook.test"')).toBeVisible();
      expect(receiver.received).toHaveLength(1);
      const first = receiver.received[0] as Received;
      const headers = {
        'webhook-id': headerOf(first, 'webhook-id'),
        'webhook-timestamp': headerOf(first, 'webhook-timestamp'),
        'webhook-signature': headerOf(first, 'webhook-signature'),
      };
      expect(new Webhook(secret).verify(first.body, headers)).toMatchObject({ type: 'webhook.test' });
      await shoot(page, 'webhooks');

      // The receiver fails: Resend logs the failed attempt (500 and its answer).
      receiver.status = 500;
      await row.getByRole('button', { name: 'Resend' }).click();
      await expect(row.getByTestId('webhook-attempt')).toHaveCount(2, { timeout: 20_000 });
      await expect(row.getByTestId('webhook-attempt').nth(1)).toContainText('HTTP 500');
      await expect(row.getByTestId('webhook-attempt').nth(1)).toContainText('receiver is down');
      await expect(row.getByText(/Retrying|Failed/).first()).toBeVisible();
      await shoot(page, 'webhooks-failed-attempt');

      // It recovers: a second Resend is delivered, with the same event id every time.
      receiver.status = 200;
      await row.getByRole('button', { name: 'Resend' }).click();
      await expect(row.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
      await expect(row.getByTestId('webhook-attempt').last()).toContainText('HTTP 200');
      const ids = new Set(receiver.received.map((r) => headerOf(r, 'webhook-id')));
      expect(ids).toEqual(new Set([headers['webhook-id']]));
      expect(receiver.received.length).toBeGreaterThanOrEqual(3);

      // The log's filters.
      await page.getByLabel('Outcome').selectOption('failed');
      await expect(page.getByText('No deliveries match these filters.')).toBeVisible();
      await page.getByLabel('Outcome').selectOption('delivered');
      await expect(page.getByTestId('webhook-message')).toHaveCount(1);
    } finally {
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});
