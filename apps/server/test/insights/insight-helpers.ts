import { ALL_DAYS_LEVEL, ANY_STATUS, INSIGHT_BLOCK_LEVELS, type SaveJourneyInput } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { callClients, createClient } from '../helpers/clients';
import { ok, savedJourney, stage } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { jsonRequest, type TestApp } from '../helpers/test-app';

type App = TestApp['app'];
const DAY_MS = 86_400_000;

/** Stages of the insights journey: two onboarding stages, then one of the deliverables phase (open beside them). */
export const INSIGHT_STAGES: SaveJourneyInput['stages'] = [
  stage('onboarding', 'Intake', ['goal', 'Goal']),
  stage('onboarding', 'Kick-off', ['date', 'Date']),
  stage('custom', 'Review', ['note', 'Note'], { phase: 'deliverables' }),
];

/** A journey of `stages` (by default INSIGHT_STAGES); returns it with its stage ids in order. */
export async function insightJourney(app: App, cookie: string, stages = INSIGHT_STAGES) {
  const journey = await savedJourney(app, cookie, 'Insight journey', stages);
  return { journey, stageIds: journey.steps.map((s) => s.id) };
}

/** A client on `journeyId`; `daysAgo` moves when they were added back (and refreshes their insights). */
export async function insightClient(app: App, db: Db, cookie: string, journeyId: string, daysAgo = 0) {
  const client = await createClient(app, cookie, { templateId: journeyId });
  if (daysAgo > 0) {
    const created = new Date(Date.now() - daysAgo * DAY_MS);
    await db.updateTable('projects').set({ created_at: created }).where('id', '=', client.id).execute();
    await sql`SELECT refresh_client_insights(ARRAY[${client.id}]::uuid[])`.execute(db);
  }
  return { id: client.id, token: client.shareToken };
}

const ANSWERS: Record<string, string> = { goal: 'Grow', date: 'Monday', note: 'Fine' };
const answersFor = () => ANSWERS;

export const seen = (app: App, token: string, stageId?: string) =>
  ok(callPortal(app, token, 'POST', '/seen', stageId ? { stageId } : {}));
export const draft = (app: App, token: string, stageId: string) =>
  ok(callPortal(app, token, 'PUT', `/stages/${stageId}/draft`, { answers: {} }));
export const submit = (app: App, token: string, stageId: string) =>
  ok(callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers: answersFor() }));

/** 'Request changes' on the client's answer to `stageId`. */
export async function sendBack(app: App, db: Db, cookie: string, clientId: string, stageId: string) {
  const { id } = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('project_id', '=', clientId)
    .where('step_id', '=', stageId)
    .executeTakeFirstOrThrow();
  await ok(
    app.request(`/api/submissions/${id}/request-changes`, jsonRequest('POST', { comment: 'Again' }, { cookie })),
  );
}

export const archive = (app: App, cookie: string, clientId: string) =>
  ok(callClients(app, cookie, 'POST', `/${clientId}/archive`));
export const restore = (app: App, cookie: string, clientId: string) =>
  ok(callClients(app, cookie, 'POST', `/${clientId}/restore`));
export const remove = (app: App, cookie: string, clientId: string) =>
  ok(callClients(app, cookie, 'DELETE', `/${clientId}`));

/** GET an owner route as `cookie`. */
export const get = <T>(app: App, cookie: string, path: string) => ok<T>(app.request(path, { headers: { cookie } }));

/**
 * The rollup as it is, and as it would be rebuilt from scratch from the clients' rows and events
 * (zero rows left behind by changes are dropped), both in one order, for comparison.
 */
export async function rollupAgainstRecount(db: Db) {
  const keys = 'workspace_id, template_id, level, block, status, step_id, metric, bucket';
  const order = 'ORDER BY 1, 2, 3, 4, 5, 6, 7, 8';
  const { rows: kept } = await sql.raw(`SELECT ${keys}, n FROM insight_rollup WHERE n <> 0 ${order}`).execute(db);
  const levels = [...INSIGHT_BLOCK_LEVELS, ALL_DAYS_LEVEL].join(', ');
  const { rows: recount } = await sql
    .raw(`SELECT ${keys}, sum(n)::int AS n FROM (
      SELECT f.workspace_id, f.template_id, lv AS level, (f.day - DATE '1970-01-01') >> lv AS block, st AS status,
        f.step_id, f.metric, f.bucket, f.n
      FROM insight_facts(ARRAY(SELECT id FROM projects)) f, unnest(ARRAY[${levels}]) AS lv,
        unnest(ARRAY[f.status, '${ANY_STATUS}']) AS st
    ) x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ${order}`)
    .execute(db);
  const { rows: facts } = await sql.raw(`SELECT count(*)::int AS n FROM client_insight_facts`).execute(db);
  const { rows: factsRecount } = await sql
    .raw(`SELECT count(*)::int AS n FROM insight_facts(ARRAY(SELECT id FROM projects))`)
    .execute(db);
  return { kept, recount, facts: facts[0], factsRecount: factsRecount[0] };
}
