import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInput, createClient } from './helpers/clients';
import type { ErrorBody } from './helpers/journeys';
import { createTestApp, jsonRequest, signUpOwner, signUpUnsubscribed, type TestApp } from './helpers/test-app';

/**
 * Authorization spec for clients and the dashboard: every verb as a stranger (401), as the
 * owner of another workspace (404, nothing changed), without a subscription (402), and with
 * ids that are not ids (404 before any query).
 */

let t: TestApp;
let victim: { cookie: string };
let intruder: { cookie: string };
let victimClientId: string;
beforeAll(async () => {
  t = await createTestApp();
  victim = await signUpOwner(t.app);
  intruder = await signUpOwner(t.app);
  victimClientId = (await createClient(t.app, victim.cookie, { password: 'victim-pass' })).id;
});
afterAll(() => t.close());

type Endpoint = [method: string, path: (id: string) => string, body?: unknown];
const byId: Endpoint[] = [
  ['GET', (id) => `/api/clients/${id}`],
  ['PATCH', (id) => `/api/clients/${id}`, { clientName: 'Hijacked' }],
  ['POST', (id) => `/api/clients/${id}/archive`],
  ['POST', (id) => `/api/clients/${id}/restore`],
  ['PUT', (id) => `/api/clients/${id}/password`, { password: 'hijacked-pass' }],
  ['DELETE', (id) => `/api/clients/${id}/password`],
  ['POST', (id) => `/api/clients/${id}/regenerate-link`],
  ['GET', (id) => `/api/clients/${id}/submissions`],
  ['DELETE', (id) => `/api/clients/${id}`],
];
const collection: Endpoint[] = [
  ['GET', () => '/api/clients'],
  ['POST', () => '/api/clients', clientInput()],
  ['GET', () => '/api/dashboard'],
];
const label = ([method, path]: Endpoint) => `${method} ${path(':id')}`;
const send = ([method, path, body]: Endpoint, id: string, cookie?: string) =>
  t.app.request(path(id), jsonRequest(method, body, cookie ? { cookie } : {}));
const snapshot = () => t.db.selectFrom('projects').selectAll().where('id', '=', victimClientId).executeTakeFirst();

describe('clients authorization', () => {
  it.each([...collection, ...byId].map((e) => [label(e), e] as const))('%s as a stranger → 401', async (_, e) => {
    const res = await send(e, victimClientId);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('AUTH_REQUIRED');
  });

  it.each(byId.map((e) => [label(e), e] as const))(
    "%s with another workspace's client → 404, nothing changed",
    async (_, e) => {
      const before = await snapshot();
      const res = await send(e, victimClientId, intruder.cookie);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toEqual({ code: 'NOT_FOUND', message: 'Client not found' });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(byId.map((e) => [label(e), e] as const))('%s with ids that are not client ids → 404', async (_, e) => {
    const before = await snapshot();
    expect(before).toBeDefined();
    for (const id of ['nope', '%00', '%E0%A4%A', 'builtin-legal', `${victimClientId}x`, '0'.repeat(5000)]) {
      const res = await send(e, id, victim.cookie);
      expect(res.status, id).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never lists or counts another workspace's clients", async () => {
    const list = await t.app.request('/api/clients', { headers: { cookie: intruder.cookie } });
    expect(((await list.json()) as { clients: unknown[] }).clients).toEqual([]);
    const dash = await t.app.request('/api/dashboard', { headers: { cookie: intruder.cookie } });
    expect(((await dash.json()) as { stats: { activeClients: number } }).stats.activeClients).toBe(0);
  });

  it.each([...collection, ...byId].map((e) => [label(e), e] as const))(
    '%s without a subscription → 402',
    async (_, e) => {
      const unpaid = await signUpUnsubscribed(t.app);
      const res = await send(e, victimClientId, unpaid.cookie);
      expect(res.status).toBe(402);
    },
  );
});
