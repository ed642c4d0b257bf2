import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOPPED_ERROR } from '../src/modules/integrations/webhooks/deliver';
import { emitWebhookEvent } from '../src/modules/integrations/webhooks/emit';
import { encryptSecret, newWebhookSecret } from '../src/modules/integrations/webhooks/webhook-secret';
import type { Jobs } from '../src/platform/jobs/jobs';
import { waitFor, webhookWorker } from './helpers/jobs';
import { workspaceOf } from './helpers/journeys';
import { createTestApp, signUpOwner, TEST_SECRET, type TestApp, uniqueEmail } from './helpers/test-app';

/**
 * Issue 31: webhook deliveries keep up. Tries run side by side in a lane per endpoint (at most 4
 * in flight to one endpoint), so an endpoint that answers after 5 s delays no other endpoint's
 * deliveries, in its own workspace or another; every try still runs once; a stop cuts a try in
 * flight, records it and leaves the next one queued.
 */

let t: TestApp;
let jobs: Jobs;
let receiver: http.Server;
let origin: string;
/** Milliseconds each path waits before answering 200 (0 when absent). */
const delays = new Map<string, number>();
const arrivals: { path: string; id: string; at: number }[] = [];
const inFlight = new Map<string, number>();
const mostInFlight = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  receiver = http.createServer((req, res) => {
    const path = req.url ?? '/';
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    mostInFlight.set(path, Math.max(mostInFlight.get(path) ?? 0, inFlight.get(path) ?? 0));
    req.resume();
    req.on('end', () => {
      const answer = () => {
        inFlight.set(path, (inFlight.get(path) ?? 0) - 1);
        arrivals.push({ path, id: String(req.headers['webhook-id']), at: Date.now() });
        res.writeHead(200).end('ok');
      };
      const wait = delays.get(path) ?? 0;
      if (wait > 0) setTimeout(answer, wait);
      else answer();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  jobs = await webhookWorker(t, () => 3600);
  await jobs.start();
}, 120_000);

afterAll(async () => {
  await jobs.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

let paths = 0;

async function workspace() {
  const { cookie } = await signUpOwner(t.app, uniqueEmail('lanes'));
  const workspaceId = await workspaceOf(t.app, cookie);
  const endpoint = async (delayMs = 0) => {
    const path = `/lane-${++paths}`;
    delays.set(path, delayMs);
    const row = await t.db
      .insertInto('webhook_endpoints')
      .values({
        workspace_id: workspaceId,
        url: `${origin}${path}`,
        events: ['client.created'],
        secret_encrypted: encryptSecret(newWebhookSecret(), TEST_SECRET),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, path, got: () => arrivals.filter((a) => a.path === path) };
  };
  /** `n` client.created events, each in its own transaction as changes make them. */
  const emit = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await t.db
        .transaction()
        .execute((trx) =>
          emitWebhookEvent(trx, { workspaceId, type: 'client.created', data: { n: i, client_name: `Client ${i}` } }),
        );
    }
  };
  return { workspaceId, endpoint, emit };
}

const messagesOf = (endpointId: string) =>
  t.db.selectFrom('webhook_messages').selectAll().where('endpoint_id', '=', endpointId).execute();

describe('webhook delivery keeps up', () => {
  it('an endpoint answering after 5 s delays no other endpoint, in its workspace or another', async () => {
    const busy = await workspace();
    const slow = await busy.endpoint(5_000);
    const sibling = await busy.endpoint();
    const other = await workspace();
    const fast = await other.endpoint();
    // The slow endpoint's events are queued first: a first-come worker would sit behind them.
    await busy.emit(10);
    await other.emit(10);
    await waitFor(() => sibling.got().length === 10 && fast.got().length === 10, 'the fast deliveries', 10_000);
    // Each arrived within about 2 s of its event, while the slow endpoint had 5 s answers under way.
    for (const ep of [sibling, fast]) {
      const queuedAt = new Map((await messagesOf(ep.id)).map((m) => [m.event_id, m.created_at.getTime()]));
      const waits = ep.got().map((a) => a.at - (queuedAt.get(a.id) ?? Number.NaN));
      expect(Math.max(...waits)).toBeLessThan(2_500);
    }
    expect(slow.got().length).toBeLessThan(10);
    expect(mostInFlight.get(slow.path)).toBeLessThanOrEqual(4);

    // The slow endpoint gets everything too, each event once, one attempt each.
    await waitFor(() => slow.got().length === 10, 'the slow deliveries', 40_000);
    await waitFor(
      async () => (await messagesOf(slow.id)).every((m) => m.status === 'delivered'),
      'the slow log',
      5_000,
    );
    expect(mostInFlight.get(slow.path)).toBe(4);
    for (const ep of [slow, sibling, fast]) {
      const ids = ep.got().map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length);
      const messages = await messagesOf(ep.id);
      expect(messages.map((m) => [m.status, m.attempt_count])).toEqual(messages.map(() => ['delivered', 1]));
    }
  }, 60_000);

  it('stopping cuts a try in flight, records it, and leaves its next try queued', async () => {
    const ws = await workspace();
    const hung = await ws.endpoint(60_000);
    await ws.emit(1);
    await waitFor(() => (inFlight.get(hung.path) ?? 0) === 1, 'the request to arrive', 10_000);
    const stopping = Date.now();
    await jobs.stop();
    // Within the lanes' 8 s grace and the abort's wait, not the receiver's minute.
    expect(Date.now() - stopping).toBeLessThan(12_000);
    const [message] = await messagesOf(hung.id);
    expect(message).toMatchObject({ status: 'pending', attempt_count: 1 });
    expect(message?.next_attempt_at?.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('message_id', '=', message!.id)
      .execute();
    expect(attempts).toMatchObject([{ succeeded: false, status_code: null, error: STOPPED_ERROR }]);
    // Started again for the rest of the file's teardown.
    await jobs.start();
  }, 30_000);
});
