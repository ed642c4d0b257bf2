import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, field, pathValue, shape, text } from '../fuzz/arbitraries';
import { shapedJson } from '../fuzz/json-shapes';
import { createClient } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { erase } from './erase-api';

/**
 * Whatever is sent to POST /api/clients/{id}/erasure (wrong types, huge or salted strings, deep,
 * wide or malformed JSON, ids of other workspaces, erased ids, garbage in the path), the answer is
 * a 4xx and the client is still there.
 */

let app: TestApp['app'];
let owner: Owner;
let stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ app, owner, stranger } = env));

const NAME = 'Nobody Types This Name';
const known: string[] = [];
beforeAll(async () => {
  known.push((await createClient(app, owner.cookie, { clientName: NAME })).id);
  known.push((await createClient(app, stranger.cookie, { clientName: 'Foreign One' })).id);
  const erased = await createClient(app, owner.cookie, { clientName: 'Gone Already' });
  await ok(erase(app, owner.cookie, erased.id, 'Gone Already'));
  known.push(erased.id);
}, 60_000);

const eraseBody = body(shape({ confirmName: field(text(80)) }));

describe('POST /api/clients/{id}/erasure under fuzzing', () => {
  it('answers 4xx, never 5xx, to any body and id', async () => {
    await fc.assert(
      fc.asyncProperty(pathValue(known), eraseBody, async (id, payload) => {
        const res = await app.request(`/api/clients/${id}/erasure`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: owner.cookie },
          body: JSON.stringify(payload),
        });
        expect(res.status, `${id} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });

  it('answers 4xx to raw bodies that are deep, wide or not JSON', async () => {
    await fc.assert(
      fc.asyncProperty(shapedJson(64), async ({ raw }) => {
        const res = await app.request(`/api/clients/${known[0]}/erasure`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: owner.cookie },
          body: raw,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    await ok(app.request(`/api/clients/${known[0]}`, { headers: { cookie: owner.cookie } }));
  });
});
