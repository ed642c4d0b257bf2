import type { DashboardDto, JourneyResponse, PortalResponse } from '@bloom/core';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { callClients, createClient } from './helpers/clients';
import { ok, savedJourney, stage } from './helpers/journeys';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Two app instances on one PostgreSQL, each with its own pool and its own answer caches
 * (docs/decisions/039-two-instances-behind-caddy.md, docs/decisions/043-answer-cache.md): a read on
 * B keeps its answer, a write on A moves the workspace's data version, and the next read on B shows it.
 */
let t: TestApp;
let secondDb: Db;
let a: ReturnType<typeof appOn>;
let b: ReturnType<typeof appOn>;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp();
  if (!t.databaseUrl) throw new Error('this test needs PostgreSQL');
  secondDb = createDatabase({ databaseUrl: t.databaseUrl });
  a = t.app;
  b = appOn(secondDb);
  cookie = (await signUpOwner(a)).cookie;
});
afterAll(async () => {
  await secondDb?.destroy();
  await t?.close();
});

const get = <T>(app: typeof a, path: string, headers: Record<string, string> = { cookie }) =>
  ok<T>(app.request(path, { headers }));

it('a write on A is seen by the next read on B, for each of the four kept answers', async () => {
  const journey = await savedJourney(a, cookie, 'Two instances', [stage('onboarding', 'Intake', ['goal', 'Goal'])]);
  const client = await createClient(a, cookie, { templateId: journey.id, clientName: 'First Name' });
  const created = await ok<{ secret: string }>(
    a.request('/api/api-keys', jsonRequest('POST', { name: 'two', scope: 'read' }, { cookie })),
    201,
  );
  const key = { authorization: `Bearer ${created.secret}` };
  const journeyPath = `/api/journeys/${journey.id}`;
  const portalPath = `/api/portal/${client.shareToken}`;

  // B reads (twice: the second is its kept answer).
  for (let i = 0; i < 2; i++) {
    expect((await get<JourneyResponse>(b, journeyPath)).journey.usageCount).toBe(1);
    expect((await get<DashboardDto>(b, '/api/dashboard')).recentClients[0]?.clientName).toBe('First Name');
    expect((await get<PortalResponse>(b, portalPath, {})).client.clientName).toBe('First Name');
    expect((await get<{ data: { client_name: string }[] }>(b, '/api/v1/clients', key)).data[0]?.client_name).toBe(
      'First Name',
    );
  }

  // A writes: a rename of the client, then a second client on the journey.
  await ok(callClients(a, cookie, 'PATCH', `/${client.id}`, { clientName: 'Second Name' }));
  expect((await get<DashboardDto>(b, '/api/dashboard')).recentClients[0]?.clientName).toBe('Second Name');
  expect((await get<PortalResponse>(b, portalPath, {})).client.clientName).toBe('Second Name');
  expect((await get<{ data: { client_name: string }[] }>(b, '/api/v1/clients', key)).data[0]?.client_name).toBe(
    'Second Name',
  );
  await createClient(a, cookie, { templateId: journey.id, clientName: 'Third' });
  expect((await get<JourneyResponse>(b, journeyPath)).journey.usageCount).toBe(2);

  // A renames the journey's stage: B's journey and portal show it.
  const step = journey.steps[0];
  await ok(
    a.request(
      journeyPath,
      jsonRequest(
        'PUT',
        { name: 'Two instances', stages: [{ ...stage('onboarding', 'Renamed', ['goal', 'Goal']), id: step?.id }] },
        { cookie },
      ),
    ),
  );
  expect((await get<JourneyResponse>(b, journeyPath)).journey.steps[0]?.name).toBe('Renamed');
  expect((await get<PortalResponse>(b, portalPath, {})).stages[0]?.name).toBe('Renamed');
});

it('two writers of one workspace never deadlock on its version: it moves at each commit', async () => {
  const journey = await savedJourney(a, cookie, 'Lock order', [stage('onboarding', 'Intake', ['goal', 'Goal'])]);
  const client = await createClient(a, cookie, { templateId: journey.id, clientName: 'Locked' });
  const ws = await t.db
    .selectFrom('projects')
    .select('workspace_id')
    .where('id', '=', client.id)
    .executeTakeFirstOrThrow();
  const version = async () =>
    BigInt(
      (
        await t.db
          .selectFrom('workspaces')
          .select('data_version')
          .where('id', '=', ws.workspace_id)
          .executeTakeFirstOrThrow()
      ).data_version,
    );
  const before = await version();
  const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  const [one, two] = [await pool.connect(), await pool.connect()];
  try {
    // One saves the journey (a watched write), as a journey's save does before it recounts its clients.
    await one.query('BEGIN');
    await one.query('UPDATE flow_templates SET name = $1 WHERE id = $2', ['Lock order 2', journey.id]);
    // Two locks the client and writes it, as a portal submission does.
    await two.query('BEGIN');
    await two.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [client.id]);
    await two.query('UPDATE projects SET name = $1 WHERE id = $2', ['Two', client.id]);
    // One now writes that client: it waits for two, which commits (a version moved each statement
    // would have had two wait for one's workspace row: a deadlock).
    const waiting = one.query('UPDATE projects SET name = $1 WHERE id = $2', ['One', client.id]);
    await two.query('COMMIT');
    await waiting;
    await one.query('COMMIT');
  } finally {
    one.release();
    two.release();
    await pool.end();
  }
  expect(await version()).toBe(before + 2n);
});
