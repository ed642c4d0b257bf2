import {
  API_KEY_MESSAGES,
  CLIENT_MESSAGES,
  CONTACT_MESSAGES,
  type V1Contact,
  type V1Submission,
  v1ContactSchema,
} from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { fails, ok, savedJourney, stage } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { listContacts } from './contacts-api';

/** The public API's contacts of a client (issue 33), with its keys' scopes and tenant scoping. */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const keys = { read: '', write: '', strangerWrite: '' };
const ids = { client: '', theirs: '', stage: '' };

const newKey = async (cookie: string, scope: 'read' | 'write') =>
  (
    await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: scope, scope }, { cookie })),
      201,
    )
  ).secret;
const v1 = (key: string, method: string, path: string, body?: unknown) =>
  app.request(`/api/v1${path}`, jsonRequest(method, body, { authorization: `Bearer ${key}` }));

beforeAll(async () => {
  keys.read = await newKey(owner.cookie, 'read');
  keys.write = await newKey(owner.cookie, 'write');
  keys.strangerWrite = await newKey(stranger.cookie, 'write');
  const journey = await savedJourney(app, owner.cookie, 'One stage', [stage('onboarding', 'Intake', ['goal', 'Goal'])]);
  ids.stage = journey.steps[0]?.id ?? '';
  ids.client = (await createClient(app, owner.cookie, { clientName: 'Ada Lane', templateId: journey.id })).id;
  ids.theirs = (await createClient(app, stranger.cookie)).id;
});

describe('/api/v1/clients/{id}/contacts', () => {
  it('adds a contact with a write key and lists them, the primary first, with their own links', async () => {
    const created = await ok<V1Contact>(
      v1(keys.write, 'POST', `/clients/${ids.client}/contacts`, {
        name: 'Sam Lee',
        email: 'sam@example.com',
        role: 'Finance',
      }),
      201,
    );
    expect(v1ContactSchema.parse(created)).toMatchObject({
      client_id: ids.client,
      name: 'Sam Lee',
      email: 'sam@example.com',
      role: 'Finance',
      primary: false,
    });
    const { data } = await ok<{ data: V1Contact[] }>(v1(keys.read, 'GET', `/clients/${ids.client}/contacts`));
    expect(data.map((c) => [c.name, c.primary])).toEqual([
      ['Ada Lane', true],
      ['Sam Lee', false],
    ]);
    // The same contacts, and the same links, as the app shows.
    const own = await listContacts(app, owner.cookie, ids.client);
    expect(data.map((c) => c.portal_url)).toEqual(own.map((c) => c.portalUrl));
  });

  it('applies the same rules: one email per client, known fields only, a read key reads only', async () => {
    const path = `/clients/${ids.client}/contacts`;
    await fails(
      v1(keys.write, 'POST', path, { name: 'Twin', email: 'SAM@example.com' }),
      409,
      CONTACT_MESSAGES.duplicateEmail,
    );
    expect((await v1(keys.write, 'POST', path, { name: 'X', email: 'x@example.com', primary: true })).status).toBe(400);
    await fails(
      v1(keys.read, 'POST', path, { name: 'Reader', email: 'r@example.com' }),
      403,
      API_KEY_MESSAGES.readOnlyKey,
    );
    expect((await listContacts(app, owner.cookie, ids.client)).map((c) => c.name)).toEqual(['Ada Lane', 'Sam Lee']);
  });

  it("answers 404 for another workspace's client, an unknown one and a malformed one", async () => {
    for (const clientId of [ids.theirs, crypto.randomUUID(), 'nope']) {
      await fails(v1(keys.read, 'GET', `/clients/${clientId}/contacts`), 404, CLIENT_MESSAGES.notFound);
      await fails(
        v1(keys.write, 'POST', `/clients/${clientId}/contacts`, { name: 'In', email: 'in@example.com' }),
        404,
        CLIENT_MESSAGES.notFound,
      );
    }
    await fails(v1(keys.strangerWrite, 'GET', `/clients/${ids.client}/contacts`), 404, CLIENT_MESSAGES.notFound);
    expect(await listContacts(app, stranger.cookie, ids.theirs)).toHaveLength(1);
  });

  it('shows who sent a submission', async () => {
    const { data } = await ok<{ data: V1Contact[] }>(v1(keys.read, 'GET', `/clients/${ids.client}/contacts`));
    const sam = data.find((c) => c.name === 'Sam Lee');
    const token = decodeURIComponent(sam?.portal_url.split('/c/')[1] ?? '');
    await ok(callPortal(app, token, 'POST', `/stages/${ids.stage}/submit`, { answers: { goal: 'A shop' } }));
    const row = await t.db
      .selectFrom('form_submissions')
      .select('id')
      .where('project_id', '=', ids.client)
      .executeTakeFirstOrThrow();
    const submission = await ok<V1Submission>(v1(keys.read, 'GET', `/submissions/${row.id}`));
    expect(submission.contact).toEqual({ id: sam?.id, name: 'Sam Lee', email: 'sam@example.com' });
  });

  it('is in the v1 document', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/v1/clients/{id}/contacts'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
