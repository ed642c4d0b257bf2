import {
  addCalendarDays,
  type ClientListResponse,
  type DashboardDto,
  localDateKey,
  OVERDUE_MESSAGES,
  OVERDUE_PAGE_SIZE,
  type OverdueClientsResponse,
} from '@bloom/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../src/kernel/events';
import type { OwnerContext } from '../src/kernel/owner-context';
import { countOverdueClients, listOverdueClients, overdueClientIds } from '../src/modules/deadlines';
import { createClient } from './helpers/clients';
import { workspaceOf } from './helpers/journeys';
import { call, joinTeam } from './helpers/team';
import { signUpOwner, type TestApp, uniqueEmail } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * "Overdue" in the owner's lists: an open stage_due_dates row dated before today on the client's
 * clock, for an active client. The rows are written straight in the table (the deadlines area
 * keeps them in the app); the client list's filter and counts, the dashboard and insights all read
 * the one query of modules/deadlines.
 */
let t: TestApp;
let boss: Owner;
let stranger: Owner;
useTestApp(['boss', 'stranger'], (env) => ({ t, boss, stranger } = env));

const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC-11

let stages: string[] = [];
let member: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
/** The clients of boss's workspace, by what their dates make them. */
const ids: Record<string, string> = {};
/** Those overdue now, and how many stages each. */
const overdue: Record<string, number> = {};
let strangerLate = '';

const utcToday = () => new Date().toISOString().slice(0, 10);

async function due(clientId: string, stage: number, dueOn: string | null, open = true) {
  const { workspace_id } = await t.db
    .selectFrom('projects')
    .select('workspace_id')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO stage_due_dates (project_id, step_id, workspace_id, due_on, open)
    VALUES (${clientId}, ${stages[stage]}, ${workspace_id}, ${dueOn}::date, ${open})`.execute(t.db);
}

const add = async (owner: { cookie: string }, name: string) =>
  (await createClient(t.app, owner.cookie, { clientName: name, projectName: `${name} project` })).id;

async function get<T>(cookie: string, path: string): Promise<T> {
  const res = await call(t.app, cookie, 'GET', path);
  const body = await res.text();
  expect(res.status, `${path}: ${body.slice(0, 300)}`).toBe(200);
  return JSON.parse(body) as T;
}

const listIds = async (cookie: string, query: string) =>
  (await get<ClientListResponse>(cookie, `/api/clients?${query}`)).clients.map((c) => c.id).sort();

beforeAll(async () => {
  stages = (
    await t.db
      .selectFrom('flow_steps')
      .select('id')
      .where('template_id', '=', 'builtin-legal')
      .where('deleted_at', 'is', null)
      .orderBy('step_order')
      .execute()
  ).map((s) => s.id);
  expect(stages.length).toBeGreaterThanOrEqual(3);
  member = await joinTeam(t, boss, 'member', uniqueEmail('overdue-member'));
  admin = await joinTeam(t, boss, 'admin', uniqueEmail('overdue-admin'));
  const longAgo = addCalendarDays(utcToday(), -5);
  const later = addCalendarDays(utcToday(), 5);
  const K = localDateKey(new Date(), KIRITIMATI);
  const P = localDateKey(new Date(), PAGO_PAGO);

  for (const name of ['late', 'onTime', 'closed', 'noDate', 'archived', 'completed', 'skipped', 'memberLate']) {
    ids[name] = await add(boss, name);
  }
  // Two stages overdue, one not yet due.
  await due(ids.late!, 0, longAgo);
  await due(ids.late!, 1, addCalendarDays(longAgo, 2));
  await due(ids.late!, 2, later);
  overdue.late = 2;
  await due(ids.onTime!, 0, later);
  await due(ids.closed!, 0, longAgo, false);
  await due(ids.noDate!, 0, null);
  await due(ids.archived!, 0, longAgo);
  expect((await call(t.app, boss.cookie, 'POST', `/api/clients/${ids.archived}/archive`)).status).toBe(200);
  await due(ids.completed!, 0, longAgo);
  await t.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', ids.completed!).execute();
  // A stage that does not apply to the client is never overdue.
  await due(ids.skipped!, 1, longAgo);
  await sql`UPDATE projects SET skipped_step_ids = ${JSON.stringify([stages[1]])}::jsonb WHERE id = ${ids.skipped}`.execute(
    t.db,
  );
  await due(ids.memberLate!, 0, longAgo);
  overdue.memberLate = 1;
  await call(t.app, boss.cookie, 'PUT', `/api/clients/${ids.memberLate}/assignees`, { userIds: [member.userId] });

  // Around the date line: the same date is past in UTC+14 and not yet in UTC-11 (P < K always).
  ids.east = await add(boss, 'east');
  ids.west = await add(boss, 'west');
  ids.westLater = await add(boss, 'westLater');
  await t.db.updateTable('projects').set({ client_timezone: KIRITIMATI }).where('id', '=', ids.east).execute();
  await t.db
    .updateTable('projects')
    .set({ client_timezone: PAGO_PAGO })
    .where('id', 'in', [ids.west, ids.westLater])
    .execute();
  await due(ids.east, 0, P);
  overdue.east = 1;
  await due(ids.west, 0, P);
  // Never overdue in UTC-11, though overdue in UTC for part of the day.
  await due(ids.westLater, 0, addCalendarDays(K, -1));

  strangerLate = await add(stranger, 'strangerLate');
  await due(strangerLate, 0, longAgo);
}, 180_000);

const overdueIds = () => Object.keys(overdue).map((k) => ids[k] ?? '');

describe('GET /api/clients?due=overdue', () => {
  it("lists exactly this workspace's overdue clients, and counts them for the filter", async () => {
    for (const who of [boss, admin]) {
      expect(await listIds(who.cookie, 'due=overdue')).toEqual(overdueIds().sort());
      const page = await get<ClientListResponse>(who.cookie, '/api/clients');
      expect(page.overdueCount).toBe(Object.keys(overdue).length);
    }
    expect(await listIds(boss.cookie, 'due=overdue')).not.toContain(strangerLate);
    const theirs = await get<ClientListResponse>(stranger.cookie, '/api/clients?due=overdue');
    expect(theirs.clients.map((c) => c.id)).toEqual([strangerLate]);
    expect(theirs.overdueCount).toBe(1);
  });

  it('puts the number of overdue stages on every card (0 when none, archived or completed)', async () => {
    const cards = (await get<ClientListResponse>(boss.cookie, '/api/clients?limit=100')).clients;
    const byId = new Map(cards.map((c) => [c.id, c.overdueStages]));
    for (const [name, id] of Object.entries(ids)) {
      if (name === 'archived') continue;
      expect(byId.get(id), name).toBe(overdue[name] ?? 0);
    }
    const archived = (await get<ClientListResponse>(boss.cookie, '/api/clients?status=archived')).clients;
    expect(archived.map((c) => [c.id, c.overdueStages])).toEqual([[ids.archived, 0]]);
    expect(await listIds(boss.cookie, 'due=overdue&status=archived')).toEqual([]);
  });

  it('computes today on the client clock: their own zone, else the workspace one', async () => {
    const shown = await listIds(boss.cookie, 'due=overdue');
    expect(shown).toContain(ids.east);
    expect(shown).not.toContain(ids.west);
    expect(shown).not.toContain(ids.westLater);
    // A workspace in UTC+14 makes a client without a zone of their own overdue on the same date.
    const far = await signUpOwner(t.app);
    const farWs = await workspaceOf(t.app, far.cookie);
    await t.db.updateTable('workspaces').set({ timezone: KIRITIMATI }).where('id', '=', farWs).execute();
    const local = await add(far, 'local');
    const away = await add(far, 'away');
    await t.db.updateTable('projects').set({ client_timezone: PAGO_PAGO }).where('id', '=', away).execute();
    const P = localDateKey(new Date(), PAGO_PAGO);
    await due(local, 0, P);
    await due(away, 0, P);
    expect(await listIds(far.cookie, 'due=overdue')).toEqual([local]);
  });

  it('keeps only assigned clients for a Member, and for anyone with assigned=me', async () => {
    const mine = await get<ClientListResponse>(member.cookie, '/api/clients?due=overdue');
    expect(mine.clients.map((c) => c.id)).toEqual([ids.memberLate]);
    expect(mine.overdueCount).toBe(1);
    const bosses = await get<ClientListResponse>(boss.cookie, '/api/clients?due=overdue&assigned=me');
    expect(bosses.clients).toEqual([]);
    expect(bosses.overdueCount).toBe(0);
  });

  it('pages with the cursor and combines with search', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: ClientListResponse = await get(boss.cookie, `/api/clients?due=overdue&limit=1${suffix}`);
      expect(page.clients.length).toBeLessThanOrEqual(1);
      seen.push(...page.clients.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 20);
    expect(seen.sort()).toEqual(overdueIds().sort());
    expect(await listIds(boss.cookie, 'due=overdue&q=east')).toEqual([ids.east]);
    expect(await listIds(boss.cookie, 'due=overdue&q=onTime')).toEqual([]);
  });

  it('refuses another value with 400 and its message', async () => {
    for (const value of ['late', 'OVERDUE', '', 'overdue,overdue']) {
      const res = await call(t.app, boss.cookie, 'GET', `/api/clients?due=${value}`);
      expect(res.status, value).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(OVERDUE_MESSAGES.badFilter);
    }
  });
});

describe('the dashboard and insights', () => {
  it('the dashboard counts the overdue clients and lists the most overdue first', async () => {
    const dash = await get<DashboardDto>(boss.cookie, '/api/dashboard');
    expect(dash.overdue.count).toBe(Object.keys(overdue).length);
    const [first] = dash.overdue.clients;
    // late and memberLate share the earliest date; id order breaks the tie.
    expect(
      dash.overdue.clients
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual([ids.late, ids.memberLate].sort());
    const late = dash.overdue.clients.find((c) => c.id === ids.late);
    expect(late).toMatchObject({
      clientName: 'late',
      projectName: 'late project',
      journey: { id: 'builtin-legal', name: 'Legal Services' },
      stage: { id: stages[0] },
      dueOn: addCalendarDays(utcToday(), -5),
      today: utcToday(),
      daysOverdue: 5,
      overdueStages: 2,
    });
    expect(first?.daysOverdue).toBe(5);
    expect(dash.overdue.clients.at(-1)?.id).toBe(ids.east);

    const members = await get<DashboardDto>(member.cookie, '/api/dashboard');
    expect(members.overdue).toMatchObject({ count: 1, clients: [{ id: ids.memberLate }] });
    const bosses = await get<DashboardDto>(boss.cookie, '/api/dashboard?assigned=me');
    expect(bosses.overdue).toEqual({ count: 0, clients: [] });
    const theirs = await get<DashboardDto>(stranger.cookie, '/api/dashboard');
    expect(theirs.overdue.clients.map((c) => c.id)).toEqual([strangerLate]);
  });

  it('insights list the overdue clients to the Owner and Admins, a Member is refused', async () => {
    for (const who of [boss, admin]) {
      const answer = await get<OverdueClientsResponse>(who.cookie, '/api/insights/overdue');
      expect(answer.clients.map((c) => c.id).sort()).toEqual(overdueIds().sort());
      expect(answer.nextCursor).toBeNull();
    }
    expect((await call(t.app, member.cookie, 'GET', '/api/insights/overdue')).status).toBe(403);
    const byJourney = await get<OverdueClientsResponse>(boss.cookie, '/api/insights/overdue?journeyId=builtin-legal');
    expect(byJourney.clients).toHaveLength(Object.keys(overdue).length);
    expect(
      (await get<OverdueClientsResponse>(boss.cookie, '/api/insights/overdue?journeyId=builtin-photography')).clients,
    ).toEqual([]);
    const foreignJourney = await call(t.app, boss.cookie, 'GET', '/api/insights/overdue?journeyId=no-such-journey');
    expect(foreignJourney.status).toBe(404);
    const empty = await get<OverdueClientsResponse>(
      stranger.cookie,
      '/api/insights/overdue?journeyId=builtin-photography',
    );
    expect(empty).toEqual({ clients: [], nextCursor: null });
  });

  it('insights page the overdue clients most overdue first, without gaps or repeats', async () => {
    const many = await signUpOwner(t.app);
    const ws = await workspaceOf(t.app, many.cookie);
    const count = OVERDUE_PAGE_SIZE + 4;
    const rows = await t.db
      .insertInto('projects')
      .values(
        Array.from({ length: count }, (_, i) => ({
          workspace_id: ws,
          name: `Many ${i}`,
          client_name: `Many ${i}`,
          share_token: `many-${ws}-${i}`,
          template_id: 'builtin-legal',
        })),
      )
      .returning('id')
      .execute();
    // Three clients a day, so ties on the date are broken by id across pages.
    for (const [i, row] of rows.entries()) await due(row.id, 0, addCalendarDays(utcToday(), -2 - Math.floor(i / 3)));
    const first = await get<OverdueClientsResponse>(many.cookie, '/api/insights/overdue');
    expect(first.clients).toHaveLength(OVERDUE_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await get<OverdueClientsResponse>(
      many.cookie,
      `/api/insights/overdue?cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.nextCursor).toBeNull();
    const all = [...first.clients, ...second.clients];
    expect(new Set(all.map((c) => c.id)).size).toBe(count);
    const keys = all.map((c) => [c.dueOn, c.id].join(' '));
    expect([...keys].sort()).toEqual(keys);
    expect(all[0]?.daysOverdue).toBe(2 + Math.floor((count - 1) / 3));
  });
});

describe('the overdue query at midnight', () => {
  it('turns a date overdue when the client clock passes midnight, in UTC+14 and in UTC-11', async () => {
    const owner = await signUpOwner(t.app);
    const ws = await workspaceOf(t.app, owner.cookie);
    const east = await add(owner, 'east');
    const west = await add(owner, 'west');
    await t.db.updateTable('projects').set({ client_timezone: KIRITIMATI }).where('id', '=', east).execute();
    await t.db.updateTable('projects').set({ client_timezone: PAGO_PAGO }).where('id', '=', west).execute();
    await due(east, 0, '2026-03-10');
    await due(west, 0, '2026-03-10');
    const { user_id } = await t.db
      .selectFrom('workspaces')
      .select('user_id')
      .where('id', '=', ws)
      .executeTakeFirstOrThrow();
    const ctx: OwnerContext = {
      db: t.db,
      events: createEvents(),
      userId: user_id,
      userName: 'Owner',
      workspaceId: ws,
      role: 'owner',
    };
    const at = async (iso: string) =>
      (await listOverdueClients(ctx, new Date(iso), { limit: 10 })).map((r) => r.client_name).sort();
    // Kiritimati: 23:59 on the 10th, then 00:01 on the 11th.
    expect(await at('2026-03-10T09:59:00Z')).toEqual([]);
    expect(await at('2026-03-10T10:01:00Z')).toEqual(['east']);
    // Pago Pago: 23:59 on the 10th, then 00:01 on the 11th (UTC has long been on the 11th).
    expect(await at('2026-03-11T10:59:00Z')).toEqual(['east']);
    expect(await at('2026-03-11T11:01:00Z')).toEqual(['east', 'west']);
    const today = (await listOverdueClients(ctx, new Date('2026-03-11T11:01:00Z'), { limit: 10 })).map((r) => [
      r.client_name,
      r.today,
    ]);
    expect(today.sort()).toEqual([
      ['east', '2026-03-12'],
      ['west', '2026-03-11'],
    ]);
    expect(await countOverdueClients(ctx, new Date('2026-03-10T10:01:00Z'))).toBe(1);
  });

  it("reads the workspace's overdue dates from the partial index, not the whole table", async () => {
    const ws = await workspaceOf(t.app, boss.cookie);
    const ctx = { db: t.db, workspaceId: ws, role: 'owner' } as OwnerContext;
    const plan = await t.db.transaction().execute(async (trx) => {
      // Few rows here: without this the planner would rightly read the table.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${overdueClientIds(ctx, new Date())}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/stage_due_dates_(workspace_)?due/);
  });
});

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const anyValue = fc.oneof(
  fc.constantFrom('overdue', 'OVERDUE', '', '%00', '%FF', '%ED%A0%80', 'overdue&due=overdue', 'builtin-legal'),
  fc.string().map(pct),
);

describe('the new query parameters under arbitrary input', () => {
  it('answer 2xx or 4xx for every role, never 5xx, and a 200 never shows a foreign client', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('boss', 'admin', 'member'),
        fc.constantFrom('/api/clients?due=', '/api/insights/overdue?journeyId=', '/api/insights/overdue?cursor='),
        anyValue,
        fc.option(fc.constantFrom('&assigned=me', '&status=archived', '&limit=1', '&cursor=abc'), { nil: '' }),
        async (role, path, value, extra) => {
          const who = { boss, admin, member }[role];
          const res = await call(t.app, who.cookie, 'GET', `${path}${value}${extra}`);
          const body = await res.text();
          expect(res.status, `${role} ${path}${value}${extra} → ${body.slice(0, 200)}`).toBeLessThan(500);
          if (res.status === 200) expect(body).not.toContain(strangerLate);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
