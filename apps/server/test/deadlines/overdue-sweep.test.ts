import { addCalendarDays } from '@bloom/core';
import { type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callClients } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { reminderClient, reminderJourney } from '../helpers/reminders';
import { jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { at, overdueSweep, recordingEvents, setDueDate } from './sweep-helpers';

/**
 * Issue 36, `stage.overdue`: the sweep announces a stage once its date is past on the client's
 * clock, once per stage and date (a moved date is announced again when it passes), only for
 * active clients' open stages, claiming in batches; a tick with nothing due runs one read.
 */
const NY = 'America/New_York';
const DUE = '2031-06-12';
const day = (offset: number) => addCalendarDays(DUE, offset);

let t: TestApp, owner: Owner;
let workspaceId: string, journeyId: string, intake: string, kickoff: string;
useTestApp(['owner'], (env) => ({ t, owner } = env));

async function setup() {
  if (journeyId) return;
  await ok(t.app.request('/api/workspace', jsonRequest('PATCH', { timezone: NY }, { cookie: owner.cookie })));
  const journey = await reminderJourney(t.app, owner.cookie);
  journeyId = journey.id;
  [intake, kickoff] = journey.steps.map((s) => s.id) as [string, string];
}

async function dueClient(dueOn = DUE) {
  await setup();
  const client = await reminderClient(t.app, owner.cookie, journeyId);
  workspaceId = (
    await t.db.selectFrom('projects').select('workspace_id').where('id', '=', client.id).executeTakeFirstOrThrow()
  ).workspace_id;
  await setDueDate(t.db, client.id, intake, dueOn);
  return client;
}

/** The announcements of one client's stages in a sweep at `now`. */
async function announcedFor(clientId: string, now: Date) {
  const { events, announced } = recordingEvents();
  const result = await overdueSweep(t.db, now, events);
  expect(result.failed).toEqual([]);
  return announced.filter((e) => e.clientId === clientId);
}

describe('the overdue sweep', () => {
  it('announces a stage once its date is past on the client’s clock, once per date', async () => {
    const client = await dueClient();
    expect(await announcedFor(client.id, at(NY, DUE, 23, 59))).toEqual([]);
    expect(await announcedFor(client.id, at(NY, day(1), 0, 0))).toEqual([
      { workspaceId, clientId: client.id, stageId: intake, dueOn: DUE },
    ]);
    expect(await announcedFor(client.id, at(NY, day(1), 0, 5))).toEqual([]);
    expect(await announcedFor(client.id, at(NY, day(9), 12))).toEqual([]);
  });

  it('announces a moved date again when it passes in turn', async () => {
    const client = await dueClient();
    expect(await announcedFor(client.id, at(NY, day(1), 9))).toHaveLength(1);
    await setDueDate(t.db, client.id, intake, day(3));
    expect(await announcedFor(client.id, at(NY, day(3), 23))).toEqual([]);
    expect(await announcedFor(client.id, at(NY, day(4), 0, 1))).toEqual([
      { workspaceId, clientId: client.id, stageId: intake, dueOn: day(3) },
    ]);
    expect(await announcedFor(client.id, at(NY, day(5), 0, 1))).toEqual([]);
  });

  it('reads the client’s own zone: a day later in Honolulu than in Tokyo', async () => {
    const west = await dueClient();
    const east = await dueClient();
    await t.db.updateTable('projects').set({ client_timezone: 'Pacific/Honolulu' }).where('id', '=', west.id).execute();
    await t.db.updateTable('projects').set({ client_timezone: 'Asia/Tokyo' }).where('id', '=', east.id).execute();
    const now = at('Asia/Tokyo', day(1), 0, 30);
    expect(await announcedFor(east.id, now)).toHaveLength(1);
    expect(await announcedFor(west.id, now)).toEqual([]);
    expect(await announcedFor(west.id, at('Pacific/Honolulu', day(1), 0, 0))).toHaveLength(1);
  });

  it('stays quiet for a stage done, skipped or closed, and for a client archived or completed', async () => {
    const done = await dueClient();
    await ok(
      callPortal(t.app, done.shareToken, 'POST', `/stages/${intake}/submit`, { answers: { goal: 'A new site' } }),
    );
    const skipped = await dueClient();
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([intake]) })
      .where('id', '=', skipped.id)
      .execute();
    const closed = await dueClient();
    await setDueDate(t.db, closed.id, intake, DUE, false);
    const archived = await dueClient();
    await ok(callClients(t.app, owner.cookie, 'POST', `/${archived.id}/archive`));
    const completed = await dueClient();
    await t.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', completed.id).execute();

    const { events, announced } = recordingEvents();
    await overdueSweep(t.db, at(NY, day(2), 12), events);
    const quiet = [done, skipped, closed, archived, completed].map((c) => c.id);
    expect(announced.filter((e) => quiet.includes(e.clientId))).toEqual([]);
  });

  it('claims in batches, each stage once, however many there are', async () => {
    const clients = [];
    for (let i = 0; i < 5; i++) clients.push(await dueClient(day(20 + i)));
    // One more that is not past yet anywhere: it is read, not announced, and does not stall the keyset.
    await setDueDate(t.db, clients[0]?.id ?? '', kickoff, day(40));
    const { events, announced } = recordingEvents();
    const result = await overdueSweep(t.db, at(NY, day(39), 12), events, 2);
    expect(result.failed).toEqual([]);
    const ids = clients.map((c) => c.id);
    const ours = announced.filter((e) => ids.includes(e.clientId));
    expect(ours.map((e) => [e.clientId, e.dueOn])).toEqual(clients.map((c, i) => [c.id, day(20 + i)]));
    expect(await announcedFor(clients[0]?.id ?? '', at(NY, day(41), 0, 1))).toEqual([
      { workspaceId, clientId: clients[0]?.id, stageId: kickoff, dueOn: day(40) },
    ]);
  });

  it('a failing reaction leaves its stage for the next tick, and the others go', async () => {
    const bad = await dueClient(day(60));
    const good = await dueClient(day(60));
    const { events: recorder, announced } = recordingEvents();
    const failing = recordingEvents({
      'stage.overdue': async (_trx, event) => {
        if (event.clientId === bad.id) throw new Error('receiver on fire');
      },
    });
    const first = await overdueSweep(t.db, at(NY, day(61), 1), failing.events);
    expect(first.failed).toEqual([{ clientId: bad.id, stageId: intake, reason: 'receiver on fire' }]);
    const notified = await t.db
      .selectFrom('stage_due_dates')
      .select(['project_id', sql<string | null>`to_char(overdue_notified_on, 'YYYY-MM-DD')`.as('on')])
      .where('project_id', 'in', [bad.id, good.id])
      .execute();
    expect(Object.fromEntries(notified.map((r) => [r.project_id, r.on]))).toEqual({
      [bad.id]: null,
      [good.id]: day(60),
    });
    await overdueSweep(t.db, at(NY, day(61), 2), recorder);
    expect(announced.filter((e) => e.clientId === bad.id || e.clientId === good.id).map((e) => e.clientId)).toEqual([
      bad.id,
    ]);
  });

  it('a tick with nothing due runs one read and writes nothing', async () => {
    const { events } = recordingEvents();
    await overdueSweep(t.db, at(NY, day(200), 12), events);
    // The stages left unannounced above are done, skipped or closed: the refresh closes those.
    await t.db.updateTable('stage_due_dates').set({ open: false }).where('overdue_notified_on', 'is', null).execute();
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const result = await overdueSweep(t.db.withPlugin(counter), at(NY, day(200), 12, 5), events);
    expect(result).toEqual({ announced: 0, failed: [] });
    expect(statements).toBe(1);
  });
});
