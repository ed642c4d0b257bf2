import { CLIENT_MESSAGES, type ClientDueDatesDto, DEADLINE_MESSAGES as M } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { refreshClientDueDates, refreshDueDates } from '../../src/modules/deadlines';
import { callClients } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import {
  asInput,
  daysAgo,
  dueClient,
  dueDates,
  dueJourney,
  dueStage,
  getDueDates,
  invitedAt,
  keptRows,
  putDueDate,
  resave,
  submitStage,
  today,
} from './due-date-fixtures';

/**
 * A client's due dates: computed from each stage's rule (days after the start, after the previous
 * applying stage is done, a date per client), only for stages that apply, closed when done, kept
 * in stage_due_dates as the journey, the answers and the client's start change; the owner's date
 * for a stage wins. Another workspace's client or a stage of another journey is 404.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const byStage = (dto: ClientDueDatesDto) => Object.fromEntries(dto.stages.map((s) => [s.stageId, s]));

describe('GET /api/clients/{id}/due-dates', () => {
  it('has no dates before the client starts, and each rule kind once they have', async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    const before = await dueDates(app, owner.cookie, client.id);
    expect(before).toMatchObject({ timeZone: 'UTC', today: today(), startedOn: null });
    expect(before.stages.map((s) => [s.name, s.order, s.dueOn, s.state])).toEqual([
      ['Brief', 1, null, null],
      ['Content', 2, null, null],
      ['Launch', 3, null, null],
      ['Wrap-up', 4, null, null],
    ]);
    // The client was created: rows for the stages with a rule, still without a date.
    expect(await keptRows(t, client.id)).toEqual({
      [stages.a]: { dueOn: null, overrideOn: null, open: true },
      [stages.b]: { dueOn: null, overrideOn: null, open: true },
      [stages.c]: { dueOn: null, overrideOn: null, open: true },
    });

    await invitedAt(t, client.id, daysAgo(5));
    const after = byStage(await dueDates(app, owner.cookie, client.id));
    expect(after[stages.a]).toMatchObject({
      applies: true,
      completed: false,
      rule: { from: 'start', days: 3 },
      ruleText: '3 days after the client starts',
      dueOn: today(-2),
      overrideOn: null,
      state: 'overdue',
      label: 'Overdue by 2 days',
    });
    // Waiting for Brief to be done; a fixed date not set yet; no rule at all.
    expect(after[stages.b]).toMatchObject({
      dueOn: null,
      state: null,
      ruleText: '2 days after the previous stage is done',
    });
    expect(after[stages.c]).toMatchObject({ dueOn: null, rule: { from: 'fixed' } });
    expect(after[stages.d]).toMatchObject({ dueOn: null, rule: null, ruleText: 'No due date' });
    expect((await keptRows(t, client.id))[stages.a]).toEqual({ dueOn: today(-2), overrideOn: null, open: true });
  });

  it('counts from the first portal visit when it comes before the invitation', async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    expect((await callPortal(app, client.shareToken, 'POST', '/seen', {})).status).toBe(200);
    const dto = await dueDates(app, owner.cookie, client.id);
    expect(dto.startedOn).toBe(today());
    expect(byStage(dto)[stages.a]).toMatchObject({ dueOn: today(3), state: 'upcoming' });
    // A later invitation does not move the start.
    await invitedAt(t, client.id, new Date(Date.now() + 86_400_000));
    expect((await dueDates(app, owner.cookie, client.id)).startedOn).toBe(today());
  });

  it("reads the dates on the client's clock: their zone, else the workspace's", async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    // 20:00 UTC on Jan 1st is already Jan 2nd in Tokyo.
    await invitedAt(t, client.id, new Date('2025-01-01T20:00:00Z'));
    expect(byStage(await dueDates(app, owner.cookie, client.id))[stages.a]?.dueOn).toBe('2025-01-04');
    await t.db.updateTable('projects').set({ client_timezone: 'Asia/Tokyo' }).where('id', '=', client.id).execute();
    await refreshClientDueDates(t.db, client.id);
    const dto = await dueDates(app, owner.cookie, client.id);
    expect(dto).toMatchObject({ timeZone: 'Asia/Tokyo', startedOn: '2025-01-02' });
    expect(byStage(dto)[stages.a]?.dueOn).toBe('2025-01-05');
    expect((await keptRows(t, client.id))[stages.a]?.dueOn).toBe('2025-01-05');
  });

  it('closes a stage once done and dates the next from its completion', async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    await invitedAt(t, client.id, daysAgo(5));
    await submitStage(app, client.shareToken, stages.a, 'a');
    const dto = byStage(await dueDates(app, owner.cookie, client.id));
    expect(dto[stages.a]).toMatchObject({ completed: true, dueOn: today(-2), state: null, label: null });
    expect(dto[stages.b]).toMatchObject({ dueOn: today(2), state: 'upcoming' });
    const rows = await keptRows(t, client.id);
    expect(rows[stages.a]).toEqual({ dueOn: today(-2), overrideOn: null, open: false });
    expect(rows[stages.b]).toEqual({ dueOn: today(2), overrideOn: null, open: true });
  });

  it('gives a stage that does not apply no date, and dates the next from the one before it', async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    await invitedAt(t, client.id, daysAgo(5));
    await submitStage(app, client.shareToken, stages.a, 'a');
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([stages.b]) })
      .where('id', '=', client.id)
      .execute();
    await t.db.transaction().execute((trx) => refreshDueDates(trx, client.id));
    const dto = byStage(await dueDates(app, owner.cookie, client.id));
    expect(dto[stages.b]).toMatchObject({ applies: false, dueOn: null, state: null });
    expect((await keptRows(t, client.id))[stages.b]).toEqual({ dueOn: null, overrideOn: null, open: false });
    // Its own date too: the owner's date waits until the stage applies again.
    await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.b, { overrideOn: today(9) }));
    expect(byStage(await dueDates(app, owner.cookie, client.id))[stages.b]).toMatchObject({
      dueOn: null,
      overrideOn: today(9),
    });
  });

  it('answers 404 for a client of another workspace or an id that is none', async () => {
    const { client } = await dueClient(app, owner.cookie);
    await fails(getDueDates(app, stranger.cookie, client.id), 404, CLIENT_MESSAGES.notFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await app.request(`/api/clients/${id}/due-dates`, { headers: { cookie: owner.cookie } })).status).toBe(
        404,
      );
    }
    expect((await app.request(`/api/clients/${client.id}/due-dates`)).status).toBe(401);
  });
});

describe('PUT /api/clients/{id}/due-dates/{stageId}', () => {
  it("sets the owner's date over any rule, and null goes back to the rule", async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    await invitedAt(t, client.id, daysAgo(5));

    const fixed = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.c, { overrideOn: today() })),
    );
    expect(fixed[stages.c]).toMatchObject({
      dueOn: today(),
      overrideOn: today(),
      state: 'due-today',
      label: 'Due today',
    });

    const moved = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.a, { overrideOn: today(1) })),
    );
    expect(moved[stages.a]).toMatchObject({ dueOn: today(1), overrideOn: today(1), label: 'Due tomorrow' });
    // A stage without a rule may get a date too.
    const none = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.d, { overrideOn: '2030-06-01' })),
    );
    expect(none[stages.d]).toMatchObject({ dueOn: '2030-06-01', label: 'Due Jun 1, 2030' });
    expect(await keptRows(t, client.id)).toMatchObject({
      [stages.a]: { dueOn: today(1), overrideOn: today(1), open: true },
      [stages.c]: { dueOn: today(), overrideOn: today(), open: true },
      [stages.d]: { dueOn: '2030-06-01', overrideOn: '2030-06-01', open: true },
    });

    const back = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.a, { overrideOn: null })),
    );
    expect(back[stages.a]).toMatchObject({ dueOn: today(-2), overrideOn: null, state: 'overdue' });
    await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.c, { overrideOn: null }));
    // Cleared with no rule: nothing left to keep.
    await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.d, { overrideOn: null }));
    const rows = await keptRows(t, client.id);
    expect(rows[stages.c]).toEqual({ dueOn: null, overrideOn: null, open: true });
    expect(rows[stages.d]).toBeUndefined();
    // Twice the same: the same answer, nothing else changed.
    const again = await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.a, { overrideOn: null }));
    expect(again).toEqual(await dueDates(app, owner.cookie, client.id));
  });

  it('refuses a date that is not a real calendar date', async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    for (const overrideOn of ['2025-02-30', '2025-2-3', 'tomorrow', '', '1800-01-01', 20250101, true]) {
      await fails(putDueDate(app, owner.cookie, client.id, stages.a, { overrideOn }), 400, M.dateInvalid);
    }
    for (const body of [{}, { overrideOn: '2025-03-01', extra: 1 }, [], null]) {
      expect((await putDueDate(app, owner.cookie, client.id, stages.a, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await keptRows(t, client.id)).toMatchObject({ [stages.a]: { overrideOn: null } });
  });

  it("answers 404 for another journey's stage, a deleted or unknown one, and another workspace's client", async () => {
    const { client, stages, journey } = await dueClient(app, owner.cookie);
    const other = await dueJourney(app, owner.cookie);
    const body = { overrideOn: today(4) };
    await fails(putDueDate(app, owner.cookie, client.id, other.stages.a, body), 404, M.stageNotFound);
    for (const stageId of ['00000000-0000-4000-8000-000000000000', 'builtin-legal-step-1', 'x'.repeat(200), '%20']) {
      expect((await putDueDate(app, owner.cookie, client.id, stageId, body)).status, stageId).toBe(404);
    }
    await fails(putDueDate(app, stranger.cookie, client.id, stages.a, body), 404, CLIENT_MESSAGES.notFound);
    // A stage removed from the journey.
    await resave(
      app,
      owner.cookie,
      journey,
      journey.steps.slice(0, 3).map((s) => asInput(s)),
    );
    await fails(putDueDate(app, owner.cookie, client.id, stages.d, body), 404, M.stageNotFound);
    expect(await keptRows(t, client.id)).not.toHaveProperty(stages.d);
  });

  it("sets dates on a built-in journey's stages (ids that are not uuids)", async () => {
    const res = await callClients(app, owner.cookie, 'POST', '', {
      projectName: 'Legal',
      clientName: 'Lee',
      clientEmail: 'lee@example.com',
      templateId: 'builtin-legal',
    });
    const { client } = (await res.json()) as { client: { id: string; steps: { id: string }[] } };
    const first = client.steps[0]?.id ?? '';
    const dto = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, first, { overrideOn: '2031-01-31' })),
    );
    expect(dto[first]).toMatchObject({ dueOn: '2031-01-31', rule: null });
  });

  it("changes an archived client's dates too", async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    expect((await callClients(app, owner.cookie, 'POST', `/${client.id}/archive`)).status).toBe(200);
    const dto = byStage(
      await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.c, { overrideOn: today(3) })),
    );
    expect(dto[stages.c]?.dueOn).toBe(today(3));
  });
});

describe('the kept dates follow the journey', () => {
  it('a journey save recomputes every client of it, and drops the rows of removed stages', async () => {
    const { journey, stages } = await dueJourney(app, owner.cookie);
    const clients = [];
    for (let i = 0; i < 3; i++) {
      const { client } = await dueClient(app, owner.cookie);
      await callClients(app, owner.cookie, 'PATCH', `/${client.id}`, { templateId: journey.id });
      await invitedAt(t, client.id, daysAgo(i));
      clients.push(client.id);
    }
    await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, clients[0] ?? '', stages.c, { overrideOn: today(7) }));
    type Step = (typeof journey.steps)[number];
    const [a, b, c] = journey.steps as [Step, Step, Step, Step];
    await resave(app, owner.cookie, journey, [asInput(a, { from: 'start', days: 10 }), asInput(b), asInput(c)]);
    for (const [i, id] of clients.entries()) {
      const rows = await keptRows(t, id);
      expect(rows[stages.a], id).toEqual({ dueOn: today(10 - i), overrideOn: null, open: true });
      expect(rows).not.toHaveProperty(stages.d);
    }
    expect((await keptRows(t, clients[0] ?? ''))[stages.c]).toEqual({
      dueOn: today(7),
      overrideOn: today(7),
      open: true,
    });
    // A rule taken away: the rows without an override go.
    await resave(app, owner.cookie, journey, [asInput(a, null), asInput(b), asInput(c)]);
    expect((await keptRows(t, clients[1] ?? ''))[stages.a]).toBeUndefined();
  });

  it("a client moved to another journey gets that journey's dates, and loses the old ones", async () => {
    const { client, stages } = await dueClient(app, owner.cookie);
    await invitedAt(t, client.id, daysAgo(1));
    await ok<ClientDueDatesDto>(putDueDate(app, owner.cookie, client.id, stages.c, { overrideOn: today(7) }));
    const other = await dueJourney(app, owner.cookie);
    expect(
      (await callClients(app, owner.cookie, 'PATCH', `/${client.id}`, { templateId: other.journey.id })).status,
    ).toBe(200);
    const rows = await keptRows(t, client.id);
    expect(Object.keys(rows).sort()).toEqual([other.stages.a, other.stages.b, other.stages.c].sort());
    expect(rows[other.stages.a]).toEqual({ dueOn: today(2), overrideOn: null, open: true });
  });

  it('is idempotent: refreshing again changes nothing', async () => {
    const { client } = await dueClient(app, owner.cookie);
    await invitedAt(t, client.id, daysAgo(2));
    const stamp = () =>
      t.db
        .selectFrom('stage_due_dates')
        .select(['step_id', 'updated_at'])
        .where('project_id', '=', client.id)
        .execute();
    const before = await stamp();
    await refreshClientDueDates(t.db, client.id);
    await refreshClientDueDates(t.db, client.id);
    expect(await stamp()).toEqual(before);
  });

  it('a stage added to the journey gets its date; one without rule or date has none', async () => {
    const { journey, stages } = await dueJourney(app, owner.cookie);
    const saved = await resave(app, owner.cookie, journey, [
      ...journey.steps.map((s) => asInput(s)),
      dueStage('Extra', 'e', { from: 'start', days: 0 }),
    ]);
    const extra = saved.steps[4]?.id ?? '';
    const { client } = await dueClient(app, owner.cookie);
    await callClients(app, owner.cookie, 'PATCH', `/${client.id}`, { templateId: journey.id });
    await invitedAt(t, client.id, daysAgo(0));
    const dto = byStage(await dueDates(app, owner.cookie, client.id));
    expect(dto[extra]).toMatchObject({ dueOn: today(), state: 'due-today', ruleText: 'The day the client starts' });
    expect(dto[stages.d]?.dueOn).toBeNull();
  });
});
