import { API_KEY_MESSAGES, type apiKeyCreatedResponseSchema, ERROR_CODES } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiKeyChecksum } from '../src/modules/integrations/api-keys/api-key-format';
import { API_RATE_LIMIT } from '../src/modules/integrations/v1/key-rate-limit';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../src/platform/http/json-depth';
import { edgeInstant, pathValue } from './fuzz/arbitraries';
import { type JsonShape, placedInside, shapedJson } from './fuzz/json-shapes';
import { documentOf, type Endpoint, emptyFixtures, endpointsFromDocument } from './fuzz/openapi-endpoints';
import { expectStorable, walkBody } from './fuzz/walk-requests';
import { ok } from './helpers/journeys';
import { diskFixture, type StorageFixture } from './helpers/storage';
import { clientWithIntake, submittedIdOf } from './helpers/submissions';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * The public REST API (/api/v1, issue 22) under the same property as the owner API
 * (no-server-errors.test.ts): whatever an integration sends (wrong types, huge strings, NUL, lone
 * surrogates, deep JSON, foreign, malformed or replayed ids and Idempotency-Keys), the answer is a
 * 4xx with a message, never a 5xx. Its endpoints come from its own document (/api/v1/openapi.json)
 * through the owner walk's reader and generators, so a v1 route is fuzzed the day it is declared.
 * The actor is a read-and-write key; another workspace's ids never answer 2xx; without a valid key
 * (none, malformed, well-formed but unknown, revoked) every route answers 401.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SHAPE_RUNS = Number(process.env.FUZZ_SHAPE_RUNS ?? 30);
/** The per-key limit (60/min) scaled past this file's ~1,500 requests of one key, as RATE_LIMIT_SCALE does. */
const RATE_LIMIT_SCALE = 100;

type ApiKeyCreated = z.output<typeof apiKeyCreatedResponseSchema>;

const files: StorageFixture = await diskFixture();
const t: TestApp = await createTestApp();
const app = appOn(t.db, { storage: files.storage, rateLimitScale: RATE_LIMIT_SCALE });
// Read before the tests are collected: the document decides which tests there are.
const doc = await documentOf(app, '/api/v1/openapi.json');

const fixtures = emptyFixtures();
/** Rows of the other workspace: the write key must never get a 2xx on them. */
const foreignIds = new Set<string>();
/** Real `next_cursor`s of both workspaces, beside the walker's garbage. */
const cursors: string[] = [];
const keys = { write: '', revoked: '' };
const NOTHING = '00000000-0000-4000-8000-0000000000';

const newKey = async (cookie: string, name: string) =>
  (
    await ok<ApiKeyCreated>(
      app.request('/api/api-keys', jsonRequest('POST', { name, scope: 'write' }, { cookie })),
      201,
    )
  ).secret;

const v1 = (key: string, path: string, method = 'GET', body?: unknown) =>
  app.request(`/api/v1${path}`, jsonRequest(method, body, { authorization: `Bearer ${key}` }));

beforeAll(async () => {
  const owner = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  for (const [cookie, mine] of [
    [owner.cookie, true],
    [stranger.cookie, false],
  ] as const) {
    const key = await newKey(cookie, 'Fuzz');
    if (mine) keys.write = key;
    // A client on a journey with a submitted Intake, a second client, two testimonials, a webhook endpoint.
    const portal = await clientWithIntake(app, cookie);
    const second = await v1(key, '/clients', 'POST', {
      project_name: 'Second',
      client_name: 'Sam',
      journey_id: portal.journey.id,
    });
    const { id: secondId } = await ok<{ id: string }>(second, 201);
    const submissionId = await submittedIdOf(t.db, portal.client.id);
    const testimonials = await t.db
      .insertInto('testimonials')
      .values(
        ['Calm and clear.', 'Would hire again.'].map((content) => ({
          project_id: portal.client.id,
          content,
          client_name: 'Jo',
          approval_status: 'pending' as const,
        })),
      )
      .returning('id')
      .execute();
    const {
      endpoint: { id: webhookId },
    } = await ok<{ endpoint: { id: string } }>(
      v1(key, '/webhooks', 'POST', { url: 'https://hooks.example.com/in', events: ['client.created'] }),
      201,
    );
    const rows = {
      journeyIds: [portal.journey.id],
      stageIds: Object.values(portal.stages),
      clientIds: [portal.client.id, secondId],
      submissionIds: [submissionId],
      testimonialIds: testimonials.map((r) => r.id),
      webhookEndpointIds: [webhookId],
    };
    for (const [list, values] of Object.entries(rows)) {
      fixtures[list as keyof typeof rows].push(...values);
      if (!mine) for (const id of values) foreignIds.add(id);
    }
    for (const path of ['/clients?limit=1', '/testimonials?limit=1']) {
      const page = await ok<{ next_cursor: string | null }>(v1(key, path));
      if (page.next_cursor) cursors.push(page.next_cursor);
    }
  }
  // Ids that name nothing, the built-in journeys, and a key revoked at once.
  fixtures.journeyIds.push('builtin-legal', 'builtin-web-design');
  fixtures.clientIds.push(`${NOTHING}01`);
  fixtures.submissionIds.push(`${NOTHING}02`);
  fixtures.testimonialIds.push(`${NOTHING}03`);
  fixtures.webhookEndpointIds.push(`${NOTHING}05`);
  keys.revoked = await newKey(owner.cookie, 'Revoked');
  const { keys: listed } = await ok<{ keys: { id: string; name: string }[] }>(
    app.request('/api/api-keys', { headers: { cookie: owner.cookie } }),
  );
  const revoked = listed.find((k) => k.name === 'Revoked')?.id;
  await ok(app.request(`/api/api-keys/${revoked}`, jsonRequest('DELETE', undefined, { cookie: owner.cookie })));
  expect(cursors.length).toBe(4);
}, 120_000);
afterAll(async () => {
  await t.close();
  await files.close();
});

/**
 * The walker's endpoints of the v1 document, with v1's own query values where they carry meaning:
 * real cursors (both workspaces') and ISO times beside the walker's ids and garbage.
 */
function v1Endpoints(): Endpoint[] {
  return endpointsFromDocument(doc, fixtures).map((e) => {
    const params = { ...e.params };
    const knownParams = { ...e.knownParams };
    if (params.cursor) params.cursor = knownParams.cursor = fc.oneof(pathValue(cursors), pathValue(['a', '1']));
    if (params.since) {
      params.since = knownParams.since = fc.oneof(
        pathValue(['2026-01-01T00:00:00Z', '1970-01-01T00:00:00+14:00', '2026-13-45T99:00:00Z']),
        edgeInstant.map(encodeURIComponent),
      );
    }
    return { ...e, params, knownParams };
  });
}

/** A header value the fetch API accepts (no NUL, CR or LF; Latin-1 only), otherwise anything. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 1, max: 0xff })
      .filter((c) => c !== 0x0a && c !== 0x0d)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** An Idempotency-Key on POSTs: none, one reused across runs (same key, other body: 422), fresh, or garbage. */
const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('retry-1', 'retry-2') },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: headerText(300) },
);

const HUGE_OBJECT = JSON.stringify({ url: 'x'.repeat(100_000), events: Array.from({ length: 2000 }, (_, i) => i) });

interface Sent {
  url: string;
  body: string | undefined;
  idempotencyKey?: string | undefined;
}

const fillPath = (e: Endpoint, values: string[], from: Record<string, unknown> | undefined) =>
  Object.keys(from ?? {}).reduce(
    (url, name, i) => url.replace(new RegExp(`:${name}(?![\\w])`), values[i] ?? ''),
    e.path,
  );

/** One request of the endpoint, as the owner walk builds it, plus an Idempotency-Key on POSTs. */
const request = (e: Endpoint): fc.Arbitrary<Sent> => {
  const params = fc.tuple(...Object.values(e.params ?? {}));
  const payload = walkBody(e, HUGE_OBJECT);
  const idem = e.method === 'POST' ? idempotencyKey : fc.constant(undefined);
  return fc.tuple(params, payload, idem).map(([values, body, idempotencyKey]) => ({
    url: fillPath(e, values, e.params),
    body,
    idempotencyKey,
  }));
};

let requests = 0;
function send(e: Endpoint, { url, body, idempotencyKey }: Sent, authorization: string | undefined): Promise<Response> {
  const n = requests++;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization !== undefined) headers.authorization = authorization;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const incoming = { socket: { remoteAddress: `10.89.${(n >> 8) & 255}.${n & 255}` } };
  return Promise.resolve(app.request(url, { method: e.method, headers, body }, { incoming }));
}

/** The error of an answer (with a code and a message), or null for a success. */
async function checkAnswer(res: Response, context: string) {
  const text = await res.text();
  expect(res.status, `${context} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (!res.headers.get('content-type')?.includes('application/json')) return { status: res.status, error: undefined };
  const json = JSON.parse(text) as { error?: { code?: string; message?: string } };
  if (res.status >= 400) {
    expect(typeof json.error?.code, context).toBe('string');
    expect(String(json.error?.message ?? ''), context).not.toBe('');
  }
  expectStorable(json, 'the answer');
  return { status: res.status, error: json.error };
}

/** The rows of the other workspace a URL names in its path or its query. */
const namesForeignRow = (url: string) =>
  url.split(/[/?&=]/).some((part) => {
    try {
      return foreignIds.has(decodeURIComponent(part));
    } catch {
      return false;
    }
  });

describe('no input makes /api/v1 answer 5xx (a read and write key)', () => {
  const endpoints = v1Endpoints();
  it('walks every declared v1 route, with v1 ids', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    // Path ids come from the route's own area, not from every fixture (fuzz/openapi-endpoints.ts).
    const archive = endpoints.find((e) => e.path === '/api/v1/clients/:id/archive');
    const ids = fc.sample(archive?.knownParams?.id ?? fc.constant(''), 50).map(decodeURIComponent);
    expect(ids.length).toBe(50);
    expect(ids.filter((id) => !fixtures.clientIds.includes(id))).toEqual([]);
  });
  for (const e of endpoints) {
    it(`${e.method} ${e.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(request(e), async (sent) => {
          const res = await send(e, sent, `Bearer ${keys.write}`);
          const context = `${e.method} ${sent.url} [${sent.idempotencyKey ?? ''}] ${sent.body?.slice(0, 300)}`;
          const { status } = await checkAnswer(res, context);
          // The per-key limit was scaled out of the way: a 429 would mean it was not.
          expect(status, context).not.toBe(429);
          // Another workspace's row is not found, exactly like one that does not exist.
          const foreign = namesForeignRow(sent.url.split('?')[0] ?? '');
          if (foreign) expect(status, context).toBeGreaterThanOrEqual(400);
          // With nothing else to refuse (no body, no Idempotency-Key), that is a 404.
          if (foreign && sent.body === undefined && sent.idempotencyKey === undefined) {
            expect(status, context).toBe(404);
          }
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

type Shaped = Sent & { shape: JsonShape };

/** Deep, wide or malformed JSON anywhere in a plausible body (json-shapes.ts), on known ids. */
const shapedRequest = (e: Endpoint): fc.Arbitrary<Shaped> => {
  const params = fc.tuple(...Object.values(e.knownParams ?? {}));
  const shaped = shapedJson(MAX_JSON_DEPTH);
  return fc
    .tuple(params, e.body ?? fc.constant(undefined), shaped, fc.nat())
    .map(([values, value, { raw, shape }, at]) => ({
      url: fillPath(e, values, e.knownParams),
      body: placedInside(value, raw, at),
      shape,
    }));
};

describe('deep, wide and malformed JSON to /api/v1 gets a 4xx, never a 5xx', () => {
  const endpoints = v1Endpoints().filter((e) => e.method !== 'GET');
  it('walks every v1 route that takes a body', () => {
    expect(endpoints.filter((e) => e.body).length).toBeGreaterThanOrEqual(3);
  });
  for (const e of endpoints) {
    it(`${e.method} ${e.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(shapedRequest(e), async (sent) => {
          const res = await send(e, sent, `Bearer ${keys.write}`);
          const context = `${sent.shape}: ${e.method} ${sent.url} ${sent.body?.slice(0, 200)}`;
          const { status, error } = await checkAnswer(res, context);
          if (sent.shape === 'deep') {
            expect(status, context).toBe(400);
            expect(error?.message, context).toBe(JSON_TOO_DEEP_MESSAGE);
          }
          if (sent.shape === 'malformed' && e.body) expect(status, context).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: SHAPE_RUNS },
      );
    }, 120_000);
  }
});

/** A well-formed key (prefix, 32 base62 characters, a right checksum) that no workspace holds. */
const unknownKey = fc
  .string({
    unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
    minLength: 32,
    maxLength: 32,
  })
  .map((random) => `bloom_live_${random}`)
  .map((body) => body + apiKeyChecksum(body));

/** An Authorization header that names no usable key. */
const badAuthorization: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token bloom_live_x', 'bloom_live_'),
  headerText(200),
  headerText(200).map((s) => `Bearer ${s}`),
  unknownKey.map((k) => `Bearer ${k}`),
  // The real key with its checksum broken, sent in another scheme, or followed by more.
  fc.nat().map((i) => {
    const at = 11 + (i % 38);
    const swapped = keys.write[at] === 'a' ? 'b' : 'a';
    return `Bearer ${keys.write.slice(0, at)}${swapped}${keys.write.slice(at + 1)}`;
  }),
  fc.constant(undefined).map(() => `Basic ${keys.write}`),
  fc.constant(undefined).map(() => `Bearer ${keys.write} ${keys.write}`),
  // The revoked key, however it is spelled.
  fc.constantFrom('Bearer ', 'bearer ', 'BEARER\t', 'Bearer    ').map((scheme) => `${scheme}${keys.revoked}`),
);

/**
 * The path as the router reads it (Hono decodes each run of %XX that is valid UTF-8, and leaves
 * the others as they are) holds a control character: platform/http/path-ids.ts refuses those first.
 */
const hasControlChars = (path: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001f\u007f]/.test(
    path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    }),
  );

/**
 * The endpoint's route takes this URL once it is normalised (`..` resolved, an empty id leaves no
 * route): the depth check reads only bodies a route would read (json-depth.ts).
 */
const routeTakes = (e: Endpoint, url: string) =>
  new RegExp(`^${(e.path.split('?')[0] ?? '').replaceAll(/:\w+/g, '[^/]+')}$`).test(new URL(url, 'http://x').pathname);

describe('without a valid key every /api/v1 route answers 401, never 5xx', () => {
  const endpoints = v1Endpoints();
  for (const e of endpoints) {
    it(`${e.method} ${e.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(request(e), badAuthorization, async (sent, authorization) => {
          const res = await send(e, sent, authorization);
          const context = `${JSON.stringify(authorization)?.slice(0, 120)} ${e.method} ${sent.url} ${sent.body?.slice(0, 200)}`;
          const { status, error } = await checkAnswer(res, context);
          // Only the app-wide nets run before the key is read (app.ts), and they read no row:
          // a control character in the path is a 404, JSON nested too deeply a 400.
          if (hasControlChars(sent.url.split('?')[0] ?? '')) {
            expect([status, error?.code], context).toEqual([404, ERROR_CODES.NOT_FOUND]);
            return;
          }
          if (sent.body !== undefined && jsonNestsDeeperThan(sent.body) && routeTakes(e, sent.url)) {
            expect([status, error?.message], context).toEqual([400, JSON_TOO_DEEP_MESSAGE]);
            return;
          }
          expect(status, context).toBe(401);
          expect(error?.code, context).toBe(ERROR_CODES.AUTH_REQUIRED);
          expect([API_KEY_MESSAGES.missingKey, API_KEY_MESSAGES.invalidKey], context).toContain(error?.message);
          // No rate-limit standing for a key nobody holds.
          expect(res.headers.get('ratelimit'), context).toBeNull();
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }, 120_000);
  }

  it('answers a revoked key invalidKey, and the limit headers follow RATE_LIMIT_SCALE', async () => {
    const refused = await v1(keys.revoked, '/clients');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(API_KEY_MESSAGES.invalidKey);
    const res = await v1(keys.write, '/journeys');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe(`${API_RATE_LIMIT * RATE_LIMIT_SCALE};w=60`);
  });
});
