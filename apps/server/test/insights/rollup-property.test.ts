import type { JourneyResponse, SaveJourneyInput } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callClients } from '../helpers/clients';
import { callJourneys, ok } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { createTestApp, jsonRequest, signUpOwner, type TestApp } from '../helpers/test-app';
import { INSIGHT_STAGES, insightClient, insightJourney, rollupAgainstRecount } from './insight-helpers';

/**
 * The rollup is kept by triggers, a client at a time (migration 015): after any sequence of
 * writes through the API (portal visits, drafts, answers, change requests, archive, restore,
 * delete, journeys edited, clients backdated, the stages that apply to a client changed) it equals
 * a recount from scratch, and so do the facts.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpOwner(t.app)).cookie;
});
afterAll(() => t?.close());

type Op =
  | { kind: 'add'; daysAgo: number }
  | { kind: 'seen' | 'draft' | 'submit' | 'sendBack' | 'skip'; client: number; stage: number | null }
  | { kind: 'archive' | 'restore' | 'delete'; client: number }
  | { kind: 'edit'; order: number[]; extra: boolean };

const client = fc.nat(5);
const stage = fc.option(fc.nat(3), { freq: 6 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('add' as const), daysAgo: fc.double({ min: 0, max: 120, noNaN: true }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('seen' as const, 'draft' as const), client, stage }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), client, stage }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('sendBack' as const), client, stage }), weight: 2 },
  // The stages that do not apply to a client change (the portal keeps them; its next write recounts).
  { arbitrary: fc.record({ kind: fc.constant('skip' as const), client, stage }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('archive' as const, 'restore' as const, 'delete' as const), client }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      order: fc.shuffledSubarray([0, 1, 2], { minLength: 1 }),
      extra: fc.boolean(),
    }),
    weight: 1,
  },
);
const start: Op[] = [
  { kind: 'add', daysAgo: 0 },
  { kind: 'add', daysAgo: 3.2 },
  { kind: 'add', daysAgo: 40 },
];

it('equals a recount from scratch after any sequence of writes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 24 }), async (ops) => {
      const { journey } = await insightJourney(t.app, cookie);
      const clients: { id: string; token: string }[] = [];
      for (const o of [...start, ...ops]) await apply(journey, clients, o);
      const r = await rollupAgainstRecount(t.db);
      expect(r.kept).toEqual(r.recount);
      expect(r.facts).toEqual(r.factsRecount);
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 12) },
  );
});

/** Applies one write; refusals (a locked stage, nothing to send back) are part of the game. */
async function apply(journey: JourneyResponse['journey'], clients: { id: string; token: string }[], o: Op) {
  const { app, db } = t;
  if (o.kind === 'add') {
    clients.push(await insightClient(app, db, cookie, journey.id, o.daysAgo));
    return;
  }
  if (o.kind === 'edit') {
    const current = await ok<JourneyResponse>(callJourneys(app, cookie, 'GET', `/${journey.id}`));
    const kept = o.order.map((i) => current.journey.steps[i]).filter((s) => s !== undefined);
    const stages: SaveJourneyInput['stages'] = kept.map((s) => ({
      id: s.id,
      stepType: s.stepType,
      phase: s.phase,
      name: s.name,
      formConfig: INSIGHT_STAGES[0]?.formConfig ?? [],
    }));
    if (o.extra)
      stages.splice(1, 0, { stepType: 'onboarding', name: 'Added', formConfig: INSIGHT_STAGES[0]?.formConfig ?? [] });
    const body = { name: 'Insight journey', description: null, introText: null, stages };
    await ok(callJourneys(app, cookie, 'PUT', `/${journey.id}`, body));
    return;
  }
  const c = clients[o.client % Math.max(clients.length, 1)];
  if (!c) return;
  if (o.kind === 'archive' || o.kind === 'restore' || o.kind === 'delete') {
    await callClients(
      app,
      cookie,
      o.kind === 'delete' ? 'DELETE' : 'POST',
      o.kind === 'delete' ? `/${c.id}` : `/${c.id}/${o.kind}`,
    );
    return;
  }
  const steps = (
    await db
      .selectFrom('flow_steps')
      .select('id')
      .where('template_id', '=', journey.id)
      .where('deleted_at', 'is', null)
      .orderBy('step_order')
      .execute()
  ).map((s) => s.id);
  const index = 'stage' in o ? o.stage : null;
  const stage = index === null ? undefined : steps[index % Math.max(steps.length, 1)];
  if (o.kind === 'skip') {
    const skipped = stage ? [stage] : [];
    await db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify(skipped) })
      .where('id', '=', c.id)
      .execute();
    return;
  }
  if (o.kind === 'seen') await callPortal(app, c.token, 'POST', '/seen', stage ? { stageId: stage } : {});
  if (!stage) return;
  if (o.kind === 'draft') await callPortal(app, c.token, 'PUT', `/stages/${stage}/draft`, { answers: {} });
  if (o.kind === 'submit')
    await callPortal(app, c.token, 'POST', `/stages/${stage}/submit`, { answers: { goal: 'x', date: 'y', note: 'z' } });
  if (o.kind === 'sendBack') {
    const row = await db
      .selectFrom('form_submissions')
      .select('id')
      .where('project_id', '=', c.id)
      .where('step_id', '=', stage)
      .executeTakeFirst();
    if (row)
      await app.request(
        `/api/submissions/${row.id}/request-changes`,
        jsonRequest('POST', { comment: 'Again' }, { cookie }),
      );
  }
}
