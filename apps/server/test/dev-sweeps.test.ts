import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { appOn, fromAddress } from './helpers/test-app';

/** POST /dev/sweeps/{queue}: a cron sweep now, for this machine only and never in production. */
let m: MailingApp;
beforeAll(async () => {
  m = await createMailingApp();
});
afterAll(() => m.close());

const sweep = (queue: string, address = '127.0.0.1', app = m.app) =>
  app.request(`/dev/sweeps/${queue}`, { method: 'POST' }, fromAddress(address));

it('queues the named sweep for the job runner', async () => {
  const res = await sweep('due-reminder-sweep');
  expect(res.status).toBe(202);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as { queue: string; jobId: string };
  expect(body.queue).toBe('due-reminder-sweep');
  expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
});

it('is 404 for a queue that is not a sweep, from another machine, and in production', async () => {
  expect((await sweep('send-email')).status).toBe(404);
  expect((await sweep('constructor')).status).toBe(404);
  expect((await sweep('due-reminder-sweep', '203.0.113.9')).status).toBe(404);
  expect((await sweep('due-reminder-sweep', '127.0.0.1', appOn(m.db, { isProduction: true }))).status).toBe(404);
});
