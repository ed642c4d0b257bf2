import type { apiKeyCreatedResponseSchema } from '@bloom/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { createV1Access, type V1Access } from '../src/modules/integrations/v1/v1-access';
import { createDatabase, type Db } from '../src/platform/db/database';
import { ok } from './helpers/journeys';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Two app instances on one PostgreSQL (each with its own pool and its own V1Access)
 * share each API key's limit (docs/decisions/037-shared-rate-limits.md): each counts in memory and
 * adds its counts to `rate_limits` when it flushes. Flushes are driven by hand here (a long timer).
 */
type ApiKeyCreatedResponse = z.output<typeof apiKeyCreatedResponseSchema>;

let t: TestApp;
let secondDb: Db;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp();
  if (!t.databaseUrl) throw new Error('this test needs PostgreSQL');
  secondDb = createDatabase({ databaseUrl: t.databaseUrl });
  cookie = (await signUpOwner(t.app)).cookie;
});
afterAll(async () => {
  await secondDb?.destroy();
  await t?.close();
});

const handFlushed = (db: Db, keyCacheMs?: number) => createV1Access(db, { flushMs: 3_600_000, keyCacheMs });

function instance(db: Db, access: V1Access) {
  const app = appOn(db, { v1Access: access });
  return {
    app,
    access,
    get: (key: string) => app.request('/api/v1/journeys', { headers: { authorization: `Bearer ${key}` } }),
    /** How many of `n` requests were let through (200; the rest must be 429). */
    async send(key: string, n: number) {
      let allowed = 0;
      for (let i = 0; i < n; i++) {
        const res = await this.get(key);
        expect([200, 429]).toContain(res.status);
        if (res.status === 200) allowed++;
      }
      return allowed;
    },
  };
}

async function newKey() {
  const created = await ok<ApiKeyCreatedResponse>(
    t.app.request('/api/api-keys', jsonRequest('POST', { name: 'shared', scope: 'read' }, { cookie })),
    201,
  );
  return { secret: created.secret, id: created.key.id };
}

const tableCount = async (keyId: string) =>
  (await t.db.selectFrom('rate_limits').select('count').where('key', '=', `api-key:${keyId}`).executeTakeFirst())
    ?.count ?? 0;

it('one limit for both: what one instance flushed, the other counts, within the stated error', async () => {
  const a = instance(t.db, handFlushed(t.db));
  const b = instance(secondDb, handFlushed(secondDb));
  const key = await newKey();
  expect(await a.send(key.secret, 40)).toBe(40);
  await a.access.flush();
  // B reads the 40 when it first meets the key: 20 more, then the same 429 as one instance gives.
  expect(await b.send(key.secret, 20)).toBe(20);
  const refused = await b.get(key.secret);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('ratelimit')).toMatch(/^limit=60, remaining=0, reset=\d+$/);
  await b.access.flush();
  expect(await tableCount(key.id)).toBe(60);

  // Both busy at once, flushing together after every 5 requests each: the overshoot is at most
  // what the other instance admits in two flush intervals (1 x 2 x 5), and nothing is lost.
  const busy = await newKey();
  let admitted = 0;
  for (let round = 0; round < 16; round++) {
    const [x, y] = await Promise.all([a.send(busy.secret, 5), b.send(busy.secret, 5)]);
    admitted += x + y;
    await Promise.all([a.access.flush(), b.access.flush()]);
  }
  expect(admitted).toBeGreaterThanOrEqual(60);
  expect(admitted).toBeLessThanOrEqual(60 + 1 * 2 * 5);
  expect(await tableCount(busy.id)).toBe(admitted);
});

it("keeps counts on stop, and a revoked key stops on the other instance within its key cache's lifetime", async () => {
  const key = await newKey();
  const a = instance(t.db, handFlushed(t.db));
  expect(await a.send(key.secret, 10)).toBe(10);
  expect(await tableCount(key.id)).toBe(0);
  await a.access.stop();
  expect(await tableCount(key.id)).toBe(10);

  const here = instance(t.db, handFlushed(t.db));
  const there = instance(secondDb, handFlushed(secondDb, 300));
  expect((await here.get(key.secret)).status).toBe(200);
  expect((await there.get(key.secret)).status).toBe(200);
  // Revoked through this instance's owner API: refused here at once.
  await ok(here.app.request(`/api/api-keys/${key.id}`, jsonRequest('DELETE', undefined, { cookie })));
  expect((await here.get(key.secret)).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect((await there.get(key.secret)).status).toBe(401);
  await Promise.all([here.access.stop(), there.access.stop()]);
  expect(await tableCount(key.id)).toBe(12);
});
