import { randomUUID } from 'node:crypto';
import { API_ROUTES, CLIENT_EXPORT_ROUTES, type ClientListResponse } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addContact } from '../contacts/contacts-api';
import { createClient } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { joinTeam } from '../helpers/team';
import { jsonRequest, type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { erase, eraseRequest, getJson } from './erase-api';

let t: TestApp;
let app: TestApp['app'];
let owner: Owner;
let stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

let admin: { cookie: string };
let member: { cookie: string };
let apiKey: string;
const ids = { erased: '', kept: '', byAdmin: '', foreign: '' };
let tokens: string[] = [];

const v1 = (method: string, path: string, body?: unknown) =>
  app.request(path, jsonRequest(method, body, { authorization: `Bearer ${apiKey}` }));

beforeAll(async () => {
  admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
  member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
  apiKey = (
    await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: 'erasure', scope: 'write' }, { cookie: owner.cookie })),
      201,
    )
  ).secret;
  const client = await createClient(app, owner.cookie, { clientName: 'Erin Gone', clientEmail: 'erin@gone.example' });
  const contact = await addContact(app, owner.cookie, client.id, { name: 'Cora Gone', email: 'cora@gone.example' });
  const contactRow = await t.db
    .selectFrom('client_contacts')
    .select('share_token')
    .where('id', '=', contact.id)
    .executeTakeFirstOrThrow();
  tokens = [client.shareToken, contactRow.share_token];
  ids.erased = client.id;
  ids.kept = (await createClient(app, owner.cookie, { clientName: 'Kim Kept' })).id;
  ids.byAdmin = (await createClient(app, owner.cookie, { clientName: 'Ada Admin-erased' })).id;
  ids.foreign = (await createClient(app, stranger.cookie, { clientName: 'Fay Foreign' })).id;
  for (const token of tokens) expect((await callPortal(app, token, 'GET')).status).toBe(200);
  expect((await v1('GET', `/api/v1/clients/${ids.erased}`)).status).toBe(200);
  await ok(erase(app, owner.cookie, ids.erased, ' erin  GONE '));
}, 120_000);

/** Every route of core's contract (and the client's export) under one client's id, but its history. */
const clientRoutes = [...Object.keys(API_ROUTES), ...Object.keys(CLIENT_EXPORT_ROUTES)].filter(
  (key) => /^[A-Z]+ \/api\/clients\/\{(id|clientId)\}/.test(key) && !key.endsWith('/history'),
);

describe('an erased client', () => {
  it('answers 404 on every owner route under its id', async () => {
    expect(clientRoutes.length).toBeGreaterThan(25);
    for (const key of clientRoutes) {
      const [method = 'GET', template = ''] = key.split(' ');
      const path = template.replace(/\{(id|clientId)\}/, ids.erased).replace(/\{\w+\}/g, () => randomUUID());
      const res = await app.request(
        path,
        jsonRequest(method, method === 'GET' ? undefined : {}, { cookie: owner.cookie }),
      );
      expect(res.status, key).toBe(404);
    }
  });

  it('answers 404 in the portal, on every old link', async () => {
    for (const token of tokens) expect((await callPortal(app, token, 'GET')).status).toBe(404);
  });

  it('answers 404 on /api/v1 and is gone from its lists', async () => {
    expect((await v1('GET', `/api/v1/clients/${ids.erased}`)).status).toBe(404);
    expect((await v1('GET', `/api/v1/clients/${ids.erased}/contacts`)).status).toBe(404);
    expect((await v1('PATCH', `/api/v1/clients/${ids.erased}`, { clientName: 'Back' })).status).toBe(404);
    expect((await v1('GET', `/api/v1/submissions?client_id=${ids.erased}`)).status).toBe(404);
    const list = (await (await v1('GET', '/api/v1/clients?limit=100')).json()) as { data: { id: string }[] };
    expect(list.data.map((c) => c.id)).toContain(ids.kept);
    expect(list.data.map((c) => c.id)).not.toContain(ids.erased);
  });

  it('is gone from the owner lists', async () => {
    for (const status of ['active', 'archived']) {
      const list = await getJson<ClientListResponse>(app, owner.cookie, `/api/clients?status=${status}`);
      expect(list.clients.map((c) => c.id)).not.toContain(ids.erased);
    }
  });

  it('cannot be erased twice', async () => {
    expect((await erase(app, owner.cookie, ids.erased, 'Erased client')).status).toBe(404);
    expect((await erase(app, owner.cookie, ids.erased, 'Erin Gone')).status).toBe(404);
  });
});

describe('who may erase', () => {
  it('refuses a Member (their role may not), a stranger (404) and no session (401)', async () => {
    const member403 = await erase(app, member.cookie, ids.kept, 'Kim Kept');
    expect(member403.status).toBe(403);
    expect((await erase(app, stranger.cookie, ids.kept, 'Kim Kept')).status).toBe(404);
    expect((await erase(app, owner.cookie, ids.foreign, 'Fay Foreign')).status).toBe(404);
    expect((await erase(app, admin.cookie, ids.foreign, 'Fay Foreign')).status).toBe(404);
    expect((await eraseRequest(app, '', ids.kept, { confirmName: 'Kim Kept' })).status).toBe(401);
    await ok(app.request(`/api/clients/${ids.kept}`, { headers: { cookie: owner.cookie } }));
    await ok(app.request(`/api/clients/${ids.foreign}`, { headers: { cookie: stranger.cookie } }));
  });

  it('refuses a name that does not match with a clear 400, changing nothing', async () => {
    const res = await erase(app, owner.cookie, ids.kept, 'Kim Kep');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/client's name/);
    await ok(app.request(`/api/clients/${ids.kept}`, { headers: { cookie: owner.cookie } }));
  });

  it('lets an Admin erase', async () => {
    const { erasure } = await ok<{ erasure: { erasedByName: string } }>(
      erase(app, admin.cookie, ids.byAdmin, 'Ada Admin-erased'),
    );
    expect(erasure.erasedByName).toBe('Dana Admin');
    expect((await app.request(`/api/clients/${ids.byAdmin}`, { headers: { cookie: owner.cookie } })).status).toBe(404);
  });
});
