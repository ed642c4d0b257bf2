import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { v1StageOverdueEventSchema, type WebhookMessageDto } from '@bloom/core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvents } from '../../src/kernel/events';
import { webhookSubscriptions } from '../../src/modules/integrations';
import type { Jobs } from '../../src/platform/jobs/jobs';
import { waitFor, webhookWorker } from '../helpers/jobs';
import { ok } from '../helpers/journeys';
import { reminderClient, reminderJourney } from '../helpers/reminders';
import { createTestApp, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from '../helpers/test-app';
import { at, overdueSweep, setDueDate } from './sweep-helpers';

/**
 * Issue 36: an endpoint subscribed to `stage.overdue` gets one signed message per stage and date
 * the overdue sweep announces, with the client, the stage and the date; one not subscribed gets none.
 */
let t: TestApp;
let jobs: Jobs;
let receiver: http.Server;
let origin: string;
const received: { path: string; headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  jobs = await webhookWorker(t, () => null);
  await jobs.start();
}, 120_000);

afterAll(async () => {
  await jobs?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});

it('sends stage.overdue to the endpoints subscribed to it, once per date', async () => {
  const { cookie } = await signUpOwner(t.app);
  const journey = await reminderJourney(t.app, cookie);
  const intake = journey.steps[0]?.id ?? '';
  const client = await reminderClient(t.app, cookie, journey.id);
  await setDueDate(t.db, client.id, intake, '2031-06-12');

  const create = (path: string, events: string[]) =>
    ok<{ endpoint: { id: string }; secret: string }>(
      t.app.request('/api/webhooks', jsonRequest('POST', { url: `${origin}${path}`, events }, { cookie })),
      201,
    );
  const overdue = await create('/overdue', ['stage.overdue']);
  const other = await create('/other', ['milestone.reached']);

  // As workers.ts publishes it.
  const events = createEvents(webhookSubscriptions);
  const now = at('UTC', '2031-06-13', 12);
  expect((await overdueSweep(t.db, now, events)).announced).toBe(1);
  expect((await overdueSweep(t.db, now, events)).announced).toBe(0);

  await waitFor(() => received.some((r) => r.path === '/overdue'), 'the overdue webhook');
  const got = received.filter((r) => r.path === '/overdue');
  expect(got).toHaveLength(1);
  const payload = new Webhook(overdue.secret).verify(got[0]?.body ?? '', got[0]?.headers ?? {}) as {
    type: string;
    data: unknown;
  };
  expect(payload.type).toBe('stage.overdue');
  const data = v1StageOverdueEventSchema.parse(payload.data);
  expect(data.client.id).toBe(client.id);
  expect(data.client.portal_url).toBe(`${PUBLIC_URL}/c/${client.shareToken}`);
  expect(data.stage).toEqual({ id: intake, name: 'Intake' });
  expect(data.due_on).toBe('2031-06-12');
  expect(received.filter((r) => r.path === '/other')).toEqual([]);

  // The delivery log names it.
  const log = await ok<{ messages: WebhookMessageDto[] }>(
    t.app.request(`/api/webhooks/${overdue.endpoint.id}/messages`, { headers: { cookie } }),
  );
  expect(log.messages.map((m) => [m.eventType, m.about])).toEqual([['stage.overdue', 'Intake overdue for Jo Client']]);
  const none = await ok<{ messages: WebhookMessageDto[] }>(
    t.app.request(`/api/webhooks/${other.endpoint.id}/messages`, { headers: { cookie } }),
  );
  expect(none.messages).toEqual([]);
});
