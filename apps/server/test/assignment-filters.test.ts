import { ASSIGNMENT_MESSAGES, type ClientListResponse, type ClientResponse, type DashboardDto } from '@bloom/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { call, joinTeam } from './helpers/team';
import { type TestApp, uniqueEmail } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * "Assigned to me" (issue 33): `?assigned=me` on the client list and the dashboard keeps only the
 * caller's assigned clients, for every role (a Member's default view already is); cards and the
 * client detail name the assignees.
 */
let t: TestApp;
let boss: Owner;
let stranger: Owner;
useTestApp(['boss', 'stranger'], (env) => ({ t, boss, stranger } = env));

type Person = { cookie: string; userId: string };
let owner: Person;
let admin: Person;
let member: Person;
/** ada: the Member's; ben: the Admin's and the Owner's; cy: no one's; dot: the Owner's, archived. */
const ids = { ada: '', ben: '', cy: '', dot: '' };

const get = async <T>(cookie: string, path: string): Promise<T> => {
  const res = await call(t.app, cookie, 'GET', path);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
};
const names = (list: ClientListResponse) => list.clients.map((c) => c.clientName);
const assign = async (clientId: string, userIds: string[]) =>
  expect((await call(t.app, boss.cookie, 'PUT', `/api/clients/${clientId}/assignees`, { userIds })).status).toBe(200);

beforeAll(async () => {
  const me = await get<{ members: { userId: string }[] }>(boss.cookie, '/api/team');
  owner = { cookie: boss.cookie, userId: me.members[0]?.userId ?? '' };
  admin = await joinTeam(t, boss, 'admin', uniqueEmail('filter-admin'));
  member = await joinTeam(t, boss, 'member', uniqueEmail('filter-member'));
  for (const name of ['ada', 'ben', 'cy', 'dot'] as const) {
    ids[name] = (await createClient(t.app, boss.cookie, { clientName: name })).id;
  }
  await assign(ids.ada, [member.userId]);
  await assign(ids.ben, [admin.userId, owner.userId]);
  await assign(ids.dot, [owner.userId]);
  expect((await call(t.app, boss.cookie, 'POST', `/api/clients/${ids.dot}/archive`)).status).toBe(200);
  // Kept counts: a submission each on ada and ben, a testimonial on ben, one on cy.
  await t.db
    .insertInto('form_submissions')
    .values([
      { project_id: ids.ada, response_data: '{}' },
      { project_id: ids.ben, response_data: '{}' },
      { project_id: ids.cy, response_data: '{}' },
    ])
    .execute();
  await t.db
    .insertInto('testimonials')
    .values([
      { project_id: ids.ben, content: 'Lovely', client_name: 'ben' },
      { project_id: ids.cy, content: 'Fine', client_name: 'cy' },
    ])
    .execute();
}, 120_000);

describe('GET /api/clients?assigned=me', () => {
  it('the Owner and an Admin see every client by default and their own with assigned=me', async () => {
    for (const who of [owner, admin]) {
      expect(names(await get(who.cookie, '/api/clients'))).toEqual(['cy', 'ben', 'ada']);
    }
    const mine = await get<ClientListResponse>(owner.cookie, '/api/clients?assigned=me');
    expect(names(mine)).toEqual(['ben']);
    // The archived count follows the filter: the Owner's one archived client, not the workspace's.
    expect(mine.archivedCount).toBe(1);
    expect(names(await get(owner.cookie, '/api/clients?assigned=me&status=archived'))).toEqual(['dot']);
    const admins = await get<ClientListResponse>(admin.cookie, '/api/clients?assigned=me');
    expect(names(admins)).toEqual(['ben']);
    expect(admins.archivedCount).toBe(0);
    expect(names(await get(admin.cookie, '/api/clients?assigned=me&status=archived'))).toEqual([]);
  });

  it("a Member's list is the same with or without the filter", async () => {
    const plain = await get<ClientListResponse>(member.cookie, '/api/clients');
    const filtered = await get<ClientListResponse>(member.cookie, '/api/clients?assigned=me');
    expect(names(plain)).toEqual(['ada']);
    expect(filtered).toEqual(plain);
  });

  it('combines with search and pages', async () => {
    expect(names(await get(owner.cookie, '/api/clients?assigned=me&q=ada'))).toEqual([]);
    expect(names(await get(owner.cookie, '/api/clients?assigned=me&q=be'))).toEqual(['ben']);
    await assign(ids.cy, [owner.userId]);
    try {
      const first = await get<ClientListResponse>(owner.cookie, '/api/clients?assigned=me&limit=1');
      expect(names(first)).toEqual(['cy']);
      const cursor = encodeURIComponent(first.nextCursor ?? '');
      const second = await get<ClientListResponse>(owner.cookie, `/api/clients?assigned=me&limit=1&cursor=${cursor}`);
      expect(names(second)).toEqual(['ben']);
      expect(second.nextCursor).toBeNull();
    } finally {
      await assign(ids.cy, []);
    }
  });

  it('cards and the detail name the assignees, by name; unassigned is an empty list', async () => {
    const cards = (await get<ClientListResponse>(owner.cookie, '/api/clients')).clients;
    const ben = cards.find((c) => c.id === ids.ben);
    expect(ben?.assignees).toEqual([
      { userId: owner.userId, name: 'Avery Stone' },
      { userId: admin.userId, name: 'Dana Admin' },
    ]);
    expect(cards.find((c) => c.id === ids.cy)?.assignees).toEqual([]);
    const detail = await get<ClientResponse>(member.cookie, `/api/clients/${ids.ada}`);
    expect(detail.client.assignees).toEqual([{ userId: member.userId, name: 'Max Member' }]);
    expect((await get<ClientResponse>(owner.cookie, `/api/clients/${ids.cy}`)).client.assignees).toEqual([]);
  });

  it('refuses any other value with 400 and its message', async () => {
    for (const value of ['you', 'ME', '', 'me,me']) {
      const res = await call(t.app, owner.cookie, 'GET', `/api/clients?assigned=${value}`);
      expect(res.status, value).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(ASSIGNMENT_MESSAGES.badFilter);
    }
  });
});

describe('GET /api/dashboard?assigned=me', () => {
  it("counts and lists only the caller's clients; the checklist stays the workspace's", async () => {
    const all = await get<DashboardDto>(owner.cookie, '/api/dashboard');
    expect(all.stats).toEqual({ activeClients: 3, submissions: 3, testimonials: 2 });
    expect(all.recentClients.map((c) => c.clientName)).toEqual(['dot', 'cy', 'ben', 'ada']);

    const mine = await get<DashboardDto>(owner.cookie, '/api/dashboard?assigned=me');
    expect(mine.stats).toEqual({ activeClients: 1, submissions: 1, testimonials: 1 });
    expect(mine.recentClients.map((c) => c.clientName)).toEqual(['dot', 'ben']);
    expect(mine.checklist).toEqual(all.checklist);

    const admins = await get<DashboardDto>(admin.cookie, '/api/dashboard?assigned=me');
    expect(admins.stats).toEqual({ activeClients: 1, submissions: 1, testimonials: 1 });
    expect(admins.recentClients.map((c) => c.clientName)).toEqual(['ben']);
  });

  it("a Member's dashboard is the same with or without the filter", async () => {
    const plain = await get<DashboardDto>(member.cookie, '/api/dashboard');
    expect(plain.stats).toEqual({ activeClients: 1, submissions: 1, testimonials: 0 });
    expect(plain.recentClients.map((c) => c.clientName)).toEqual(['ada']);
    expect(await get<DashboardDto>(member.cookie, '/api/dashboard?assigned=me')).toEqual(plain);
  });

  it('another workspace counts nothing here, and a bad value is 400', async () => {
    await createClient(t.app, stranger.cookie, { clientName: 'elsewhere' });
    const theirs = await get<DashboardDto>(stranger.cookie, '/api/dashboard?assigned=me');
    expect(theirs.stats).toEqual({ activeClients: 0, submissions: 0, testimonials: 0 });
    expect(theirs.recentClients).toEqual([]);
    expect((await call(t.app, owner.cookie, 'GET', '/api/dashboard?assigned=all')).status).toBe(400);
  });
});

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const queryValue = fc.oneof(
  fc.constantFrom('me', 'ME', '', 'all', '%00', '%FF', '%ED%A0%80', 'me&assigned=me', 'me%00'),
  fc.string().map(pct),
);

describe('the filtered queries under arbitrary input', () => {
  it('answer 2xx or 4xx for every role, and a 200 never shows a client the filter excludes', async () => {
    const visible: Record<string, string[]> = {
      owner: [ids.ben, ids.dot],
      admin: [ids.ben],
      member: [ids.ada],
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('owner', 'admin', 'member'),
        fc.constantFrom('/api/clients', '/api/dashboard'),
        queryValue,
        fc.option(fc.constantFrom('active', 'archived', 'x'), { nil: undefined }),
        fc.option(fc.string().map(pct), { nil: undefined }),
        async (role, path, assigned, status, q) => {
          const who = { owner, admin, member }[role];
          const qs = [`assigned=${assigned}`, status && `status=${status}`, q !== undefined && `q=${q}`]
            .filter(Boolean)
            .join('&');
          const res = await call(t.app, who.cookie, 'GET', `${path}?${qs}`);
          const body = await res.text();
          expect(res.status, `${role} ${path}?${qs} → ${body.slice(0, 200)}`).toBeLessThan(500);
          if (res.status !== 200 || assigned !== 'me') return;
          const data = JSON.parse(body) as { clients?: { id: string }[]; recentClients?: { id: string }[] };
          for (const c of data.clients ?? data.recentClients ?? []) expect(visible[role]).toContain(c.id);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
