import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { anyString, body, edgeInstant, field, pathValue, shape } from '../fuzz/arbitraries';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { dueClient, keptRows, putDueDate } from './due-date-fixtures';

/**
 * Property tests: whatever reaches a client's due dates (any body, any client and stage ids, ours,
 * another workspace's or garbage) answers 2xx or 4xx, never 5xx; a 2xx only ever set a real date
 * on a stage of that client's journey, and nothing reaches another workspace's client.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const clients: string[] = [];
const stages: string[] = [];
let theirs: Awaited<ReturnType<typeof dueClient>>;

beforeAll(async () => {
  const ours = await dueClient(app, owner.cookie);
  clients.push(ours.client.id);
  stages.push(...Object.values(ours.stages));
  theirs = await dueClient(app, stranger.cookie);
  clients.push(theirs.client.id);
  stages.push(theirs.stages.a, 'builtin-legal-step-1');
});

async function neverServerError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  return res.status;
}

const day = fc.oneof(
  fc
    .date({ min: new Date('1890-01-01'), max: new Date('2210-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2025-02-29', '2024-02-29', '2025-13-01', '2025-00-10', '0000-01-01', '+02025-01-01', '2025-1-1'),
  edgeInstant,
);
const overrideBody = body(shape({ overrideOn: field(fc.oneof(day, fc.constant(null))) }));
const runs = { numRuns: 60 };

describe('due dates under arbitrary input', () => {
  it('sets a date with any body and ids: 2xx or 4xx, and only on a stage of that client', async () => {
    await fc.assert(
      fc.asyncProperty(overrideBody, pathValue(clients), pathValue(stages), async (payload, client, stage) => {
        const res = await putDueDate(app, owner.cookie, client, stage, payload);
        const status = await neverServerError(res, `PUT ${client}/${stage} ${JSON.stringify(payload)?.slice(0, 80)}`);
        if (status === 200) {
          expect(decodeURIComponent(client)).toBe(clients[0]);
          expect(stages.slice(0, 4)).toContain(decodeURIComponent(stage));
        }
      }),
      runs,
    );
    expect(await keptRows(t, theirs.client.id)).toEqual(
      Object.fromEntries(
        [theirs.stages.a, theirs.stages.b, theirs.stages.c].map((id) => [
          id,
          { dueOn: null, overrideOn: null, open: true },
        ]),
      ),
    );
  });

  it('answers raw bodies that are not JSON, and any client id on the GET: 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyString, async (raw) => {
        const res = await app.request(`/api/clients/${clients[0]}/due-dates/${stages[0]}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: owner.cookie },
          body: raw,
        });
        await neverServerError(res, `PUT raw ${raw.slice(0, 40)}`);
      }),
      { numRuns: 20 },
    );
    await fc.assert(
      fc.asyncProperty(pathValue(clients), async (client) => {
        const res = await app.request(`/api/clients/${client}/due-dates`, { headers: { cookie: owner.cookie } });
        const status = await neverServerError(res, `GET ${client}`);
        if (status === 200) expect(decodeURIComponent(client)).toBe(clients[0]);
      }),
      runs,
    );
  });
});
