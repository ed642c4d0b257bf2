import {
  MAX_WEBHOOK_ENDPOINTS,
  TEST_WEBHOOK_EVENT,
  WEBHOOK_MESSAGES,
  type WebhookEndpointDto,
  type WebhookMessageDto,
  type WebhookMessageEvent,
  type WebhookMessageStatus,
} from '@bloom/core';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { activeEncryptedSecrets, signWebhook } from '../src/modules/integrations/webhooks/sign';
import { decryptSecret } from '../src/modules/integrations/webhooks/webhook-secret';
import { callClients, createClient } from './helpers/clients';
import { fails, ok, workspaceOf } from './helpers/journeys';
import { callApi } from './helpers/publishing';
import { appOn, jsonRequest, signUpOwner, TEST_SECRET, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** The owner's webhook endpoints (issue 22): CRUD, URL rules, the secret, rotation, test/resend, the log, scope. */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

type Created = { endpoint: WebhookEndpointDto; secret: string };
const call = (method: string, path: string, body?: unknown, cookie = owner.cookie) =>
  callApi(app, cookie, method, path, body);
const MISSING = '00000000-0000-4000-8000-0000000000bb';
const INPUT = { url: 'https://hooks.example.com/bloom', description: 'Zapier', events: ['client.created'] };

const create = async (input: object = INPUT, cookie = owner.cookie) =>
  ok<Created>(call('POST', '/webhooks', input, cookie), 201);
const remove = (id: string, cookie = owner.cookie) => ok(call('DELETE', `/webhooks/${id}`, undefined, cookie));

const endpointRow = (id: string) =>
  t.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const deliveryJobs = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'webhook-delivery'`.execute(t.db))
      .rows[0]?.n,
  );

/**
 * A message with attempts straight in the tables: the delivery worker has its own tests. Its
 * body's `data` tells the messages apart unless given.
 */
async function seedMessage(
  endpointId: string,
  eventType: WebhookMessageEvent,
  status: WebhookMessageStatus,
  createdSecondsAgo: number,
  attempts: { statusCode: number | null; succeeded: boolean; response?: string; error?: string }[] = [],
  data: object = { n: createdSecondsAgo },
) {
  const endpoint = await endpointRow(endpointId);
  const message = await t.db
    .insertInto('webhook_messages')
    .values({
      endpoint_id: endpointId,
      workspace_id: endpoint.workspace_id,
      event_id: `msg_${crypto.randomUUID()}`,
      event_type: eventType,
      body: JSON.stringify({ type: eventType, timestamp: new Date().toISOString(), data }),
      status,
      attempt_count: attempts.length,
      created_at: new Date(Date.now() - createdSecondsAgo * 1000),
    })
    .returning(['id', 'event_id'])
    .executeTakeFirstOrThrow();
  for (const [i, a] of attempts.entries()) {
    await t.db
      .insertInto('webhook_attempts')
      .values({
        message_id: message.id,
        attempted_at: new Date(Date.now() - createdSecondsAgo * 1000 + (i + 1) * 1000),
        status_code: a.statusCode,
        duration_ms: 40 + i,
        succeeded: a.succeeded,
        response_excerpt: a.response ?? '',
        error: a.error ?? null,
      })
      .execute();
  }
  return message;
}

describe('webhook endpoints', () => {
  it('creates, lists, reads, changes and deletes an endpoint', async () => {
    const { endpoint, secret } = await create({ ...INPUT, events: ['client.created', 'journey.completed'] });
    expect(endpoint).toMatchObject({
      url: INPUT.url,
      description: 'Zapier',
      events: ['client.created', 'journey.completed'],
      enabled: true,
      source: 'settings',
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const second = (await create({ url: 'http://localhost:4000/in', events: ['testimonial.created'] })).endpoint;
    expect(second.description).toBe('');

    const listed = await ok<{ endpoints: WebhookEndpointDto[] }>(call('GET', '/webhooks'));
    expect(listed.endpoints.map((e) => e.id)).toEqual([endpoint.id, second.id]);
    expect(await ok(call('GET', `/webhooks/${endpoint.id}`))).toEqual({ endpoint });

    const changed = await ok<{ endpoint: WebhookEndpointDto }>(
      call('PATCH', `/webhooks/${endpoint.id}`, {
        url: 'https://hooks.example.com/v2',
        description: 'Make',
        events: ['milestone.reached', 'milestone.reached'],
        enabled: false,
      }),
    );
    expect(changed.endpoint).toMatchObject({
      id: endpoint.id,
      url: 'https://hooks.example.com/v2',
      description: 'Make',
      events: ['milestone.reached'],
      enabled: false,
      disabledReason: null,
    });
    // Nothing sent changes nothing.
    expect(await ok(call('PATCH', `/webhooks/${endpoint.id}`, {}))).toEqual(changed);

    expect(await remove(endpoint.id)).toEqual({ ok: true });
    await fails(call('GET', `/webhooks/${endpoint.id}`), 404, WEBHOOK_MESSAGES.endpointNotFound);
    await fails(call('DELETE', `/webhooks/${endpoint.id}`), 404, WEBHOOK_MESSAGES.endpointNotFound);
    expect((await ok<{ endpoints: WebhookEndpointDto[] }>(call('GET', '/webhooks'))).endpoints).toEqual([second]);
    await remove(second.id);
  });

  it('refuses invalid input with the form’s messages and saves nothing', async () => {
    const M = WEBHOOK_MESSAGES;
    const cases: [unknown, string][] = [
      [{ ...INPUT, url: '  ' }, M.urlRequired],
      [{ ...INPUT, url: 'hooks.example.com/x' }, M.urlInvalid],
      [{ ...INPUT, url: `https://example.com/${'a'.repeat(2000)}` }, M.urlTooLong],
      [{ ...INPUT, url: 'https://user:pw@example.com/' }, M.urlCredentials],
      [{ ...INPUT, url: 'http://example.com/hook' }, M.urlNotHttps],
      [{ ...INPUT, url: 'http://10.0.0.1/hook' }, M.urlNotHttps],
      [{ ...INPUT, description: 'x'.repeat(201) }, M.descriptionTooLong],
      [{ ...INPUT, events: [] }, M.eventsRequired],
      [{ ...INPUT, events: ['client.deleted'] }, M.invalidEvent],
      [{ url: INPUT.url }, M.eventsRequired],
    ];
    for (const [body, message] of cases) await fails(call('POST', '/webhooks', body), 400, message);
    const { endpoint } = await create();
    await fails(call('PATCH', `/webhooks/${endpoint.id}`, { url: 'http://example.com/' }), 400, M.urlNotHttps);
    await fails(call('PATCH', `/webhooks/${endpoint.id}`, { events: ['nope'] }), 400, M.invalidEvent);
    expect((await ok<{ endpoints: WebhookEndpointDto[] }>(call('GET', '/webhooks'))).endpoints).toEqual([endpoint]);
    await remove(endpoint.id);
  });

  it('takes http:// only to this machine in development, and https:// only to public addresses in production', async () => {
    for (const url of ['http://localhost:4000/in', 'http://127.0.0.1:9999/', 'http://[::1]:8080/hook']) {
      const { endpoint } = await create({ ...INPUT, url });
      expect(endpoint.url).toBe(url);
      await remove(endpoint.id);
    }
    const prod = appOn(t.db, { isProduction: true });
    const prodOwner = await signUpOwner(prod);
    const post = (url: string) => callApi(prod, prodOwner.cookie, 'POST', '/webhooks', { ...INPUT, url });
    await fails(post('http://localhost:4000/in'), 400, WEBHOOK_MESSAGES.urlNotHttps);
    await fails(post('http://hooks.example.com/in'), 400, WEBHOOK_MESSAGES.urlNotHttps);
    for (const url of [
      'https://127.0.0.1/',
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      'https://[::ffff:127.0.0.1]/',
    ]) {
      await fails(post(url), 400, WEBHOOK_MESSAGES.urlPrivateAddress);
    }
    const { endpoint } = await ok<Created>(post('https://hooks.example.com/in'), 201);
    await fails(
      callApi(prod, prodOwner.cookie, 'PATCH', `/webhooks/${endpoint.id}`, { url: 'http://localhost/' }),
      400,
      WEBHOOK_MESSAGES.urlNotHttps,
    );
  });

  it('refuses in production every IPv6 form that carries an internal IPv4 address (issue 31), creating and changing', async () => {
    const prod = appOn(t.db, { isProduction: true });
    const prodOwner = await signUpOwner(prod);
    const post = (url: string) => callApi(prod, prodOwner.cookie, 'POST', '/webhooks', { ...INPUT, url });
    const refusedUrls = [
      'https://[::127.0.0.1]/',
      'https://[::7f00:1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[64:ff9b:1::a00:1]/',
      'https://[2002:a9fe:a9fe::1]/',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'https://[fec0::1]/',
      'https://[::]/',
      'https://2130706433/',
      'https://api.localhost/',
    ];
    for (const url of refusedUrls) await fails(post(url), 400, WEBHOOK_MESSAGES.urlPrivateAddress);
    const saved = await t.db.selectFrom('webhook_endpoints').select('url').where('url', 'in', refusedUrls).execute();
    expect(saved).toEqual([]);
    // A public address behind a 6to4 or NAT64 prefix is still a public address.
    const { endpoint } = await ok<Created>(post('https://[64:ff9b::93.184.216.34]/in'), 201);
    await ok<Created>(post('https://[2002:5db8:d822::1]/in'), 201);
    await fails(
      callApi(prod, prodOwner.cookie, 'PATCH', `/webhooks/${endpoint.id}`, { url: 'https://[::127.0.0.1]/' }),
      400,
      WEBHOOK_MESSAGES.urlPrivateAddress,
    );
    expect((await endpointRow(endpoint.id)).url).toBe('https://[64:ff9b::93.184.216.34]/in');
  });

  it(`refuses an endpoint past ${MAX_WEBHOOK_ENDPOINTS} per workspace`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++) ids.push((await create()).endpoint.id);
    await fails(call('POST', '/webhooks', INPUT), 409, WEBHOOK_MESSAGES.tooManyEndpoints);
    // Another workspace has its own ten.
    const other = await create(INPUT, stranger.cookie);
    await remove(other.endpoint.id, stranger.cookie);
    await remove(ids[0] as string);
    ids.push((await create()).endpoint.id);
    for (const id of ids.slice(1)) await remove(id);
  });
});

describe('the signing secret', () => {
  it('is answered once, never read back, and kept only as ciphertext', async () => {
    const { endpoint, secret } = await create();
    const read = await (await call('GET', `/webhooks/${endpoint.id}`)).text();
    const list = await (await call('GET', '/webhooks')).text();
    const patched = await (await call('PATCH', `/webhooks/${endpoint.id}`, { description: 'x' })).text();
    for (const text of [read, list, patched]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('whsec_');
    }
    const row = await endpointRow(endpoint.id);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));
    expect(decryptSecret(row.secret_encrypted, TEST_SECRET)).toBe(secret);
    await remove(endpoint.id);
  });

  it('rotates: a new secret once, the old one still signing beside it for 24 hours', async () => {
    const { endpoint, secret: oldSecret } = await create();
    const before = Date.now();
    const rotated = await ok<Created>(call('POST', `/webhooks/${endpoint.id}/rotate-secret`));
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(oldSecret);
    const until = Date.parse(rotated.endpoint.previousSecretExpiresAt ?? '');
    expect(until - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(until - before).toBeLessThan(24 * 3600_000 + 60_000);
    expect(await ok(call('GET', `/webhooks/${endpoint.id}`))).toEqual({ endpoint: rotated.endpoint });

    // What a delivery signs with now: both secrets, so a receiver holding either verifies.
    const body = JSON.stringify({ type: TEST_WEBHOOK_EVENT, timestamp: new Date().toISOString(), data: {} });
    const signedNow = async (at: Date) => {
      const row = await endpointRow(endpoint.id);
      const secrets = activeEncryptedSecrets(row, at).map((s) => decryptSecret(s, TEST_SECRET));
      const timestamp = Math.floor(Date.now() / 1000);
      const id = 'msg_rotation';
      return {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook({ id, timestamp, body, secrets }),
      };
    };
    const during = await signedNow(new Date());
    expect(() => new Webhook(oldSecret).verify(body, during)).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(body, during)).not.toThrow();

    const after = await signedNow(new Date(before + 24 * 3600_000 + 120_000));
    expect(() => new Webhook(rotated.secret).verify(body, after)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(body, after)).toThrow();
    await remove(endpoint.id);
  });
});

describe('turning an endpoint back on', () => {
  it('clears why deliveries turned it off and its failing streak', async () => {
    const { endpoint } = await create();
    await t.db
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: WEBHOOK_MESSAGES.disabledGone, failing_since: new Date() })
      .where('id', '=', endpoint.id)
      .execute();
    const off = await ok<{ endpoint: WebhookEndpointDto }>(call('GET', `/webhooks/${endpoint.id}`));
    expect(off.endpoint).toMatchObject({ enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledGone });
    const on = await ok<{ endpoint: WebhookEndpointDto }>(call('PATCH', `/webhooks/${endpoint.id}`, { enabled: true }));
    expect(on.endpoint).toMatchObject({ enabled: true, disabledReason: null });
    const row = await endpointRow(endpoint.id);
    expect(row).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    await remove(endpoint.id);
  });
});

describe('test events, resending and the delivery log', () => {
  it('sends a test event: a pending webhook.test message with a queued delivery', async () => {
    const { endpoint } = await create();
    const jobs = await deliveryJobs();
    const { message } = await ok<{ message: WebhookMessageDto }>(call('POST', `/webhooks/${endpoint.id}/test`), 201);
    expect(message).toMatchObject({ eventType: TEST_WEBHOOK_EVENT, status: 'pending', attempts: [] });
    expect(JSON.parse(message.body)).toMatchObject({ type: TEST_WEBHOOK_EVENT });
    expect(await deliveryJobs()).toBe(jobs + 1);
    const log = await ok<{ messages: WebhookMessageDto[] }>(call('GET', `/webhooks/${endpoint.id}/messages`));
    expect(log.messages).toEqual([message]);
    await remove(endpoint.id);
  });

  it('resends a message with its same event id, its attempts kept', async () => {
    const { endpoint } = await create();
    const seeded = await seedMessage(endpoint.id, 'client.created', 'failed', 60, [
      { statusCode: 500, succeeded: false, response: 'Internal error' },
    ]);
    const jobs = await deliveryJobs();
    const { message } = await ok<{ message: WebhookMessageDto }>(
      call('POST', `/webhooks/${endpoint.id}/messages/${seeded.id}/resend`),
    );
    expect(message.id).toBe(seeded.id);
    expect(message.eventId).toBe(seeded.event_id);
    expect(message.attempts).toHaveLength(1);
    expect(await deliveryJobs()).toBe(jobs + 1);
    const rows = await t.db
      .selectFrom('webhook_messages')
      .select('event_id')
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    expect(rows).toEqual([{ event_id: seeded.event_id }]);
    await remove(endpoint.id);
  });

  it('lists the log newest first with every attempt, filtered by event type and outcome, 50 a page', async () => {
    const { endpoint } = await create();
    const failed = await seedMessage(endpoint.id, 'submission.created', 'failed', 30, [
      { statusCode: null, succeeded: false, error: 'Connection refused' },
      { statusCode: 410, succeeded: false, response: 'Gone' },
    ]);
    const delivered = await seedMessage(endpoint.id, 'client.created', 'delivered', 20, [
      { statusCode: 200, succeeded: true, response: '{"ok":true}' },
    ]);
    const pending = await seedMessage(endpoint.id, 'client.created', 'pending', 10);
    const page = (query = '') =>
      ok<{ messages: WebhookMessageDto[]; nextCursor: string | null }>(
        call('GET', `/webhooks/${endpoint.id}/messages${query}`),
      );

    const all = await page();
    expect(all.messages.map((m) => m.id)).toEqual([pending.id, delivered.id, failed.id]);
    expect(all.nextCursor).toBeNull();
    const failedDto = all.messages[2] as WebhookMessageDto;
    expect(failedDto.attempts).toEqual([
      expect.objectContaining({
        statusCode: null,
        succeeded: false,
        response: '',
        error: 'Connection refused',
        durationMs: 40,
      }),
      expect.objectContaining({ statusCode: 410, succeeded: false, response: 'Gone', error: null, durationMs: 41 }),
    ]);
    expect(Date.parse(failedDto.attempts[0]?.at ?? '')).toBeLessThan(Date.parse(failedDto.attempts[1]?.at ?? ''));
    expect(JSON.parse(failedDto.body)).toMatchObject({ type: 'submission.created' });

    expect((await page('?eventType=client.created')).messages.map((m) => m.id)).toEqual([pending.id, delivered.id]);
    expect((await page('?outcome=failed')).messages.map((m) => m.id)).toEqual([failed.id]);
    expect((await page('?eventType=client.created&outcome=delivered')).messages.map((m) => m.id)).toEqual([
      delivered.id,
    ]);
    expect((await page('?eventType=&outcome=')).messages).toHaveLength(3);
    expect((await page('?eventType=journey.completed')).messages).toEqual([]);
    await fails(call('GET', `/webhooks/${endpoint.id}/messages?eventType=nope`), 400, WEBHOOK_MESSAGES.invalidEvent);
    await fails(call('GET', `/webhooks/${endpoint.id}/messages?cursor=garbage`), 400, 'Invalid page cursor');

    for (let i = 0; i < 50; i++) await seedMessage(endpoint.id, 'milestone.reached', 'delivered', 100 + i);
    const first = await page();
    expect(first.messages).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.messages).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const seen = new Set([...first.messages, ...second.messages].map((m) => m.id));
    expect(seen.size).toBe(53);
    await remove(endpoint.id);
  });
});

describe('what each logged event is about (issue 31)', () => {
  /** A message whose body carries `data` shaped as the public API's resource. */
  const seedEvent = (endpointId: string, eventType: WebhookMessageEvent, data: object) =>
    seedMessage(endpointId, eventType, 'delivered', 0, [], data);

  it('names the client by its current name, or the item, on the log and on a test event or resend', async () => {
    const { endpoint } = await create({
      ...INPUT,
      events: ['client.created', 'submission.created', 'testimonial.created', 'milestone.reached'],
    });
    // client.created through the real path: the client's creation emits it.
    const client = await createClient(app, owner.cookie, { clientName: 'Ada Lovelace' });
    const ref = { id: client.id, client_name: 'Ada Lovelace' };
    const submission = await seedEvent(endpoint.id, 'submission.created', {
      client_id: client.id,
      stage: { id: MISSING, name: 'Intake', type: 'onboarding' },
    });
    const testimonial = await seedEvent(endpoint.id, 'testimonial.created', { client_id: client.id, name: 'Ada L.' });
    const milestone = await seedEvent(endpoint.id, 'milestone.reached', {
      client: ref,
      stage: { name: 'Design review' },
    });
    const orphan = await seedEvent(endpoint.id, 'submission.created', { client_id: MISSING, stage: null });
    const aboutById = async () =>
      new Map(
        (await ok<{ messages: WebhookMessageDto[] }>(call('GET', `/webhooks/${endpoint.id}/messages`))).messages.map(
          (m) => [m.id, [m.eventType, m.about]],
        ),
      );
    const log = await aboutById();
    expect([...log.values()]).toContainEqual(['client.created', 'Client: Ada Lovelace']);
    expect(log.get(submission.id)).toEqual(['submission.created', 'Intake from Ada Lovelace']);
    expect(log.get(testimonial.id)).toEqual(['testimonial.created', 'Testimonial from Ada L.']);
    expect(log.get(milestone.id)).toEqual(['milestone.reached', 'Design review for Ada Lovelace']);
    expect(log.get(orphan.id)).toEqual(['submission.created', 'Submission from a removed client']);

    // Renamed: the log says who the client is now.
    await ok(callClients(app, owner.cookie, 'PATCH', `/${client.id}`, { clientName: 'Ada King' }));
    const renamed = await aboutById();
    expect([...renamed.values()]).toContainEqual(['client.created', 'Client: Ada King']);
    expect(renamed.get(milestone.id)).toEqual(['milestone.reached', 'Design review for Ada King']);

    // A test event is about nothing but the endpoint; a resend answers the message with its subject.
    const test = await ok<{ message: WebhookMessageDto }>(call('POST', `/webhooks/${endpoint.id}/test`), 201);
    expect(test.message.about).toBeNull();
    const resent = await ok<{ message: WebhookMessageDto }>(
      call('POST', `/webhooks/${endpoint.id}/messages/${submission.id}/resend`),
    );
    expect(resent.message.about).toBe('Intake from Ada King');
    await remove(endpoint.id);
  });
});

describe('scope', () => {
  it('answers 404 for another workspace’s endpoint and message on every route, and changes nothing', async () => {
    const { endpoint } = await create(INPUT, stranger.cookie);
    const message = await seedMessage(endpoint.id, 'client.created', 'failed', 5, [
      { statusCode: 500, succeeded: false },
    ]);
    const rowBefore = await endpointRow(endpoint.id);
    const jobs = await deliveryJobs();
    const E = WEBHOOK_MESSAGES.endpointNotFound;
    for (const id of [endpoint.id, MISSING, 'not-a-uuid']) {
      await fails(call('GET', `/webhooks/${id}`), 404, E);
      await fails(call('PATCH', `/webhooks/${id}`, { enabled: false, url: 'https://evil.example.com/' }), 404, E);
      await fails(call('DELETE', `/webhooks/${id}`), 404, E);
      await fails(call('POST', `/webhooks/${id}/rotate-secret`), 404, E);
      await fails(call('POST', `/webhooks/${id}/test`), 404, E);
      await fails(call('GET', `/webhooks/${id}/messages`), 404, E);
      await fails(call('POST', `/webhooks/${id}/messages/${message.id}/resend`), 404, E);
    }
    // The owner's own endpoint with the stranger's message id: the message is not found.
    const mine = (await create()).endpoint;
    await fails(
      call('POST', `/webhooks/${mine.id}/messages/${message.id}/resend`),
      404,
      WEBHOOK_MESSAGES.messageNotFound,
    );
    await fails(call('POST', `/webhooks/${mine.id}/messages/${MISSING}/resend`), 404, WEBHOOK_MESSAGES.messageNotFound);
    await fails(call('POST', `/webhooks/${mine.id}/messages/x/resend`), 404, WEBHOOK_MESSAGES.messageNotFound);

    expect(await endpointRow(endpoint.id)).toEqual(rowBefore);
    expect(await deliveryJobs()).toBe(jobs);
    const theirs = await ok<{ endpoints: WebhookEndpointDto[] }>(call('GET', '/webhooks', undefined, stranger.cookie));
    expect(theirs.endpoints.map((e) => e.id)).toEqual([endpoint.id]);
    const ownList = await ok<{ endpoints: WebhookEndpointDto[] }>(call('GET', '/webhooks'));
    expect(ownList.endpoints.map((e) => e.id)).toEqual([mine.id]);
    await remove(mine.id);
    await remove(endpoint.id, stranger.cookie);
  });

  it('answers 401 on every route without a session', async () => {
    const { endpoint } = await create();
    const routes: [string, string, unknown?][] = [
      ['GET', '/webhooks'],
      ['POST', '/webhooks', INPUT],
      ['GET', `/webhooks/${endpoint.id}`],
      ['PATCH', `/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${endpoint.id}`],
      ['POST', `/webhooks/${endpoint.id}/rotate-secret`],
      ['POST', `/webhooks/${endpoint.id}/test`],
      ['GET', `/webhooks/${endpoint.id}/messages`],
      ['POST', `/webhooks/${endpoint.id}/messages/${MISSING}/resend`],
    ];
    for (const [method, path, body] of routes) {
      const res = await app.request(`/api${path}`, jsonRequest(method, body));
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await ok<{ endpoint: WebhookEndpointDto }>(call('GET', `/webhooks/${endpoint.id}`))).endpoint).toEqual(
      endpoint,
    );
    expect(await workspaceOf(app, owner.cookie)).toBe((await endpointRow(endpoint.id)).workspace_id);
    await remove(endpoint.id);
  });
});
