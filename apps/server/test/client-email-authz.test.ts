import { CLIENT_MESSAGES, ERROR_CODES, PORTAL_MESSAGES } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { type ErrorBody, ok } from './helpers/journeys';
import { callPortal } from './helpers/portal';
import { cookiesFrom, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Authorization spec for a client's email (issue 20): the status, the reminder override and
 * 'Send invitation' as a stranger (401), as the owner of another workspace or with an unknown id
 * (404 'Client not found', nothing changed, nothing queued); and the portal's "seen" beacon, which
 * only its own token (and, behind a password, its cookie) can write.
 */
let t: TestApp;
let victim: { cookie: string };
let intruder: { cookie: string };
let victimClient: { id: string; shareToken: string };

beforeAll(async () => {
  t = await createTestApp();
  victim = await signUpOwner(t.app);
  intruder = await signUpOwner(t.app);
  victimClient = await createClient(t.app, victim.cookie, { clientEmail: 'victim.client@example.com' });
});
afterAll(() => t.close());

type Endpoint = [method: string, path: (id: string) => string, body?: unknown];
const endpoints: Endpoint[] = [
  ['GET', (id) => `/api/clients/${id}/email`],
  ['PUT', (id) => `/api/clients/${id}/reminders`, { mode: 'off' }],
  ['PUT', (id) => `/api/clients/${id}/reminders`, { mode: 'custom', intervalDays: 9 }],
  ['POST', (id) => `/api/clients/${id}/invitation`],
];
const label = ([method, path, body]: Endpoint) => `${method} ${path(':id')} ${body ? JSON.stringify(body) : ''}`;
const send = ([method, path, body]: Endpoint, id: string, cookie?: string) =>
  t.app.request(path(id), jsonRequest(method, body, cookie ? { cookie } : {}));
const snapshot = () => t.db.selectFrom('projects').selectAll().where('id', '=', victimClient.id).executeTakeFirst();
const queuedEmails = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'send-email'`.execute(t.db)).rows[0]?.n,
  );
const cases = endpoints.map((e) => [label(e), e] as const);

describe('client email authorization', () => {
  it.each(cases)('%s as a stranger → 401', async (_, e) => {
    const res = await send(e, victimClient.id);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe(ERROR_CODES.AUTH_REQUIRED);
  });

  it.each(cases)("%s with another workspace's client → 404, nothing changed or queued", async (_, e) => {
    const before = await snapshot();
    const queued = await queuedEmails();
    const res = await send(e, victimClient.id, intruder.cookie);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: 'NOT_FOUND', message: CLIENT_MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);
    expect(await queuedEmails()).toBe(queued);
  });

  it.each(cases)('%s with an unknown id, or one that is no id → 404', async (_, e) => {
    const before = await snapshot();
    for (const id of ['3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b', 'nope', 'builtin-legal', `${victimClient.id}x`]) {
      const res = await send(e, id, victim.cookie);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe(CLIENT_MESSAGES.notFound);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the owner of the client gets its status (the same routes work for them)', async () => {
    const { email } = await ok<{ email: { address: string } }>(
      send(['GET', (id) => `/api/clients/${id}/email`], victimClient.id, victim.cookie),
    );
    expect(email.address).toBe('victim.client@example.com');
  });
});

describe('the portal "seen" beacon', () => {
  const seenAt = async (id: string) =>
    (await t.db.selectFrom('projects').select('portal_last_seen_at').where('id', '=', id).executeTakeFirstOrThrow())
      .portal_last_seen_at;

  it('a wrong token is 404, and writes nothing', async () => {
    const res = await callPortal(t.app, `${victimClient.shareToken}x`, 'POST', '/seen', {});
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toBe(PORTAL_MESSAGES.notFound);
    expect(await seenAt(victimClient.id)).toBeNull();
  });

  it('a portal behind a password needs its cookie', async () => {
    const client = await createClient(t.app, victim.cookie, { password: 'garden-gate' });
    expect((await callPortal(t.app, client.shareToken, 'POST', '/seen', {})).status).toBe(401);
    // The owner's session is no way in either.
    expect((await callPortal(t.app, client.shareToken, 'POST', '/seen', {}, victim.cookie)).status).toBe(401);
    expect(await seenAt(client.id)).toBeNull();

    const session = await callPortal(t.app, client.shareToken, 'POST', '/session', { password: 'garden-gate' });
    expect(session.status).toBe(200);
    await ok(
      callPortal(t.app, client.shareToken, 'POST', '/seen', { timeZone: 'Europe/London' }, cookiesFrom(session)),
    );
    expect(await seenAt(client.id)).not.toBeNull();
  });

  it('an archived client’s portal is closed to it', async () => {
    const client = await createClient(t.app, victim.cookie);
    await ok(
      t.app.request(`/api/clients/${client.id}/archive`, jsonRequest('POST', undefined, { cookie: victim.cookie })),
    );
    expect((await callPortal(t.app, client.shareToken, 'POST', '/seen', {})).status).toBe(404);
    expect(await seenAt(client.id)).toBeNull();
  });

  it('leaves the portal page itself read-only', async () => {
    const client = await createClient(t.app, victim.cookie);
    await ok(callPortal(t.app, client.shareToken, 'GET'));
    expect(await seenAt(client.id)).toBeNull();
  });
});
