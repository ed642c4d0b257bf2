import {
  API_KEY_MESSAGES,
  type apiKeyCreatedResponseSchema,
  type apiKeyListResponseSchema,
  type V1Client,
  type V1Journey,
  WEBHOOK_MESSAGES,
} from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createV1Access } from '../src/modules/integrations/v1/v1-access';
import { fails, ok } from './helpers/journeys';
import { clientWithIntake, submittedIdOf } from './helpers/submissions';
import { appOn, jsonRequest, signUpOwner } from './helpers/test-app';
import { type Owner, type StorageFileApp, useStorageApp } from './helpers/use-test-app';

type ApiKeyCreatedResponse = z.output<typeof apiKeyCreatedResponseSchema>;
type ApiKeyListResponse = z.output<typeof apiKeyListResponseSchema>;

/**
 * The public REST API (issue 22): every /api/v1 route with a read key, a write key, a revoked key,
 * another workspace's key, a malformed key and none; the rate limit; idempotency; its document.
 */
let env: StorageFileApp & Record<'owner' | 'stranger', Owner>;
useStorageApp({}, ['owner', 'stranger'], (opened) => {
  env = opened;
});
type App = ReturnType<typeof appOn>;
const keys = { read: '', write: '', revoked: '', strangerWrite: '' };
const ids = { client: '', journey: '', submission: '', pending: '', pending2: '', webhook: '' };

/** The `{ code, message }` of an error answer. */
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

const newKey = async (app: App, cookie: string, scope: 'read' | 'write', name = `${scope} key`) =>
  (await ok<ApiKeyCreatedResponse>(app.request('/api/api-keys', jsonRequest('POST', { name, scope }, { cookie })), 201))
    .secret;

const v1 = (
  app: App,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(
    `/api/v1${path}`,
    jsonRequest(method, body, { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers }),
  );

async function pendingTestimonial(projectId: string) {
  const row = await env.t.db
    .insertInto('testimonials')
    .values({ project_id: projectId, content: 'Calm and clear.', client_name: 'Jo Client', approval_status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  const { app, owner, stranger } = env;
  keys.read = await newKey(app, owner.cookie, 'read');
  keys.write = await newKey(app, owner.cookie, 'write');
  keys.revoked = await newKey(app, owner.cookie, 'write', 'to revoke');
  keys.strangerWrite = await newKey(app, stranger.cookie, 'write');
  const list = await ok<ApiKeyListResponse>(app.request('/api/api-keys', { headers: { cookie: owner.cookie } }));
  const revoked = list.keys.find((k) => k.name === 'to revoke');
  await ok(app.request(`/api/api-keys/${revoked?.id}`, jsonRequest('DELETE', undefined, { cookie: owner.cookie })));
  const portal = await clientWithIntake(app, owner.cookie);
  ids.client = portal.client.id;
  ids.submission = await submittedIdOf(env.t.db, portal.client.id);
  const journey = await env.t.db
    .selectFrom('projects')
    .select('template_id')
    .where('id', '=', portal.client.id)
    .executeTakeFirstOrThrow();
  ids.journey = journey.template_id ?? '';
  ids.pending = await pendingTestimonial(portal.client.id);
  ids.pending2 = await pendingTestimonial(portal.client.id);
});

interface V1Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  /** The write key's answer. */
  status: number;
  /** Names one of this workspace's rows: another workspace's key gets 404. */
  owned?: boolean;
}

/** Every /api/v1 route, in an order the write key can walk (create before archive, subscribe before delete). */
const ROUTES: V1Call[] = [
  { method: 'GET', path: () => '/clients', status: 200 },
  { method: 'GET', path: () => `/clients/${ids.client}`, status: 200, owned: true },
  {
    method: 'POST',
    path: () => '/clients',
    body: () => ({ project_name: 'API project', client_name: 'Api Person', journey_id: ids.journey }),
    status: 201,
  },
  {
    method: 'PATCH',
    path: () => `/clients/${ids.client}`,
    body: () => ({ client_name: 'Renamed' }),
    status: 200,
    owned: true,
  },
  { method: 'GET', path: () => '/journeys', status: 200 },
  { method: 'GET', path: () => `/journeys/${ids.journey}`, status: 200 },
  { method: 'GET', path: () => '/submissions', status: 200 },
  { method: 'GET', path: () => `/submissions?client_id=${ids.client}`, status: 200, owned: true },
  { method: 'GET', path: () => `/submissions/${ids.submission}`, status: 200, owned: true },
  { method: 'GET', path: () => '/testimonials', status: 200 },
  { method: 'GET', path: () => `/testimonials/${ids.pending}`, status: 200, owned: true },
  { method: 'POST', path: () => `/testimonials/${ids.pending}/approve`, status: 200, owned: true },
  { method: 'POST', path: () => `/testimonials/${ids.pending2}/reject`, status: 200, owned: true },
  {
    method: 'POST',
    path: () => '/webhooks',
    body: () => ({ url: 'http://127.0.0.1:9/hook', events: ['client.created'] }),
    status: 201,
  },
  { method: 'DELETE', path: () => `/webhooks/${ids.webhook}`, status: 200, owned: true },
  { method: 'POST', path: () => `/clients/${ids.client}/archive`, status: 200, owned: true },
];
const label = (r: V1Call) => `${r.method} /api/v1${r.path().replaceAll(/[0-9a-f-]{36}/g, '{id}')}`;

describe('API keys (owner routes)', () => {
  it('answers the key once, then lists only its prefix, scope and times', async () => {
    const list = await ok<ApiKeyListResponse>(
      env.app.request('/api/api-keys', { headers: { cookie: env.owner.cookie } }),
    );
    expect(list.keys.map((k) => k.name).sort()).toEqual(['read key', 'to revoke', 'write key']);
    const write = list.keys.find((k) => k.name === 'write key');
    expect(write).toMatchObject({ scope: 'write', prefix: keys.write.slice(0, 15), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(keys.write);
    expect(list.keys.find((k) => k.name === 'to revoke')?.revokedAt).not.toBeNull();
    const stored = await env.t.db.selectFrom('api_keys').select('key_hash').execute();
    expect(stored.map((s) => s.key_hash)).not.toContain(keys.write);
  });

  it("cannot revoke another workspace's key (404), and refuses bad input", async () => {
    const theirs = await ok<ApiKeyListResponse>(
      env.app.request('/api/api-keys', { headers: { cookie: env.stranger.cookie } }),
    );
    const res = await env.app.request(
      `/api/api-keys/${theirs.keys[0]?.id}`,
      jsonRequest('DELETE', undefined, { cookie: env.owner.cookie }),
    );
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(API_KEY_MESSAGES.keyNotFound);
    const bad = await env.app.request(
      '/api/api-keys',
      jsonRequest('POST', { name: ' ', scope: 'admin' }, { cookie: env.owner.cookie }),
    );
    expect(bad.status).toBe(400);
    expect((await env.app.request('/api/api-keys')).status).toBe(401);
  });

  it('stops at 20 active keys; a revoked one frees its place', async () => {
    const { app } = env;
    const fresh = await signUpOwner(app);
    for (let i = 0; i < 20; i++) await newKey(app, fresh.cookie, 'read', `k${i}`);
    const over = await app.request(
      '/api/api-keys',
      jsonRequest('POST', { name: 'one more', scope: 'read' }, { cookie: fresh.cookie }),
    );
    expect(over.status).toBe(409);
    expect((await errorOf(over)).message).toBe(API_KEY_MESSAGES.tooManyKeys);
    const list = await ok<ApiKeyListResponse>(app.request('/api/api-keys', { headers: { cookie: fresh.cookie } }));
    await ok(
      app.request(`/api/api-keys/${list.keys[0]?.id}`, jsonRequest('DELETE', undefined, { cookie: fresh.cookie })),
    );
    await newKey(app, fresh.cookie, 'read', 'after revoke');
  });
});

describe('every /api/v1 route', () => {
  it('answers 401 without a key, with a malformed one and with a revoked one', async () => {
    const app = appOn(env.t.db);
    const malformed = `${keys.write.slice(0, -1)}${keys.write.endsWith('A') ? 'B' : 'A'}`;
    for (const route of ROUTES) {
      for (const [key, message] of [
        [null, API_KEY_MESSAGES.missingKey],
        ['not-a-key', API_KEY_MESSAGES.invalidKey],
        [malformed, API_KEY_MESSAGES.invalidKey],
        [keys.revoked, API_KEY_MESSAGES.invalidKey],
      ] as const) {
        const res = await v1(app, key, route.method, route.path(), route.body?.());
        expect(res.status, `${label(route)} with ${key}`).toBe(401);
        expect(await errorOf(res)).toEqual({ code: 'AUTH_REQUIRED', message });
      }
    }
  });

  it('with a read key: every GET answers, every change is 403', async () => {
    const app = appOn(env.t.db);
    for (const route of ROUTES) {
      const res = await v1(app, keys.read, route.method, route.path(), route.body?.());
      if (route.method === 'GET') {
        expect(res.status, label(route)).toBe(200);
      } else {
        expect(res.status, label(route)).toBe(403);
        expect(await errorOf(res)).toEqual({ code: 'API_KEY_READ_ONLY', message: API_KEY_MESSAGES.readOnlyKey });
      }
    }
  });

  it("with another workspace's key: this workspace's ids are 404, its lists are empty", async () => {
    const app = appOn(env.t.db);
    ids.webhook = crypto.randomUUID();
    for (const route of ROUTES) {
      const res = await v1(app, keys.strangerWrite, route.method, route.path(), route.body?.());
      if (route.owned) expect(res.status, label(route)).toBe(404);
    }
    const clients = await ok<{ data: V1Client[] }>(v1(app, keys.strangerWrite, 'GET', '/clients'));
    expect(clients.data.map((c) => c.id)).not.toContain(ids.client);
    const testimonials = await ok<{ data: { id: string }[] }>(v1(app, keys.strangerWrite, 'GET', '/testimonials'));
    expect(testimonials.data.map((c) => c.id)).not.toContain(ids.pending);
    // Nothing of ours changed.
    const mine = await ok<V1Client>(v1(app, keys.read, 'GET', `/clients/${ids.client}`));
    expect(mine.status).toBe('active');
  });

  it('with a write key: every route works, with the v1 shapes and the RateLimit headers', async () => {
    const app = appOn(env.t.db);
    for (const route of ROUTES) {
      const res = await v1(app, keys.write, route.method, route.path(), route.body?.());
      const text = await res.text();
      expect(res.status, `${label(route)}: ${text}`).toBe(route.status);
      expect(res.headers.get('ratelimit-policy')).toBe('60;w=60');
      expect(res.headers.get('ratelimit')).toMatch(/^limit=60, remaining=\d+, reset=\d+$/);
      const body = JSON.parse(text);
      if (route.path() === '/webhooks') {
        expect(body.endpoint.source).toBe('api');
        expect(body.secret).toMatch(/^whsec_/);
        ids.webhook = body.endpoint.id;
      }
    }
    const client = await ok<V1Client>(v1(app, keys.read, 'GET', `/clients/${ids.client}`));
    expect(client).toMatchObject({ client_name: 'Renamed', status: 'archived' });
    expect(client.portal_url).toMatch(/^http:\/\/localhost:3000\/c\//);
    const moderated = await ok<{ data: { id: string; status: string }[] }>(
      v1(app, keys.read, 'GET', '/testimonials?status=approved'),
    );
    expect(moderated.data.map((t) => t.id)).toEqual([ids.pending]);
    const journey = await ok<V1Journey>(v1(app, keys.read, 'GET', `/journeys/${ids.journey}`));
    expect(journey.stages.length).toBeGreaterThan(0);
    const submission = await ok<{ client_id: string; answers: Record<string, unknown> }>(
      v1(app, keys.read, 'GET', `/submissions/${ids.submission}`),
    );
    expect(submission.client_id).toBe(ids.client);
    expect(submission.answers.brief).toBe('brief.png');
    const endpoints = await env.t.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('id', '=', ids.webhook)
      .execute();
    expect(endpoints).toEqual([]);
  });

  it('checks its input with the app rules: a bad cursor, since or journey is 400', async () => {
    const app = appOn(env.t.db);
    expect((await v1(app, keys.read, 'GET', '/clients?cursor=nope')).status).toBe(400);
    expect((await v1(app, keys.read, 'GET', '/submissions?since=yesterday')).status).toBe(400);
    // Dates PostgreSQL cannot hold, or that leave year 9999 through their offset (issue 31).
    for (const since of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9999-12-31T23:59:59-01:00']) {
      const res = await v1(app, keys.read, 'GET', `/submissions?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(400);
      expect(JSON.stringify(await res.json()), since).toContain('between 1970-01-01 and 9999-12-31');
    }
    expect((await v1(app, keys.read, 'GET', '/submissions?since=1970-01-01T00:00:00Z')).status).toBe(200);
    const res = await v1(app, keys.write, 'POST', '/clients', {
      project_name: 'X',
      client_name: 'Y',
      journey_id: 'missing',
    });
    expect(res.status).toBe(400);
    expect((await v1(app, keys.write, 'POST', '/clients', { projectName: 'camel' })).status).toBe(400);
  });

  it('pages with cursors, searches, filters by status and by time', async () => {
    const app = appOn(env.t.db);
    for (const name of ['Page One', 'Page Two', 'Page Three']) {
      await ok(
        v1(app, keys.write, 'POST', '/clients', { project_name: name, client_name: 'Pager', journey_id: ids.journey }),
        201,
      );
    }
    const first = await ok<{ data: V1Client[]; next_cursor: string | null }>(
      v1(app, keys.read, 'GET', '/clients?search=pager&limit=2'),
    );
    expect(first.data.map((c) => c.project_name)).toEqual(['Page Three', 'Page Two']);
    const second = await ok<{ data: V1Client[]; next_cursor: string | null }>(
      v1(app, keys.read, 'GET', `/clients?search=pager&limit=2&cursor=${first.next_cursor}`),
    );
    expect(second.data.map((c) => c.project_name)).toEqual(['Page One']);
    expect(second.next_cursor).toBeNull();
    const archived = await ok<{ data: V1Client[] }>(v1(app, keys.read, 'GET', '/clients?status=archived'));
    expect(archived.data.map((c) => c.id)).toEqual([ids.client]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await ok<{ data: unknown[] }>(v1(app, keys.read, 'GET', `/submissions?since=${future}`))).data).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const recent = await ok<{ data: { id: string }[] }>(
      v1(app, keys.read, 'GET', `/submissions?since=${encodeURIComponent(past)}`),
    );
    expect(recent.data.map((s) => s.id)).toEqual([ids.submission]);
  });

  it('updates last_used_at at most once a minute, with the counts it writes every second', async () => {
    const [first, second] = [createV1Access(env.t.db), createV1Access(env.t.db)];
    const app = appOn(env.t.db, { v1Access: first });
    await env.t.db.updateTable('api_keys').set({ last_used_at: null }).execute();
    const lastUsed = async () =>
      (
        await env.t.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('name', '=', 'read key')
          .executeTakeFirstOrThrow()
      ).last_used_at;
    await ok(v1(app, keys.read, 'GET', '/journeys'));
    expect(await lastUsed()).toBeNull();
    await first.flush();
    const used = await lastUsed();
    expect(used).not.toBeNull();
    await ok(v1(app, keys.read, 'GET', '/journeys'));
    // Another instance marks it too; the row keeps the first time within the minute.
    await ok(v1(appOn(env.t.db, { v1Access: second }), keys.read, 'GET', '/journeys'));
    await Promise.all([first.flush(), second.flush()]);
    expect((await lastUsed())?.getTime()).toBe(used?.getTime());
  });

  it("answers the app's 402 when the owner's subscription lapsed", async () => {
    const app = appOn(env.t.db);
    const { userId } = await env.t.db
      .selectFrom('api_keys as k')
      .innerJoin('workspaces as w', 'w.id', 'k.workspace_id')
      .select('w.user_id as userId')
      .where('k.name', '=', 'read key')
      .executeTakeFirstOrThrow();
    await env.t.db
      .updateTable('subscriptions')
      .set({ subscription_status: 'past_due' })
      .where('user_id', '=', userId)
      .execute();
    try {
      const api = await v1(app, keys.read, 'GET', '/clients');
      const owner = await app.request('/api/clients', { headers: { cookie: env.owner.cookie } });
      expect(api.status).toBe(402);
      expect(owner.status).toBe(402);
      expect(await errorOf(api)).toEqual(await errorOf(owner));
    } finally {
      await env.t.db
        .updateTable('subscriptions')
        .set({ subscription_status: 'active' })
        .where('user_id', '=', userId)
        .execute();
    }
  });

  it('is not stopped by the cross-site check: a key request carries no cookie to ride on', async () => {
    const app = appOn(env.t.db);
    const res = await v1(
      app,
      keys.write,
      'POST',
      '/clients',
      { project_name: 'From Zapier', client_name: 'Z', journey_id: ids.journey },
      {
        origin: 'https://zapier.com',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(res.status).toBe(201);
  });
});

describe('limits', () => {
  it('allows 60 requests a minute per key; the 61st is 429 with Retry-After', async () => {
    const app = appOn(env.t.db);
    // A key of its own: the count is shared with every app the other tests made on this database.
    const key = await newKey(app, env.owner.cookie, 'read', 'limited');
    for (let i = 1; i <= 60; i++) {
      const res = await v1(app, key, 'GET', '/journeys');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^limit=60, remaining=${60 - i}, reset=\\d+$`));
    }
    const refused = await v1(app, key, 'GET', '/journeys');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit')).toMatch(/^limit=60, remaining=0, reset=\d+$/);
    expect(await errorOf(refused)).toEqual({ code: 'TOO_MANY_REQUESTS', message: API_KEY_MESSAGES.rateLimited });
    // Another key is counted apart.
    expect((await v1(app, keys.write, 'GET', '/journeys')).status).toBe(200);
  });

  it('replays a POST with the same Idempotency-Key, and refuses the key with another body (422)', async () => {
    const app = appOn(env.t.db);
    const body = { project_name: 'Once only', client_name: 'Idem', journey_id: ids.journey };
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await v1(app, keys.write, 'POST', '/clients', body, headers);
    expect(first.status).toBe(201);
    const created = (await first.json()) as V1Client;
    const again = await v1(app, keys.write, 'POST', '/clients', body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as V1Client).id).toBe(created.id);
    const other = await v1(app, keys.write, 'POST', '/clients', { ...body, client_name: 'Other' }, headers);
    expect(other.status).toBe(422);
    expect((await errorOf(other)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const named = await env.t.db.selectFrom('projects').select('id').where('name', '=', 'Once only').execute();
    expect(named).toHaveLength(1);
    // The same key from another workspace's API key is theirs alone: not a replay of ours (and our
    // journey is not theirs to use).
    const strangers = await v1(app, keys.strangerWrite, 'POST', '/clients', body, headers);
    expect(strangers.headers.get('idempotent-replayed')).toBeNull();
    expect(strangers.status).toBe(400);
  });
});

describe('POST /api/v1/webhooks in production', () => {
  it('refuses with 400 an IPv6 form that carries an internal IPv4 address (issue 31), and saves nothing', async () => {
    const app = appOn(env.t.db, { isProduction: true });
    const urls = [
      'https://[::127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[64:ff9b::169.254.169.254]/',
      'https://[2002:a00:1::]/',
      'https://[fd00::1]/',
      'https://0x7f.1/',
    ];
    for (const url of urls) {
      await fails(
        v1(app, keys.write, 'POST', '/webhooks', { url, events: ['client.created'] }),
        400,
        WEBHOOK_MESSAGES.urlPrivateAddress,
      );
    }
    const saved = await env.t.db.selectFrom('webhook_endpoints').select('url').where('url', 'in', urls).execute();
    expect(saved).toEqual([]);
  });
});
