import type { ClientResponse, DeliverableResponse, JourneyResponse } from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { removeExpiredRows } from '../src/modules/housekeeping/housekeeping';
import { clientInput, createClient } from './helpers/clients';
import { listDeliverables } from './helpers/deliverables';
import { type ErrorBody, ok } from './helpers/journeys';
import { jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** Idempotency-Key on the owner API's creating POSTs: a retry gets the first answer, once. */

let t: TestApp, owner: Owner, other: Owner;
useTestApp(['owner', 'other'], (env) => ({ t, owner, other } = env));

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${keys++}`;

const post = (path: string, body: unknown, key?: string, cookie = owner.cookie) =>
  t.app.request(path, jsonRequest('POST', body, key === undefined ? { cookie } : { cookie, 'idempotency-key': key }));

const count = async (table: 'projects' | 'flow_templates' | 'deliverables', column: string, value: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(sql.ref(column), '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );
const clientsNamed = (projectName: string) => count('projects', 'name', projectName);

async function error(res: Response, status: number, code: string) {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  return body.error.message;
}

describe('POST /api/clients with an Idempotency-Key', () => {
  it('answers a retry with the first answer and creates one client', async () => {
    const key = newKey();
    const input = clientInput({ projectName: 'Retried once' });
    const first = await post('/api/clients', input, key);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const created = await ok<ClientResponse>(first, 201);
    for (let i = 0; i < 2; i++) {
      const again = await post('/api/clients', input, key);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await ok<ClientResponse>(again, 201)).toEqual(created);
    }
    expect(await clientsNamed('Retried once')).toBe(1);
  });

  it('refuses the same key with another body, or on another route, and creates nothing more', async () => {
    const key = newKey();
    await ok(post('/api/clients', clientInput({ projectName: 'First body' }), key), 201);
    const message = await error(
      await post('/api/clients', clientInput({ projectName: 'Second body' }), key),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(message).toBe('This Idempotency-Key was already used for a different request');
    expect(await clientsNamed('Second body')).toBe(0);

    const journeyKey = newKey();
    await ok(post('/api/journeys', { name: 'Keyed journey' }, journeyKey), 201);
    await error(
      await post('/api/clients', clientInput({ projectName: 'Other route' }), journeyKey),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await clientsNamed('Other route')).toBe(0);
  });

  it('keeps keys per owner: another owner’s same key is unrelated', async () => {
    const key = newKey();
    const input = clientInput({ projectName: 'Same key, two owners' });
    const mine = await ok<ClientResponse>(post('/api/clients', input, key), 201);
    const theirs = await post('/api/clients', input, key, other.cookie);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const theirClient = await ok<ClientResponse>(theirs, 201);
    expect(theirClient.client.id).not.toBe(mine.client.id);
    expect(await clientsNamed('Same key, two owners')).toBe(2);
    // Each owner's retry gets their own first answer.
    expect(await ok<ClientResponse>(post('/api/clients', input, key, other.cookie), 201)).toEqual(theirClient);
    expect(await ok<ClientResponse>(post('/api/clients', input, key), 201)).toEqual(mine);
  });

  it('changes nothing without the header: each request creates', async () => {
    const input = clientInput({ projectName: 'No key' });
    const a = await ok<ClientResponse>(post('/api/clients', input), 201);
    const b = await ok<ClientResponse>(post('/api/clients', input), 201);
    expect(a.client.id).not.toBe(b.client.id);
    expect(await clientsNamed('No key')).toBe(2);
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    for (const key of ['', 'a'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const message = await error(
        await post('/api/clients', clientInput({ projectName: 'Bad key' }), key),
        400,
        'VALIDATION_ERROR',
      );
      expect(message).toBe('Idempotency-Key must be 1 to 255 printable ASCII characters');
    }
    expect(await clientsNamed('Bad key')).toBe(0);
    // 255 printable characters, spaces included, are a key.
    const longest = `${'k'.repeat(127)} ${'~'.repeat(127)}`;
    await ok(post('/api/clients', clientInput({ projectName: 'Longest key' }), longest), 201);
    expect((await post('/api/clients', clientInput({ projectName: 'Longest key' }), longest)).status).toBe(201);
    expect(await clientsNamed('Longest key')).toBe(1);
  });

  it('gives the key back when the request fails, so a corrected retry runs', async () => {
    const key = newKey();
    await error(await post('/api/clients', { projectName: 'Broken' }, key), 400, 'VALIDATION_ERROR');
    await ok(post('/api/clients', clientInput({ projectName: 'Corrected' }), key), 201);
    expect(await clientsNamed('Corrected')).toBe(1);
  });

  it('answers 401 without a session, key or not', async () => {
    const res = await t.app.request('/api/clients', jsonRequest('POST', clientInput(), { 'idempotency-key': 'k' }));
    await error(res, 401, 'AUTH_REQUIRED');
  });

  it('answers 409 in progress while the first request with the key runs', async () => {
    const key = newKey();
    const userId = await userIdOf(owner.cookie);
    const input = clientInput({ projectName: 'In progress' });
    // The claim the first request holds while it runs (or kept by a crash after its commit).
    const first = await post('/api/clients', input, key);
    await ok(first, 201);
    await t.db
      .updateTable('idempotency_keys')
      .set({ status: null, response_body: null })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    const retry = await post('/api/clients', input, key);
    expect(retry.headers.get('retry-after')).toBe('1');
    await error(retry, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await clientsNamed('In progress')).toBe(1);
  });

  it('lets two concurrent requests with one key create one client', async () => {
    const key = newKey();
    const input = clientInput({ projectName: 'Concurrent' });
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/clients', input, key)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const res of answers) {
      if (res.status === 409) await error(res, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
      else expect(res.status).toBe(201);
    }
    expect(await clientsNamed('Concurrent')).toBe(1);
  });

  it('forgets a key after 24 h, and the clean-up removes it', async () => {
    const key = newKey();
    const userId = await userIdOf(owner.cookie);
    const input = clientInput({ projectName: 'Expired key' });
    await ok(post('/api/clients', input, key), 201);
    const age = async (hours: number) =>
      t.db
        .updateTable('idempotency_keys')
        .set({ created_at: sql`now() - make_interval(hours => ${hours})` })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    await age(23);
    expect((await post('/api/clients', input, key)).headers.get('idempotent-replayed')).toBe('true');
    await age(25);
    const fresh = await post('/api/clients', input, key);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(await clientsNamed('Expired key')).toBe(2);

    await age(25);
    await removeExpiredRows(t.db);
    const left = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    expect(left).toEqual([]);
    expect(
      (await t.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).execute()).length,
    ).toBeGreaterThan(0);
  });
});

describe('the other creating POSTs', () => {
  it('POST /api/journeys: a retry gets the first journey', async () => {
    const key = newKey();
    const first = await ok<JourneyResponse>(post('/api/journeys', { name: 'Keyed once' }, key), 201);
    const again = await post('/api/journeys', { name: 'Keyed once' }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ok<JourneyResponse>(again, 201)).toEqual(first);
    expect(await count('flow_templates', 'name', 'Keyed once')).toBe(1);
  });

  it('POST /api/clients/{clientId}/deliverables: a retry gets the first deliverable', async () => {
    const client = await createClient(t.app, owner.cookie, { templateId: 'builtin-legal' });
    const { milestones } = await listDeliverables(t.app, owner.cookie, client.id);
    const body = { type: 'note', stageId: milestones[0]?.stageId, note: 'Shared once' };
    const path = `/api/clients/${client.id}/deliverables`;
    const key = newKey();
    const first = await ok<DeliverableResponse>(post(path, body, key), 201);
    const again = await post(path, body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ok<DeliverableResponse>(again, 201)).toEqual(first);
    expect(await count('deliverables', 'project_id', client.id)).toBe(1);

    // The path is part of the request: the same key on another route is refused.
    await error(
      await post('/api/clients', clientInput({ projectName: 'After a deliverable' }), key),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await clientsNamed('After a deliverable')).toBe(0);
  });
});

async function userIdOf(cookie: string): Promise<string> {
  const res = await t.app.request('/api/me', { headers: { cookie } });
  return ((await res.json()) as { user: { id: string } }).user.id;
}
