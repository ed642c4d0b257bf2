import type { DashboardDto, JourneyResponse } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients, createClient } from '../helpers/clients';
import { callJourneys, ok, savedJourney, stage } from '../helpers/journeys';
import { callPortal, getPortal } from '../helpers/portal';
import { call, joinTeam } from '../helpers/team';
import { countingApp, createTestApp, jsonRequest, signUpOwner, type TestApp, uniqueEmail } from '../helpers/test-app';

/**
 * The four answers kept in memory (docs/decisions/043-answer-cache.md): after a read, each kind of
 * write through the API that changes the answer shows in the next read, and no answer is served
 * to another workspace, another role or another member.
 */
let t: TestApp;
let owner: { cookie: string };
let other: { cookie: string };

const journeyOf = async (cookie: string, id: string) =>
  (await ok<JourneyResponse>(callJourneys(t.app, cookie, 'GET', `/${id}`))).journey;
const dashboardOf = (cookie: string, query = '') =>
  ok<DashboardDto>(t.app.request(`/api/dashboard${query}`, { headers: { cookie } }));
const stages = () => [stage('onboarding', 'Intake', ['goal', 'Main goal']), stage('milestone', 'Launch')];

async function apiKey(cookie: string) {
  const created = await ok<{ secret: string }>(
    t.app.request('/api/api-keys', jsonRequest('POST', { name: 'cache', scope: 'read' }, { cookie })),
    201,
  );
  return created.secret;
}
const v1Clients = (key: string, query = '') =>
  ok<{ data: { id: string; client_name: string; status: string }[] }>(
    t.app.request(`/api/v1/clients${query}`, { headers: { authorization: `Bearer ${key}` } }),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t.app);
  other = await signUpOwner(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('a kept answer', () => {
  it('costs only the statement that reads the version (with the session or the token)', async () => {
    const fresh = await signUpOwner(t.app);
    const journey = await savedJourney(t.app, fresh.cookie, 'Counted', stages());
    const client = await createClient(t.app, fresh.cookie, { templateId: journey.id });
    const counted = countingApp(t.db);
    const read = (path: string) =>
      counted.count(async (app) => {
        const res = await app.request(path, { headers: { cookie: fresh.cookie } });
        expect(res.status, await res.text()).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      });
    for (const path of [
      '/api/journeys',
      `/api/journeys/${journey.id}`,
      '/api/dashboard',
      `/api/portal/${client.shareToken}`,
    ]) {
      const first = await read(path);
      expect(await read(path), path).toBe(1);
      // The portal's first visit is its page's one statement, which reads the version too.
      if (path.startsWith('/api/portal/')) expect(first, path).toBe(1);
      else expect(first, path).toBeGreaterThan(1);
    }
  });
});

describe('GET /api/journeys/:id', () => {
  it('shows a renamed stage, a new client and a submission at the next read', async () => {
    const journey = await savedJourney(t.app, owner.cookie, 'Cached', stages());
    expect((await journeyOf(owner.cookie, journey.id)).usageCount).toBe(0);
    expect(await journeyOf(owner.cookie, journey.id)).toEqual(await journeyOf(owner.cookie, journey.id));

    const renamed = [{ ...stages()[0], id: journey.steps[0]?.id, name: 'Welcome' }, stages()[1]];
    await ok(callJourneys(t.app, owner.cookie, 'PUT', `/${journey.id}`, { name: 'Cached', stages: renamed }));
    const afterRename = await journeyOf(owner.cookie, journey.id);
    expect(afterRename.steps[0]?.name).toBe('Welcome');

    const client = await createClient(t.app, owner.cookie, { templateId: journey.id });
    expect((await journeyOf(owner.cookie, journey.id)).usageCount).toBe(1);

    const stageId = afterRename.steps[0]?.id ?? '';
    await ok(callPortal(t.app, client.shareToken, 'POST', `/stages/${stageId}/submit`, { answers: { goal: 'Grow' } }));
    expect((await journeyOf(owner.cookie, journey.id)).steps[0]?.submissionCount).toBe(1);

    await ok(callClients(t.app, owner.cookie, 'DELETE', `/${client.id}`));
    expect((await journeyOf(owner.cookie, journey.id)).usageCount).toBe(0);
  });

  it('another workspace never gets the cached journey, and its built-in counts stay its own', async () => {
    const journey = await savedJourney(t.app, owner.cookie, 'Private', stages());
    await journeyOf(owner.cookie, journey.id);
    expect((await callJourneys(t.app, other.cookie, 'GET', `/${journey.id}`)).status).toBe(404);
    await createClient(t.app, owner.cookie, { templateId: 'builtin-legal' });
    const mine = await journeyOf(owner.cookie, 'builtin-legal');
    const theirs = await journeyOf(other.cookie, 'builtin-legal');
    expect(mine.usageCount).toBeGreaterThan(0);
    expect(theirs.usageCount).toBe(0);
  });
});

describe('GET /api/journeys', () => {
  type ListDto = { journeys: { id: string; name: string; stageCount: number; usageCount: number }[] };
  const listOf = async (cookie: string) => ok<ListDto>(callJourneys(t.app, cookie, 'GET', ''));
  const entry = async (cookie: string, id: string) => (await listOf(cookie)).journeys.find((j) => j.id === id);

  it('shows a new journey, a renamed one, its stages and its clients at the next read; never another workspace’s', async () => {
    const fresh = await signUpOwner(t.app);
    const before = await listOf(fresh.cookie);
    const journey = await savedJourney(t.app, fresh.cookie, 'Listed', stages());
    expect(await entry(fresh.cookie, journey.id)).toMatchObject({ name: 'Listed', stageCount: 2, usageCount: 0 });
    expect((await listOf(fresh.cookie)).journeys).toHaveLength(before.journeys.length + 1);
    await ok(
      callJourneys(t.app, fresh.cookie, 'PUT', `/${journey.id}`, { name: 'Renamed', stages: stages().slice(0, 1) }),
    );
    expect(await entry(fresh.cookie, journey.id)).toMatchObject({ name: 'Renamed', stageCount: 1 });
    await createClient(t.app, fresh.cookie, { templateId: journey.id });
    expect(await entry(fresh.cookie, journey.id)).toMatchObject({ usageCount: 1 });
    expect(await entry(other.cookie, journey.id)).toBeUndefined();
  });
});

describe('GET /api/dashboard', () => {
  it('shows a new client, a branding change and an archived client at the next read', async () => {
    const fresh = await signUpOwner(t.app);
    const before = await dashboardOf(fresh.cookie);
    expect(before.stats.activeClients).toBe(0);
    expect(before.checklist.branding).toBe(false);
    const client = await createClient(t.app, fresh.cookie, { clientName: 'Nova Client' });
    const withClient = await dashboardOf(fresh.cookie);
    expect(withClient.stats.activeClients).toBe(1);
    expect(withClient.recentClients.map((c) => c.clientName)).toEqual(['Nova Client']);
    await ok(t.app.request('/api/workspace', jsonRequest('PATCH', { name: 'Nova Studio' }, { cookie: fresh.cookie })));
    expect((await dashboardOf(fresh.cookie)).checklist.branding).toBe(true);
    await ok(callClients(t.app, fresh.cookie, 'PATCH', `/${client.id}`, { clientName: 'Nova Renamed' }));
    expect((await dashboardOf(fresh.cookie)).recentClients[0]?.clientName).toBe('Nova Renamed');
  });

  it("a Member never gets the Owner's cached dashboard, and sees a client once it is assigned to them", async () => {
    const boss = await signUpOwner(t.app);
    const member = await joinTeam(t, boss, 'member', uniqueEmail('member'));
    const client = await createClient(t.app, boss.cookie);
    expect((await dashboardOf(boss.cookie)).stats.activeClients).toBe(1);
    const mine = await dashboardOf(member.cookie);
    expect(mine.stats.activeClients).toBe(0);
    expect(mine.recentClients).toEqual([]);
    expect((await dashboardOf(boss.cookie, '?assigned=me')).stats.activeClients).toBe(0);
    const assigned = await call(t.app, boss.cookie, 'PUT', `/api/clients/${client.id}/assignees`, {
      userIds: [member.userId],
    });
    expect(assigned.status).toBe(200);
    expect((await dashboardOf(member.cookie)).stats.activeClients).toBe(1);
    expect((await dashboardOf(member.cookie)).recentClients[0]?.assignees.map((a) => a.name)).toEqual(['Max Member']);
    // The Owner's own view names the assignee too, and is still the whole workspace's.
    expect((await dashboardOf(boss.cookie)).recentClients[0]?.assignees).toHaveLength(1);
    expect((await dashboardOf(boss.cookie, '?assigned=me')).stats.activeClients).toBe(0);
  });

  it("another workspace's dashboard is its own", async () => {
    await dashboardOf(owner.cookie);
    const theirs = await dashboardOf(other.cookie);
    expect(theirs.recentClients.every((c) => c.clientName !== 'Nova Client')).toBe(true);
  });
});

describe('GET /api/portal/:token', () => {
  it('shows a branding change, a renamed stage, a submission and a new password at the next read', async () => {
    const journey = await savedJourney(t.app, owner.cookie, 'Portal cached', stages());
    const client = await createClient(t.app, owner.cookie, { templateId: journey.id });
    const token = client.shareToken;
    const first = await getPortal(t.app, token);
    expect(first.stages[0]?.submission).toBeNull();
    expect(await getPortal(t.app, token)).toEqual(first);

    await ok(t.app.request('/api/workspace', jsonRequest('PATCH', { name: 'Portal Brand' }, { cookie: owner.cookie })));
    expect((await getPortal(t.app, token)).branding.name).toBe('Portal Brand');

    const renamed = [{ ...stages()[0], id: journey.steps[0]?.id, name: 'Start here' }, stages()[1]];
    await ok(callJourneys(t.app, owner.cookie, 'PUT', `/${journey.id}`, { name: 'Portal cached', stages: renamed }));
    expect((await getPortal(t.app, token)).stages[0]?.name).toBe('Start here');

    const stageId = journey.steps[0]?.id ?? '';
    await ok(callPortal(t.app, token, 'POST', `/stages/${stageId}/submit`, { answers: { goal: 'Grow' } }));
    const submitted = await getPortal(t.app, token);
    expect(submitted.stages[0]?.submission?.answers).toEqual({ goal: 'Grow' });
    expect(submitted.completedCount).toBe(1);

    // The password is checked before the kept answer.
    await ok(callClients(t.app, owner.cookie, 'PUT', `/${client.id}/password`, { password: 'garden-gate' }));
    expect((await callPortal(t.app, token, 'GET')).status).toBe(401);
    await ok(callClients(t.app, owner.cookie, 'DELETE', `/${client.id}/password`));
    // An archived client's portal is closed at once.
    await ok(callClients(t.app, owner.cookie, 'POST', `/${client.id}/archive`));
    expect((await callPortal(t.app, token, 'GET')).status).toBe(404);
  });

  it("each client's token gets its own page", async () => {
    const a = await createClient(t.app, owner.cookie, { clientName: 'Ana' });
    const b = await createClient(t.app, other.cookie, { clientName: 'Bea' });
    expect((await getPortal(t.app, a.shareToken)).client.clientName).toBe('Ana');
    expect((await getPortal(t.app, b.shareToken)).client.clientName).toBe('Bea');
    expect((await getPortal(t.app, a.shareToken)).client.clientName).toBe('Ana');
  });
});

describe('GET /api/v1/clients', () => {
  it('shows a new, a renamed and an archived client at the next read; another key sees its own workspace', async () => {
    const fresh = await signUpOwner(t.app);
    const key = await apiKey(fresh.cookie);
    const otherKey = await apiKey(other.cookie);
    expect((await v1Clients(key)).data).toEqual([]);
    const client = await createClient(t.app, fresh.cookie, { clientName: 'Vee Client' });
    expect((await v1Clients(key)).data.map((c) => c.client_name)).toEqual(['Vee Client']);
    await ok(callClients(t.app, fresh.cookie, 'PATCH', `/${client.id}`, { clientName: 'Vee Renamed' }));
    expect((await v1Clients(key)).data[0]?.client_name).toBe('Vee Renamed');
    expect((await v1Clients(key, '?status=active')).data).toHaveLength(1);
    await ok(callClients(t.app, fresh.cookie, 'POST', `/${client.id}/archive`));
    expect((await v1Clients(key, '?status=active')).data).toEqual([]);
    expect((await v1Clients(key)).data[0]?.status).toBe('archived');
    expect((await v1Clients(otherKey)).data.some((c) => c.id === client.id)).toBe(false);
  });
});
