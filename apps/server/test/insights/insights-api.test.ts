import type { stuckClientsResponseSchema } from '@bloom/core';
import {
  DURATION_BUCKETS,
  durationBucket,
  INSIGHT_MESSAGES,
  type InsightSummary,
  type JourneyInsights,
  STUCK_PAGE_SIZE,
  type WorkspaceInsights,
} from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClient } from '../helpers/clients';
import { callJourneys, fails, ok } from '../helpers/journeys';
import { createTestApp, signUpOwner, type TestApp } from '../helpers/test-app';
import {
  archive,
  draft,
  get,
  INSIGHT_STAGES,
  insightClient,
  insightJourney,
  remove,
  rollupAgainstRecount,
  seen,
  sendBack,
  submit,
} from './insight-helpers';

/**
 * Issue 23: the funnel of a seeded workspace, through the portal API, against numbers worked out
 * by hand (docs/product.md#insights). Durations are bucketed: 9.5 days reads "within 10 days".
 */
const HOUR = 3600;
const DAY = 86_400;

let t: TestApp;
let owner: { cookie: string };
let journeyId: string;
let s1: string;
let s2: string;
let s3: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t.app);
  const { journey, stageIds } = await insightJourney(t.app, owner.cookie);
  journeyId = journey.id;
  [s1, s2, s3] = stageIds as [string, string, string];
  const { app, db } = t;
  const c = owner.cookie;
  // c1: added 9.5 days ago, views Intake then answers everything: completed.
  const c1 = await insightClient(app, db, c, journeyId, 9.5);
  await seen(app, c1.token);
  await seen(app, c1.token, s1);
  for (const s of [s1, s2, s3]) await submit(app, c1.token, s);
  // c2: 2.5 days ago, answers Intake unseen; sent back once and resubmitted; waits on Kick-off.
  const c2 = await insightClient(app, db, c, journeyId, 2.5);
  await seen(app, c2.token);
  await submit(app, c2.token, s1);
  await sendBack(app, db, c, c2.id, s1);
  await submit(app, c2.token, s1);
  // c3: 4.5 days ago, drafts Intake then answers it, skips Kick-off for Review (sent back twice).
  const c3 = await insightClient(app, db, c, journeyId, 4.5);
  await seen(app, c3.token);
  await draft(app, c3.token, s1);
  await submit(app, c3.token, s1);
  await submit(app, c3.token, s3);
  await sendBack(app, db, c, c3.id, s3);
  await submit(app, c3.token, s3);
  await sendBack(app, db, c, c3.id, s3);
  // c4: 8.5 days ago, never opened; c5: today, opened only.
  const c4 = await insightClient(app, db, c, journeyId, 8.5);
  const c5 = await insightClient(app, db, c, journeyId);
  await seen(app, c5.token);
  // c6 completes and is deleted; c7 answers Intake and is archived.
  const c6 = await insightClient(app, db, c, journeyId);
  for (const s of [s1, s2, s3]) await submit(app, c6.token, s);
  await remove(app, c, c6.id);
  const c7 = await insightClient(app, db, c, journeyId);
  await seen(app, c7.token);
  await submit(app, c7.token, s1);
  await archive(app, c, c7.id);
  // c8 on a built-in journey, today; c9 on ours, 40 days ago (before the last 30 days).
  const c8 = await createClient(app, c, { templateId: 'builtin-legal' });
  const c9 = await insightClient(app, db, c, journeyId, 40);
  Object.assign(ids, { c1: c1.id, c2: c2.id, c3: c3.id, c4: c4.id, c8: c8.id, c9: c9.id });
}, 120_000);
afterAll(() => t?.close());

const journeyInsights = async (query = '') =>
  (await get<{ insights: JourneyInsights }>(t.app, owner.cookie, `/api/journeys/${journeyId}/insights${query}`))
    .insights;
const stage = (i: JourneyInsights, id: string) => i.stages.find((s) => s.stageId === id);

describe('a journey’s funnel', () => {
  it('counts every client added in the period, deleted ones gone, archived ones among all', async () => {
    const i = await journeyInsights();
    expect(i.period).toMatchObject({ key: '90d', to: new Date().toISOString().slice(0, 10) });
    expect(i.clients).toBe('all');
    expect([i.invited, i.opened, i.completed]).toEqual([7, 5, 1]);
    expect(i.stages.map((s) => [s.name, s.submitted, s.waiting, s.sentBack])).toEqual([
      ['Intake', 4, 3, 1],
      ['Kick-off', 1, 2, 0],
      ['Review', 2, 0, 2],
    ]);
    expect(i.stopStage).toEqual({ stageId: s1, name: 'Intake', waiting: 3 });
    expect(i.mostSentBack).toEqual([
      { stageId: s3, name: 'Review', sentBack: 2 },
      { stageId: s1, name: 'Intake', sentBack: 1 },
    ]);
  });

  it('times stages from their first view or draft, else the previous answer, else the invitation', async () => {
    const i = await journeyInsights();
    expect(i.timeToComplete).toMatchObject({ count: 1, medianSeconds: 10 * DAY, p90Seconds: 10 * DAY });
    expect(i.timeToComplete.histogram).toHaveLength(17);
    expect(i.timeToComplete.histogram.at(-1)).toEqual({ upToSeconds: 10 * DAY, count: 1 });
    // Intake: c1 viewed it, c3 drafted it, c7 answered at once, c2 took 2.5 days from the invitation.
    expect(stage(i, s1)?.time).toMatchObject({ count: 4, medianSeconds: HOUR, p90Seconds: 3 * DAY });
    expect(stage(i, s2)?.time).toMatchObject({ count: 1, medianSeconds: HOUR, p90Seconds: HOUR });
    // Review: c1 right after Kick-off; c3 skipped Kick-off, so from the invitation 4.5 days before.
    expect(stage(i, s3)?.time).toMatchObject({ count: 2, medianSeconds: HOUR, p90Seconds: 5 * DAY });
  });

  it('follows the period and the clients asked for', async () => {
    const recent = await journeyInsights('?period=30d');
    expect([recent.invited, recent.stopStage?.waiting]).toEqual([6, 2]);
    const active = await journeyInsights('?clients=active');
    expect([active.invited, active.opened, active.completed]).toEqual([5, 3, 0]);
    expect(active.stages.map((s) => s.submitted)).toEqual([2, 0, 1]);
    const completed = await journeyInsights('?period=all&clients=completed');
    expect([completed.invited, completed.opened, completed.completed]).toEqual([1, 1, 1]);
    expect(completed.stages.map((s) => [s.submitted, s.waiting])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });

  it('answers 400 for an unknown period or scope, 404 for another workspace’s journey', async () => {
    await fails(
      t.app.request(`/api/journeys/${journeyId}/insights?period=7d`, { headers: { cookie: owner.cookie } }),
      400,
      'Choose a period: 30d, 90d, 365d or all',
    );
    await fails(
      t.app.request(`/api/journeys/${journeyId}/insights?clients=x`, { headers: { cookie: owner.cookie } }),
      400,
      'Choose which clients: active, completed or all',
    );
    const stranger = await signUpOwner(t.app);
    await fails(
      t.app.request(`/api/journeys/${journeyId}/insights`, { headers: { cookie: stranger.cookie } }),
      404,
      'Journey not found',
    );
    await fails(
      t.app.request('/api/journeys/no-such-journey/insights', { headers: { cookie: owner.cookie } }),
      404,
      'Journey not found',
    );
    await fails(
      t.app.request(`/api/insights/stuck?journeyId=${journeyId}`, { headers: { cookie: stranger.cookie } }),
      404,
      'Journey not found',
    );
    const theirs = await get<WorkspaceInsights>(t.app, stranger.cookie, '/api/insights');
    expect([theirs.totals.invited, theirs.journeys]).toEqual([0, []]);
  });
});

describe('the workspace', () => {
  it('has a row per journey with clients and the totals, built-ins included', async () => {
    const w = await get<WorkspaceInsights>(t.app, owner.cookie, '/api/insights');
    expect(w.totals).toMatchObject({ invited: 8, opened: 5, completed: 1, completionRate: 1 / 8 });
    expect(w.totals.timeToComplete.medianSeconds).toBe(10 * DAY);
    expect(w.journeys.map((j) => [j.id, j.invited, j.completed, j.medianSecondsToComplete])).toEqual([
      [journeyId, 7, 1, 10 * DAY],
      ['builtin-legal', 1, 0, null],
    ]);
    expect(w.journeys[0]?.completionRate).toBe(1 / 7);
    expect(w.journeys[0]?.stopStage).toEqual({ stageId: s1, name: 'Intake', waiting: 3 });
    expect(w.journeys[1]?.stopStage?.waiting).toBe(1);
  });

  it('gives the dashboard the last 30 days against the 30 before, by when clients were added', async () => {
    const s = await get<InsightSummary>(t.app, owner.cookie, '/api/insights/summary');
    expect(s.current).toMatchObject({
      invited: 7,
      completed: 1,
      completionRate: 1 / 7,
      medianSecondsToComplete: 10 * DAY,
    });
    expect(s.previous).toMatchObject({ invited: 1, completed: 0, completionRate: 0, medianSecondsToComplete: null });
  });
});

type Stuck = z.output<typeof stuckClientsResponseSchema>;

describe('stuck clients', () => {
  it('lists active clients without progress past the threshold, oldest first, with the stage they wait on', async () => {
    const stuck = await get<Stuck>(t.app, owner.cookie, '/api/insights/stuck');
    expect(stuck.thresholdDays).toBe(7);
    expect(stuck.nextCursor).toBeNull();
    expect(stuck.clients.map((c) => [c.id, c.stage?.name, c.daysWaiting, c.reminderBlockedBy])).toEqual([
      [ids.c9, 'Intake', 40, null],
      [ids.c4, 'Intake', 8, null],
    ]);
    expect(stuck.clients[0]?.journey).toEqual({ id: journeyId, name: 'Insight journey' });
    const fewer = await get<Stuck>(t.app, owner.cookie, `/api/insights/stuck?days=30&journeyId=${journeyId}`);
    expect(fewer.clients.map((c) => c.id)).toEqual([ids.c9]);
    const none = await get<Stuck>(t.app, owner.cookie, '/api/insights/stuck?journeyId=builtin-legal');
    expect(none.clients).toEqual([]);
    const all = await get<Stuck>(t.app, owner.cookie, '/api/insights/stuck?days=0');
    expect(all.clients.map((c) => c.id).slice(0, 2)).toEqual([ids.c9, ids.c4]);
    expect(all.clients).toHaveLength(6);
    await fails(
      t.app.request('/api/insights/stuck?days=366', { headers: { cookie: owner.cookie } }),
      400,
      INSIGHT_MESSAGES.stuckDaysRange,
    );
  });

  it('comes a page of STUCK_PAGE_SIZE at a time, each client once, in order; a forged cursor is a 400', async () => {
    const other = await signUpOwner(t.app);
    const { journey } = await insightJourney(t.app, other.cookie);
    const added: string[] = [];
    // Oldest first: client i was added 40 - i days ago.
    for (let i = 0; i < STUCK_PAGE_SIZE + 2; i++)
      added.push((await insightClient(t.app, t.db, other.cookie, journey.id, 40 - i)).id);
    const first = await get<Stuck>(t.app, other.cookie, '/api/insights/stuck');
    expect(first.clients.map((c) => c.id)).toEqual(added.slice(0, STUCK_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    const second = await get<Stuck>(t.app, other.cookie, `/api/insights/stuck?cursor=${cursor}`);
    expect(second.clients.map((c) => c.id)).toEqual(added.slice(STUCK_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();
    // The cursor only says where to start: in another workspace it shows that workspace's clients.
    const theirs = await get<Stuck>(t.app, owner.cookie, `/api/insights/stuck?days=0&cursor=${cursor}`);
    expect(theirs.clients.every((c) => !added.includes(c.id))).toBe(true);
    for (const forged of ['nope', Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url')])
      await fails(
        t.app.request(`/api/insights/stuck?cursor=${forged}`, { headers: { cookie: other.cookie } }),
        400,
        INSIGHT_MESSAGES.invalidCursor,
      );
  });
});

describe('journeys edited after clients started', () => {
  it('moves waiting clients to a stage added before theirs, and drops the bars of stages removed', async () => {
    const { journey } = await ok<{ journey: { steps: { id: string; name: string }[] } }>(
      callJourneys(t.app, owner.cookie, 'GET', `/${journeyId}`),
    );
    const [intake, kickoff] = journey.steps;
    const stages = [
      { ...INSIGHT_STAGES[0], id: intake?.id },
      {
        stepType: 'onboarding' as const,
        name: 'Contract',
        formConfig: [{ id: 'sign', type: 'text' as const, label: 'Sign', required: true }],
      },
      { ...INSIGHT_STAGES[1], id: kickoff?.id },
    ];
    await ok(
      callJourneys(t.app, owner.cookie, 'PUT', `/${journeyId}`, {
        name: 'Insight journey',
        description: null,
        introText: null,
        stages,
      }),
    );
    const i = await journeyInsights();
    expect(i.stages.map((s) => [s.name, s.submitted, s.waiting])).toEqual([
      ['Intake', 4, 3],
      ['Contract', 0, 2],
      ['Kick-off', 1, 0],
    ]);
    expect(i.mostSentBack).toEqual([{ stageId: s1, name: 'Intake', sentBack: 1 }]);
    expect([i.invited, i.completed]).toEqual([7, 1]);
  });

  it('keeps the rollup equal to a recount from the clients’ rows', async () => {
    const r = await rollupAgainstRecount(t.db);
    expect(r.kept).toEqual(r.recount);
    expect(r.facts).toEqual(r.factsRecount);
  });
});

describe('the bucket function of migration 015', () => {
  it('buckets durations as core does', async () => {
    const probes = [-1, 0, 1, ...DURATION_BUCKETS.flatMap((b) => [b - 0.5, b, b + 0.5]), 1e9];
    const { rows } = await sql<{
      b: number;
    }>`SELECT insight_bucket(x)::int AS b FROM unnest(${probes}::float8[]) WITH ORDINALITY AS u(x, i) ORDER BY i`.execute(
      t.db,
    );
    expect(rows.map((r) => r.b)).toEqual(probes.map(durationBucket));
  });
});
