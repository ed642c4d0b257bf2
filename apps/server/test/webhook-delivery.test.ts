import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  v1ClientSchema,
  v1MilestoneSchema,
  v1SubmissionSchema,
  v1TestimonialSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEvent,
} from '@bloom/core';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workSendEmail } from '../src/modules/email/send-email-job';
import { removeOldWebhookMessages, runDeliveryTry } from '../src/modules/integrations/webhooks/delivery-job';
import { createTestMessage, emitWebhookEvent, queueMessageDelivery } from '../src/modules/integrations/webhooks/emit';
import { emitClientCreated } from '../src/modules/integrations/webhooks/webhook-events';
import { encryptSecret, newWebhookSecret } from '../src/modules/integrations/webhooks/webhook-secret';
import type { Jobs } from '../src/platform/jobs/jobs';
import { createMailer } from '../src/platform/mail/mailer';
import { createClient } from './helpers/clients';
import { addDeliverable } from './helpers/deliverables';
import { waitFor, webhookWorker } from './helpers/jobs';
import { ok, savedJourney, stage, workspaceOf } from './helpers/journeys';
import { callPortal } from './helpers/portal';
import { createTestApp, PUBLIC_URL, signUpOwner, TEST_SECRET, type TestApp, uniqueEmail } from './helpers/test-app';

/**
 * Issue 22, outgoing webhooks: the five events from the owner's and the client's paths, signed
 * (checked with the standardwebhooks package), delivered to a real HTTP receiver on loopback by
 * the webhook-delivery worker (development mode), retried on a shortened schedule, logged per
 * attempt, and endpoints turned off (with the owner's email) when deliveries keep failing.
 */

let t: TestApp;
let jobs: Jobs;
/** The retry waits in seconds for this file (the real schedule is minutes to hours). */
let schedule: number[] = [1, 1, 1];

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}
/** Every request the receiver got, oldest first. */
const received: Received[] = [];
/** How the receiver answers a path: a status (and headers), in turn; the last one repeats. */
const answers = new Map<string, { status: number; headers?: Record<string, string>; body?: string }[]>();
let receiver: http.Server;
let receiverOrigin: string;

beforeAll(async () => {
  t = await createTestApp();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        path,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const queue = answers.get(path) ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? `ok ${path}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const mailer = createMailer({ db: t.db, from: 'Bloom <hello@bloom.test>' });
  jobs = await webhookWorker(t, (failures) => schedule[failures - 1] ?? null);
  await workSendEmail(jobs, { db: t.db, mailer });
  await jobs.start();
}, 120_000);

afterAll(async () => {
  await jobs.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

beforeEach(() => {
  schedule = [1, 1, 1];
});

/**
 * A journey where each stage opens after the one before: Intake (a question), Design review (a
 * milestone its deliverables' approval completes), Final sign-off (a milestone with a question)
 * and the testimonial stage.
 */
async function hookJourney(cookie: string) {
  const journey = await savedJourney(t.app, cookie, 'Hook journey', [
    stage('onboarding', 'Intake', ['goal', 'Goal']),
    stage('milestone', 'Design review'),
    stage('milestone', 'Final sign-off', ['notes', 'Notes']),
    stage('testimonial', 'Share Your Experience'),
  ]);
  const [intake, review, signoff, testimonial] = journey.steps.map((s) => s.id) as [string, string, string, string];
  return { journey, stages: { intake, review, signoff, testimonial } };
}

let endpointCount = 0;

/** A signed-up owner, and `endpoint()` to add a webhook endpoint at a new receiver path. */
async function owner() {
  const email = uniqueEmail('hooks');
  const { cookie } = await signUpOwner(t.app, email);
  const workspaceId = await workspaceOf(t.app, cookie);
  const endpoint = async (events: readonly WebhookEvent[] = WEBHOOK_EVENTS, url?: string) => {
    const path = `/hook-${++endpointCount}`;
    const secret = newWebhookSecret();
    const row = await t.db
      .insertInto('webhook_endpoints')
      .values({
        workspace_id: workspaceId,
        url: url ?? `${receiverOrigin}${path}`,
        events: [...events],
        secret_encrypted: encryptSecret(secret, TEST_SECRET),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, path, secret, got: () => received.filter((r) => r.path === path) };
  };
  return { email, cookie, workspaceId, endpoint };
}

/** The request verified with the endpoint's secret (throws when the signature is wrong), parsed. */
const verified = (request: Received, secret: string) =>
  new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: unknown };

const messagesOf = (endpointId: string) =>
  t.db.selectFrom('webhook_messages').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at').execute();

const attemptsOf = (messageId: string) =>
  t.db.selectFrom('webhook_attempts').selectAll().where('message_id', '=', messageId).orderBy('attempted_at').execute();

const endpointRow = (id: string) =>
  t.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Waits until no message of the endpoint is pending (every chain settled). */
const settled = (endpointId: string, what = 'deliveries to settle') =>
  waitFor(async () => (await messagesOf(endpointId)).every((m) => m.status !== 'pending'), what);

const outboxTo = (to: string) =>
  t.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', to).execute();

describe('webhook events', () => {
  it('each of the five events fires once per change, from the owner and the portal, signed and shaped as the API', async () => {
    const o = await owner();
    const all = await o.endpoint();
    const onlyClients = await o.endpoint(['client.created']);
    const off = await o.endpoint();
    await t.db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', off.id).execute();
    const stranger = await (await owner()).endpoint();

    const { journey, stages } = await hookJourney(o.cookie);
    // Owner path: client.created.
    const client = await createClient(t.app, o.cookie, { templateId: journey.id, clientName: 'Jordan Lee' });
    const submit = (stageId: string, answers: object) =>
      ok(callPortal(t.app, client.shareToken, 'POST', `/stages/${stageId}/submit`, { answers }));
    // Portal: a submission; its edit is no news.
    await submit(stages.intake, { goal: 'More leads' });
    await submit(stages.intake, { goal: 'Even more leads' });
    // Approving the last deliverable completes the Design review milestone.
    const links = await Promise.all(
      ['https://figma.com/file/a', 'https://docs.example.com/b'].map((url) =>
        addDeliverable(t.app, o.cookie, client.id, { type: 'link', stageId: stages.review, url, linkTitle: url }),
      ),
    );
    for (const link of links) {
      await ok(
        callPortal(t.app, client.shareToken, 'POST', `/deliverables/${link.id}/review`, { decision: 'approved' }),
      );
    }
    // A milestone with a question: a submission and the milestone.
    await submit(stages.signoff, { notes: 'All good' });
    // The last stage: a submission, the testimonial and the journey's end; then an edit, no news.
    await submit(stages.testimonial, { rating: 5, testimonial: 'Wonderful to work with.', share_permission: true });
    await submit(stages.testimonial, { rating: 4, testimonial: 'Wonderful.', share_permission: true });

    await waitFor(() => all.got().length >= 8, 'eight deliveries');
    await settled(all.id);
    await settled(onlyClients.id);
    const events = all.got().map((r) => verified(r, all.secret));
    // Deliveries run side by side: no order is promised, the count of each is.
    expect(events.map((e) => e.type).sort()).toEqual([
      'client.created',
      'journey.completed',
      'milestone.reached',
      'milestone.reached',
      'submission.created',
      'submission.created',
      'submission.created',
      'testimonial.created',
    ]);
    // Every event has its own id; each request carries the Standard Webhooks headers.
    expect(new Set(all.got().map((r) => r.headers['webhook-id'])).size).toBe(8);
    for (const r of all.got()) {
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9A-Za-z]{24}$/);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toBe('Bloom-Webhooks/1');
    }
    const ofType = (type: string) => events.filter((e) => e.type === type).map((e) => e.data);
    const stageOf = (data: unknown) => (data as { stage: { id: string } | null }).stage?.id;
    const [created] = ofType('client.created');
    const [testimonial] = ofType('testimonial.created');
    const [completed] = ofType('journey.completed');
    const submitted = ofType('submission.created').find((d) => stageOf(d) === stages.intake);
    const lastSubmission = ofType('submission.created').find((d) => stageOf(d) === stages.testimonial);
    expect(ofType('submission.created').map(stageOf).sort()).toEqual(
      [stages.intake, stages.signoff, stages.testimonial].sort(),
    );
    const reached = ofType('milestone.reached').find((d) => stageOf(d) === stages.review);
    const signedOff = ofType('milestone.reached').find((d) => stageOf(d) === stages.signoff);
    const portalUrl = `${PUBLIC_URL}/c/${client.shareToken}`;
    expect(v1ClientSchema.strict().parse(created)).toMatchObject({
      id: client.id,
      client_name: 'Jordan Lee',
      status: 'active',
      journey: { id: journey.id, name: 'Hook journey' },
      completed_stages: 0,
      total_stages: 4,
      portal_url: portalUrl,
    });
    expect(v1SubmissionSchema.strict().parse(submitted)).toMatchObject({
      client_id: client.id,
      stage: { id: stages.intake, name: 'Intake', type: 'onboarding' },
      status: 'submitted',
      answers: { goal: 'More leads' },
    });
    expect(v1MilestoneSchema.parse(reached)).toMatchObject({
      client: { id: client.id, portal_url: portalUrl },
      stage: { id: stages.review, name: 'Design review' },
    });
    expect(v1MilestoneSchema.parse(signedOff).stage).toEqual({ id: stages.signoff, name: 'Final sign-off' });
    expect(v1SubmissionSchema.parse(lastSubmission).stage?.id).toBe(stages.testimonial);
    expect(v1TestimonialSchema.strict().parse(testimonial)).toMatchObject({
      client_id: client.id,
      quote: 'Wonderful to work with.',
      rating: 5,
      publish_permission: true,
      status: 'pending',
    });
    expect(v1MilestoneSchema.parse(completed)).toMatchObject({
      client: { id: client.id, status: 'completed', completed_stages: 4 },
      stage: { id: stages.testimonial },
    });
    // The log holds the exact bytes sent (portal_url made absolute), one delivered attempt each.
    const log = await messagesOf(all.id);
    expect(log.map((m) => m.body).sort()).toEqual(
      all
        .got()
        .map((r) => r.body)
        .sort(),
    );
    expect(log.every((m) => m.status === 'delivered' && m.attempt_count === 1)).toBe(true);

    // Subscribed to client.created only; an endpoint turned off, and another workspace's, get nothing.
    expect(onlyClients.got().map((r) => verified(r, onlyClients.secret).type)).toEqual(['client.created']);
    expect(off.got()).toEqual([]);
    expect(await messagesOf(off.id)).toEqual([]);
    expect(stranger.got()).toEqual([]);
  });

  it('a change that rolls back sends nothing', async () => {
    const o = await owner();
    const ep = await o.endpoint();
    const { journey } = await hookJourney(o.cookie);
    const client = await createClient(t.app, o.cookie, { templateId: journey.id });
    await settled(ep.id);
    const before = ep.got().length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await emitClientCreated(trx, o.workspaceId, client.id)).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A second client (committed) arrives; the rolled-back event never does.
    await createClient(t.app, o.cookie, { templateId: journey.id, clientName: 'Second' });
    await waitFor(() => ep.got().length >= before + 1, 'the committed event');
    await settled(ep.id);
    expect(ep.got()).toHaveLength(before + 1);
    expect((await messagesOf(ep.id)).map((m) => m.event_type)).toEqual(['client.created', 'client.created']);
  });
});

describe('webhook delivery', () => {
  it('a receiver that is down gets every event once it is back, with the same webhook-id on each try', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    answers.set(ep.path, [
      { status: 503, body: 'down for maintenance' },
      { status: 500 },
      { status: 500 },
      { status: 200 },
    ]);
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id, clientName: 'First' });
    await createClient(t.app, o.cookie, { templateId: journey.id, clientName: 'Second' });
    await waitFor(
      async () => (await messagesOf(ep.id)).every((m) => m.status === 'delivered'),
      'both delivered',
      30_000,
    );
    const messages = await messagesOf(ep.id);
    expect(messages).toHaveLength(2);
    const tries = ep.got();
    expect(tries).toHaveLength(5);
    for (const message of messages) {
      const own = tries.filter((r) => r.headers['webhook-id'] === message.event_id);
      // Every try of a message: the same id and body, each signed for its own timestamp.
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const r of own) expect(verified(r, ep.secret).type).toBe('client.created');
      expect(new Set(own.map((r) => r.body))).toEqual(new Set([message.body]));
      const attempts = await attemptsOf(message.id);
      expect(attempts).toHaveLength(own.length);
      expect(message.attempt_count).toBe(own.length);
      expect(attempts.at(-1)).toMatchObject({ succeeded: true, status_code: 200, error: null });
      expect(attempts.slice(0, -1).every((a) => !a.succeeded && a.status_code !== null && a.status_code >= 500)).toBe(
        true,
      );
    }
    const all = (await Promise.all(messages.map((m) => attemptsOf(m.id)))).flat();
    expect(all.find((a) => a.status_code === 503)).toMatchObject({
      response_excerpt: 'down for maintenance',
      error: 'HTTP 503',
    });
    expect(all.every((a) => a.duration_ms >= 0)).toBe(true);
    // The success cleared the failing streak.
    expect((await endpointRow(ep.id)).failing_since).toBeNull();
  });

  it('a redirect is a failure and is not followed', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    answers.set(ep.path, [{ status: 302, headers: { location: `${receiverOrigin}/elsewhere` } }, { status: 200 }]);
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await settled(ep.id);
    const [message] = await messagesOf(ep.id);
    const attempts = await attemptsOf(message!.id);
    expect(attempts[0]).toMatchObject({ succeeded: false, status_code: 302 });
    expect(attempts[0]?.error).toContain('redirect not followed');
    expect(attempts[1]).toMatchObject({ succeeded: true, status_code: 200 });
    expect(received.filter((r) => r.path === '/elsewhere')).toEqual([]);
  });

  it('410 Gone turns the endpoint off at once and emails the owner', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    answers.set(ep.path, [{ status: 410 }]);
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await settled(ep.id);
    const [message] = await messagesOf(ep.id);
    expect(message?.status).toBe('failed');
    expect(await attemptsOf(message!.id)).toHaveLength(1);
    expect(await endpointRow(ep.id)).toMatchObject({ enabled: false, disabled_reason: WEBHOOK_MESSAGES.disabledGone });
    await waitFor(async () => (await outboxTo(o.email)).length > 0, "the owner's email");
    const [mail] = await outboxTo(o.email);
    expect(mail?.subject).toBe(`Your webhook to 127.0.0.1:${new URL(receiverOrigin).port} was turned off`);
    expect(mail?.text_body).toContain(WEBHOOK_MESSAGES.disabledGone);
    // Turned off: a new event is not even recorded for it.
    await createClient(t.app, o.cookie, { templateId: journey.id });
    expect(await messagesOf(ep.id)).toHaveLength(1);
  });

  it('when the retries run out the message fails, the endpoint turns off and the owner gets one email', async () => {
    schedule = [1, 1];
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    answers.set(ep.path, [{ status: 500, body: 'boom' }]);
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await settled(ep.id, 'the retries to run out');
    const [message] = await messagesOf(ep.id);
    expect(message).toMatchObject({ status: 'failed', attempt_count: 3, next_attempt_at: null });
    const attempts = await attemptsOf(message!.id);
    expect(attempts.map((a) => [a.status_code, a.succeeded, a.response_excerpt])).toEqual([
      [500, false, 'boom'],
      [500, false, 'boom'],
      [500, false, 'boom'],
    ]);
    expect(new Set(ep.got().map((r) => r.headers['webhook-id']))).toEqual(new Set([message?.event_id]));
    expect(await endpointRow(ep.id)).toMatchObject({
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.disabledExhausted,
      failing_since: expect.any(Date),
    });
    await waitFor(async () => (await outboxTo(o.email)).length > 0, "the owner's email");
    const mails = await outboxTo(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your webhook to 127\.0\.0\.1:\d+ was turned off$/);
    expect(mails[0]?.text_body).toContain(WEBHOOK_MESSAGES.disabledExhausted);
    expect(mails[0]?.text_body).toContain(`${PUBLIC_URL}/settings/integrations/webhooks`);

    // Resend after the owner fixed the receiver and turned it back on: the same event id, delivered.
    answers.set(ep.path, [{ status: 204 }]);
    await t.db
      .updateTable('webhook_endpoints')
      .set({ enabled: true, disabled_reason: null, failing_since: null })
      .where('id', '=', ep.id)
      .execute();
    await t.db.transaction().execute((trx) => queueMessageDelivery(trx, message!.id));
    await waitFor(async () => (await messagesOf(ep.id))[0]?.status === 'delivered', 'the resend');
    const last = ep.got().at(-1)!;
    expect(last.headers['webhook-id']).toBe(message?.event_id);
    expect(last.body).toBe(message?.body);
    expect(verified(last, ep.secret).type).toBe('client.created');
    expect(await attemptsOf(message!.id)).toHaveLength(4);
  });

  it('a test event is signed like the others', async () => {
    const o = await owner();
    const ep = await o.endpoint(['journey.completed']);
    const id = await t.db.transaction().execute(async (trx) => {
      const messageId = await createTestMessage(trx, ep.id);
      await queueMessageDelivery(trx, messageId);
      return messageId;
    });
    await settled(ep.id);
    const [request, ...more] = ep.got();
    expect(more).toEqual([]);
    expect(verified(request!, ep.secret)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: ep.id } });
    expect((await attemptsOf(id))[0]).toMatchObject({ succeeded: true, status_code: 200 });
  });

  it('during a rotation both secrets verify; after the old one expires only the new one', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    const fresh = newWebhookSecret();
    const rotate = (expires: Date) =>
      t.db
        .updateTable('webhook_endpoints')
        .set({
          secret_encrypted: encryptSecret(fresh, TEST_SECRET),
          previous_secret_encrypted: encryptSecret(ep.secret, TEST_SECRET),
          previous_secret_expires_at: expires,
        })
        .where('id', '=', ep.id)
        .execute();
    await rotate(new Date(Date.now() + 24 * 3600_000));
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await waitFor(() => ep.got().length === 1, 'a delivery');
    const during = ep.got()[0]!;
    expect(during.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verified(during, fresh).type).toBe('client.created');
    expect(verified(during, ep.secret).type).toBe('client.created');

    await rotate(new Date(Date.now() - 1000));
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await waitFor(() => ep.got().length === 2, 'a second delivery');
    const after = ep.got()[1]!;
    expect(verified(after, fresh).type).toBe('client.created');
    expect(() => verified(after, ep.secret)).toThrow();
  });
});

describe('a try run by hand (production rules, the 5-day rule)', () => {
  /** A pending message whose try is due now, with no job queued (the try is run by the test). */
  async function pendingMessage(workspaceId: string, endpointId: string) {
    const due = new Date();
    const row = await t.db
      .insertInto('webhook_messages')
      .values({
        endpoint_id: endpointId,
        workspace_id: workspaceId,
        event_id: 'msg_handmade000000000000000',
        event_type: 'client.created',
        body: '{"type":"client.created","timestamp":"2026-01-01T00:00:00.000Z","data":{}}',
        next_attempt_at: due,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { messageId: row.id, due: due.toISOString(), failures: 0 };
  }
  const deps = () => ({ db: t.db, appOrigin: PUBLIC_URL, secret: TEST_SECRET });
  const hookHost = (address: string) => async (host: string) => {
    expect(host).toBe('hooks.example.test');
    return [{ address, family: 4 }];
  };

  it('in production a host name resolving to 127.0.0.1 is refused, and the refusal is logged as an attempt', async () => {
    const o = await owner();
    const port = new URL(receiverOrigin).port;
    const ep = await o.endpoint(['client.created'], `https://hooks.example.test:${port}/prod`);
    const job = await pendingMessage(o.workspaceId, ep.id);
    const outcome = await runDeliveryTry(deps(), job, {
      isProduction: true,
      lookup: hookHost('127.0.0.1'),
      retryDelaySeconds: () => 3600,
    });
    expect(outcome).toBe('retrying');
    expect(received.filter((r) => r.path === '/prod')).toEqual([]);
    const [attempt, ...more] = await attemptsOf(job.messageId);
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({ succeeded: false, status_code: null });
    expect(attempt?.error).toBe('refused: hooks.example.test resolves to a loopback address (127.0.0.1)');
    const [message] = await messagesOf(ep.id);
    expect(message?.next_attempt_at?.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('in development the same name may resolve to loopback: delivered to the vetted address, Host kept', async () => {
    const o = await owner();
    const port = new URL(receiverOrigin).port;
    const ep = await o.endpoint(['client.created'], `http://hooks.example.test:${port}/dev`);
    const job = await pendingMessage(o.workspaceId, ep.id);
    expect(await runDeliveryTry(deps(), job, { isProduction: false, lookup: hookHost('127.0.0.1') })).toBe('delivered');
    const [request] = received.filter((r) => r.path === '/dev');
    expect(request?.headers.host).toBe(`hooks.example.test:${port}`);
    expect(verified(request!, ep.secret).type).toBe('client.created');
    // A stale job of the same chain finds the message settled and does nothing.
    expect(await runDeliveryTry(deps(), job, { isProduction: false, lookup: hookHost('127.0.0.1') })).toBe('skipped');
    expect(received.filter((r) => r.path === '/dev')).toHaveLength(1);
  });

  it('an endpoint failing for 5 days in a row is turned off on its next failure', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    answers.set(ep.path, [{ status: 500 }]);
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date(Date.now() - 5 * 86_400_000 - 60_000) })
      .where('id', '=', ep.id)
      .execute();
    const job = await pendingMessage(o.workspaceId, ep.id);
    expect(await runDeliveryTry(deps(), job, { isProduction: false, retryDelaySeconds: () => 3600 })).toBe('disabled');
    expect(await endpointRow(ep.id)).toMatchObject({
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.disabledFailing,
    });
    expect((await messagesOf(ep.id))[0]?.status).toBe('failed');
  });
});

describe('the delivery log', () => {
  it('keeps 30 days: older messages go with their attempts', async () => {
    const o = await owner();
    const ep = await o.endpoint(['client.created']);
    const { journey } = await hookJourney(o.cookie);
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await createClient(t.app, o.cookie, { templateId: journey.id });
    await settled(ep.id);
    const [old, recent] = await messagesOf(ep.id);
    await sql`UPDATE webhook_messages SET created_at = now() - interval '31 days' WHERE id = ${old!.id}`.execute(t.db);
    await sql`UPDATE webhook_messages SET created_at = now() - interval '29 days' WHERE id = ${recent!.id}`.execute(
      t.db,
    );
    expect(await removeOldWebhookMessages(t.db)).toBeGreaterThanOrEqual(1);
    expect((await messagesOf(ep.id)).map((m) => m.id)).toEqual([recent!.id]);
    expect(await attemptsOf(old!.id)).toEqual([]);
    expect(await attemptsOf(recent!.id)).toHaveLength(1);
  });

  it('emitting with no endpoint subscribed records nothing and builds no payload', async () => {
    const o = await owner();
    let built = false;
    const n = await t.db.transaction().execute((trx) =>
      emitWebhookEvent(trx, {
        workspaceId: o.workspaceId,
        type: 'client.created',
        data: async () => {
          built = true;
          return {};
        },
      }),
    );
    expect(n).toBe(0);
    expect(built).toBe(false);
  });
});
