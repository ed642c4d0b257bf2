import {
  addCalendarDays,
  type ClientDueDatesDto,
  type JourneyResponse,
  localDateKey,
  type SaveJourneyInput,
  type StageDueRule,
} from '@bloom/core';
import { sql } from 'kysely';
import { refreshClientDueDates } from '../../src/modules/deadlines';
import { createClient } from '../helpers/clients';
import { callJourneys, ok, savedJourney, stage } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { jsonRequest, type TestApp } from '../helpers/test-app';

type App = TestApp['app'];
type Journey = JourneyResponse['journey'];

/** Today, `days` from today, on a UTC clock (the workspace's default zone). */
export const today = (days = 0) => addCalendarDays(localDateKey(new Date(), 'UTC'), days);

/** A stage asking one required question `id`, due by `due`. */
export const dueStage = (name: string, id: string, due: StageDueRule | null) => ({
  ...stage('onboarding', name, [id, `Question ${id}`]),
  due,
});

/**
 * A journey of four stages: A due 3 days after the start, B 2 days after A is done, C on a date
 * set per client, D with no rule.
 */
export async function dueJourney(app: App, cookie: string) {
  const journey = await savedJourney(app, cookie, 'Due journey', [
    dueStage('Brief', 'a', { from: 'start', days: 3 }),
    dueStage('Content', 'b', { from: 'previous', days: 2 }),
    dueStage('Launch', 'c', { from: 'fixed' }),
    dueStage('Wrap-up', 'd', null),
  ]);
  const [a, b, c, d] = journey.steps.map((s) => s.id) as [string, string, string, string];
  return { journey, stages: { a, b, c, d } };
}

/** A client of the due journey (a fresh journey each time). */
export async function dueClient(app: App, cookie: string) {
  const { journey, stages } = await dueJourney(app, cookie);
  const client = await createClient(app, cookie, { templateId: journey.id });
  return { client, journey, stages };
}

/** The journey saved again with these stages (kept by id), as the editor saves it. */
export async function resave(app: App, cookie: string, journey: Journey, stages: SaveJourneyInput['stages']) {
  const body: SaveJourneyInput = { name: journey.name, description: null, introText: null, stages };
  return (await ok<JourneyResponse>(callJourneys(app, cookie, 'PUT', `/${journey.id}`, body))).journey;
}

/** A saved stage as the editor sends it back, its rule replaced by `due` when given. */
export const asInput = (s: Journey['steps'][number], due?: StageDueRule | null) => ({
  id: s.id,
  stepType: s.stepType,
  name: s.name,
  formConfig: s.formConfig,
  due: due === undefined ? s.due : due,
});

export const getDueDates = (app: App, cookie: string, clientId: string) =>
  app.request(`/api/clients/${clientId}/due-dates`, { headers: { cookie } });

export const putDueDate = (app: App, cookie: string, clientId: string, stageId: string, body: unknown) =>
  app.request(`/api/clients/${clientId}/due-dates/${stageId}`, jsonRequest('PUT', body, { cookie }));

export const dueDates = (app: App, cookie: string, clientId: string) =>
  ok<ClientDueDatesDto>(getDueDates(app, cookie, clientId));

/** The client's invitation recorded as delivered at `at`, and their dates refreshed as the send job does. */
export async function invitedAt(t: TestApp, clientId: string, at: Date) {
  await t.db.updateTable('projects').set({ invitation_sent_at: at }).where('id', '=', clientId).execute();
  await refreshClientDueDates(t.db, clientId);
}

/** The kept rows of stage_due_dates for a client, by stage id. */
export async function keptRows(t: TestApp, clientId: string) {
  const { rows } = await sql<{ step_id: string; due_on: string | null; override_on: string | null; open: boolean }>`
    SELECT step_id, to_char(due_on, 'YYYY-MM-DD') AS due_on, to_char(override_on, 'YYYY-MM-DD') AS override_on, open
    FROM stage_due_dates WHERE project_id = ${clientId}`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.step_id, { dueOn: r.due_on, overrideOn: r.override_on, open: r.open }]));
}

/** The client submits stage `stageId`'s one question. */
export async function submitStage(app: App, token: string, stageId: string, fieldId: string) {
  const res = await callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers: { [fieldId]: 'Done' } });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
