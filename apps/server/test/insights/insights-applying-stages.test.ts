import { type JourneyInsights, stageClients, type WorkspaceInsights } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpOwner, type TestApp } from '../helpers/test-app';
import { get, insightClient, insightJourney, rollupAgainstRecount, submit } from './insight-helpers';

/**
 * Insights count only the stages that apply to each client (conditional logic): a client for whom
 * a stage does not apply neither waits on it nor lowers its share, an answer given before it
 * stopped applying is not counted, and a stage's time runs from the previous stage that applies.
 * The clients' `skipped_step_ids` (kept by the portal) are set here directly; the rollup follows.
 */
const HOUR = 3600;
const DAY = 86_400;

let t: TestApp;
let cookie: string;
let journeyId: string;
let s1: string;
let s2: string;
let s3: string;
const ids: Record<string, string> = {};

const skip = (clientId: string, stageIds: string[]) =>
  t.db
    .updateTable('projects')
    .set({ skipped_step_ids: JSON.stringify(stageIds) })
    .where('id', '=', clientId)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpOwner(t.app)).cookie;
  const { journey, stageIds } = await insightJourney(t.app, cookie);
  journeyId = journey.id;
  [s1, s2, s3] = stageIds as [string, string, string];
  const { app, db } = t;
  // a: answers everything (completed).
  const a = await insightClient(app, db, cookie, journeyId, 1);
  for (const s of [s1, s2, s3]) await submit(app, a.token, s);
  // b: Kick-off does not apply; answers Intake then Review (Review's time runs from Intake).
  const b = await insightClient(app, db, cookie, journeyId, 4.5);
  await submit(app, b.token, s1);
  await submit(app, b.token, s3);
  await skip(b.id, [s2]);
  // c: Review does not apply; waits on Kick-off.
  const c = await insightClient(app, db, cookie, journeyId, 2);
  await submit(app, c.token, s1);
  await skip(c.id, [s3]);
  // d: answered Kick-off, which then stopped applying; waits on Review.
  const d = await insightClient(app, db, cookie, journeyId, 3);
  await submit(app, d.token, s1);
  await submit(app, d.token, s2);
  await skip(d.id, [s2]);
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id });
});
afterAll(() => t?.close());

const journeyInsights = async () =>
  (await get<{ insights: JourneyInsights }>(t.app, cookie, `/api/journeys/${journeyId}/insights`)).insights;

describe('a funnel over the stages that apply', () => {
  it('counts per stage only the clients it applies to', async () => {
    const i = await journeyInsights();
    expect([i.invited, i.completed]).toEqual([4, 1]);
    expect(i.stages.map((s) => [s.name, s.submitted, s.skipped, s.waiting])).toEqual([
      ['Intake', 4, 0, 0],
      // a answered it; b and d skip it (d's earlier answer no longer counts); c waits on it.
      ['Kick-off', 1, 2, 1],
      // a and b answered it; c skips it; d waits on it.
      ['Review', 2, 1, 1],
    ]);
    // Shares of the clients each stage applies to: nobody it skips lowers them.
    expect(i.stages.map((s) => stageClients(i.invited, s))).toEqual([4, 2, 3]);
    // A tie between Kick-off and Review: the earlier one.
    expect(i.stopStage).toEqual({ stageId: s2, name: 'Kick-off', waiting: 1 });
  });

  it('times a stage from the previous stage that applies', async () => {
    const i = await journeyInsights();
    // b answered Review right after Intake: within the hour, not 4.5 days from being added.
    expect(i.stages[2]?.time).toMatchObject({ count: 2, medianSeconds: HOUR, p90Seconds: HOUR });
    // Only a's Kick-off has a time.
    expect(i.stages[1]?.time.count).toBe(1);
  });

  it('the workspace says where clients stop the same way', async () => {
    const w = await get<WorkspaceInsights>(t.app, cookie, '/api/insights');
    expect(w.journeys.find((j) => j.id === journeyId)?.stopStage).toEqual({
      stageId: s2,
      name: 'Kick-off',
      waiting: 1,
    });
  });

  it('follows a change of the stages that apply, and the rollup equals a recount', async () => {
    expect((await rollupAgainstRecount(t.db)).kept).toEqual((await rollupAgainstRecount(t.db)).recount);
    await skip(ids.d as string, []);
    await skip(ids.b as string, []);
    const i = await journeyInsights();
    expect(i.stages.map((s) => [s.name, s.submitted, s.skipped, s.waiting])).toEqual([
      ['Intake', 4, 0, 0],
      ['Kick-off', 2, 0, 2],
      ['Review', 2, 1, 1],
    ]);
    // b's Review is timed from being added again: Kick-off applies and was never answered.
    expect(i.stages[2]?.time.p90Seconds).toBe(5 * DAY);
    const r = await rollupAgainstRecount(t.db);
    expect(r.kept).toEqual(r.recount);
    expect(r.facts).toEqual(r.factsRecount);
  });
});
