import type { JourneyListResponse, JourneyResponse } from '@bloom/core';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addProject, callJourneys, type ErrorBody, ok } from './helpers/journeys';
import { appOn, countingApp, signUpOwner, signUpUnsubscribed, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** What the journeys API keeps, hides, counts and refuses beyond plain CRUD. */

let t: TestApp, owner: Owner, other: Owner;
useTestApp(['owner', 'other'], (env) => ({ t, owner, other } = env));

const call = (cookie: string, method: string, path: string, body?: unknown, app = t.app) =>
  callJourneys(app, cookie, method, path, body);
async function fails(res: Response | Promise<Response>, status: number, code: string, message?: string) {
  const r = await res;
  expect(r.status).toBe(status);
  const body = (await r.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}
const create = async (cookie: string, name = 'Journey') =>
  (await ok<JourneyResponse>(call(cookie, 'POST', '', { name, description: null }), 201)).journey;
const get = async (cookie: string, id: string) => (await ok<JourneyResponse>(call(cookie, 'GET', `/${id}`))).journey;
const stage = (name: string, extra: Record<string, unknown> = {}) => ({
  stepType: 'custom',
  name,
  formConfig: [],
  ...extra,
});
const addSubmission = (projectId: string, stepId: string, answers: Record<string, unknown> = { q: 'yes' }) =>
  t.db
    .insertInto('form_submissions')
    .values({ project_id: projectId, step_id: stepId, response_data: JSON.stringify(answers) })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('listing', () => {
  it('puts the newest journey first and built-ins (epoch dates) last', async () => {
    const older = await create(owner.cookie, 'Older');
    const newer = await create(owner.cookie, 'Newer');
    const { journeys } = await ok<JourneyListResponse>(call(owner.cookie, 'GET', ''));
    const ids = journeys.map((j) => j.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const firstBuiltin = journeys.findIndex((j) => j.origin === 'builtin');
    expect(journeys.slice(firstBuiltin).every((j) => j.origin === 'builtin')).toBe(true);
  });

  it('lists summaries: stage counts per phase and usage, not the stages themselves', async () => {
    const j = await create(owner.cookie, 'Summarised');
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        introText: '<p>Long welcome</p>',
        stages: [
          stage('Intake', { stepType: 'onboarding' }),
          stage('Drafts', { stepType: 'milestone' }),
          stage('Finals', { stepType: 'milestone' }),
          stage('Answered'),
        ],
      }),
    );
    const project = await addProject(t, owner.cookie, j.id);
    await addProject(t, owner.cookie, j.id, 'archived');
    await addProject(t, other.cookie, j.id);
    // A stage hidden because clients answered it is not counted.
    const answered = saved.journey.steps[3];
    await addSubmission(project.id, answered?.id ?? '');
    await ok(call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, stages: saved.journey.steps.slice(0, 3) }));

    const { journeys } = await ok<JourneyListResponse>(call(owner.cookie, 'GET', ''));
    const summary = journeys.find((x) => x.id === j.id);
    expect(summary).toEqual({
      id: j.id,
      workspaceId: j.workspaceId,
      origin: 'workspace',
      name: 'Summarised',
      description: null,
      isDefault: false,
      isArchived: false,
      usageCount: 2,
      activeClients: 1,
      createdAt: j.createdAt,
      updatedAt: expect.any(String),
      stageCount: 3,
      phaseStageCounts: { onboarding: 1, deliverables: 2, feedback: 0 },
    });
    // A built-in's counts match its stages, read whole from GET /:id.
    const photo = await get(owner.cookie, 'builtin-photography');
    const photoSummary = journeys.find((x) => x.id === 'builtin-photography');
    expect(photoSummary?.stageCount).toBe(photo.steps.length);
    expect(photoSummary?.phaseStageCounts.deliverables).toBe(
      photo.steps.filter((s) => s.phase === 'deliverables').length,
    );
    expect(journeys.every((x) => !('steps' in x) && !('introText' in x))).toBe(true);
  });

  it('reads the list in the same number of queries whatever the number of journeys', async () => {
    const counted = countingApp(t.db);
    const owner2 = await signUpOwner(t.app);
    const countList = () => counted.count((app) => ok(call(owner2.cookie, 'GET', '', undefined, app)));
    await countList(); // the first request may do one-off work (session, workspace)
    // A write moves the workspace's data version: the next read builds the list again.
    await create(owner2.cookie, 'J0');
    const base = await countList();
    for (const n of [1, 2, 3, 4]) {
      const j = await create(owner2.cookie, `J${n}`);
      await ok(call(owner2.cookie, 'PUT', `/${j.id}`, { name: j.name, stages: [stage('A'), stage('B')] }));
    }
    expect(await countList()).toBe(base);
    // Unchanged since, it is the kept answer: the session's one statement (docs/decisions/043-answer-cache.md).
    expect(await countList()).toBe(1);
  });

  it("counts only this workspace's submissions on a shared built-in stage", async () => {
    const theirProject = await addProject(t, other.cookie, 'builtin-legal');
    await addSubmission(theirProject.id, 'builtin-legal-step-1');
    expect((await get(other.cookie, 'builtin-legal')).steps[0]?.submissionCount).toBe(1);
    expect((await get(owner.cookie, 'builtin-legal')).steps[0]?.submissionCount).toBe(0);
  });

  it('answers 404 for an id that does not exist', async () => {
    await fails(call(owner.cookie, 'GET', '/no-such-journey'), 404, 'NOT_FOUND', 'Journey not found');
    await fails(call(owner.cookie, 'DELETE', '/no-such-journey'), 404, 'NOT_FOUND');
  });
});

describe('saving a journey', () => {
  it('pairs phases with step types, custom stages keep theirs (onboarding by default)', async () => {
    const j = await create(owner.cookie);
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        stages: [
          stage('A', { stepType: 'onboarding', phase: 'feedback' }),
          stage('B', { stepType: 'milestone', phase: 'onboarding' }),
          stage('C', { stepType: 'testimonial' }),
          stage('D', { phase: 'deliverables' }),
          stage('E'),
        ],
      }),
    );
    expect(saved.journey.steps.map((s) => s.phase)).toEqual([
      'onboarding',
      'deliverables',
      'feedback',
      'deliverables',
      'onboarding',
    ]);
  });

  it("keeps a kept stage's deliverable slots, and never adopts another journey's stage", async () => {
    const quick = await ok<JourneyResponse>(
      call(owner.cookie, 'POST', '/quick', {
        name: 'Shoots',
        templateId: 'builtin-photography',
        phases: ['deliverables'],
      }),
      201,
    );
    const withSlots = quick.journey.steps.find((s) => s.deliverableSlots.length > 0);
    expect(withSlots).toBeDefined();
    const builtinBefore = await get(owner.cookie, 'builtin-legal');
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${quick.journey.id}`, {
        name: quick.journey.name,
        stages: [stage('Stolen', { id: 'builtin-legal-step-1' }), { ...withSlots, name: 'Proofs' }],
      }),
    );
    const [stolen, kept] = saved.journey.steps;
    expect(stolen?.id).not.toBe('builtin-legal-step-1');
    expect(kept).toMatchObject({ id: withSlots?.id, name: 'Proofs', stepOrder: 2 });
    expect(kept?.deliverableSlots).toEqual(withSlots?.deliverableSlots);
    expect(await get(owner.cookie, 'builtin-legal')).toEqual(builtinBefore);
  });

  it('hides a removed stage that holds a client deliverable', async () => {
    const j = await create(owner.cookie);
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, stages: [stage('Drafts', { stepType: 'milestone' })] }),
    );
    const stepId = saved.journey.steps[0]?.id ?? '';
    const project = await addProject(t, owner.cookie, j.id);
    await t.db
      .insertInto('deliverables')
      .values({ project_id: project.id, step_id: stepId, title: 'Logo v1' })
      .execute();
    await ok(call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, stages: [] }));
    const row = await t.db.selectFrom('flow_steps').selectAll().where('id', '=', stepId).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect((await get(owner.cookie, j.id)).steps).toEqual([]);
  });

  it('refuses bad JSON and invalid stages with a 400 and changes nothing, name and description included', async () => {
    const j = await create(owner.cookie, 'Before');
    await ok(call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, introText: '<p>Hi</p>', stages: [stage('Keep')] }));
    const before = await get(owner.cookie, j.id);
    const raw = await t.app.request(`/api/journeys/${j.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: '{"name": "After", "stages": [',
    });
    await fails(raw, 400, 'VALIDATION_ERROR', 'Request body must be valid JSON');
    const edit = { name: 'After', description: 'Changed', introText: '<p>Changed</p>' };
    await fails(
      call(owner.cookie, 'PUT', `/${j.id}`, { ...edit, stages: [stage('X', { stepType: 'wizardry' })] }),
      400,
      'VALIDATION_ERROR',
    );
    await fails(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        ...edit,
        stages: [stage('X', { formConfig: [{ id: 'f', type: 'star-rating', label: 'R', maxRating: 11 }] })],
      }),
      400,
      'VALIDATION_ERROR',
    );
    await fails(call(owner.cookie, 'PUT', `/${j.id}`, { ...edit }), 400, 'VALIDATION_ERROR');
    await fails(
      call(owner.cookie, 'PUT', `/${j.id}`, { name: '', stages: [] }),
      400,
      'VALIDATION_ERROR',
      'Journey name is required',
    );
    expect(await get(owner.cookie, j.id)).toEqual(before);
  });

  it('saves all or nothing: a stage that fails to write leaves name and description as they were', async () => {
    const j = (
      await ok<JourneyResponse>(call(owner.cookie, 'POST', '', { name: 'Before', description: 'Old words' }), 201)
    ).journey;
    // The journey row is written first; the stage insert after it fails, as a full disk would.
    const failStageInserts: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'flow_steps') {
          throw new Error('stage write failed');
        }
        return node;
      },
      transformResult: async (args) => args.result,
    };
    const failing = appOn(t.db.withPlugin(failStageInserts));
    const res = await call(
      owner.cookie,
      'PUT',
      `/${j.id}`,
      { name: 'After', description: 'New words', introText: '<p>New</p>', stages: [stage('New')] },
      failing,
    );
    await fails(res, 500, 'INTERNAL_ERROR');
    expect(await get(owner.cookie, j.id)).toMatchObject({
      name: 'Before',
      description: 'Old words',
      introText: null,
      steps: [],
    });

    // The same request on a healthy database saves everything at once.
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: ' After ',
        description: '',
        introText: '<p>New</p>',
        stages: [stage('New')],
      }),
    );
    expect(saved.journey).toMatchObject({ name: 'After', description: null, introText: '<p>New</p>' });
    expect(saved.journey.steps.map((s) => s.name)).toEqual(['New']);
  });
});

describe('duplicating and deleting', () => {
  it('copies description, welcome message and stages under new ids', async () => {
    const j = (
      await ok<JourneyResponse>(call(owner.cookie, 'POST', '', { name: 'Source', description: 'About it' }), 201)
    ).journey;
    const src = (
      await ok<JourneyResponse>(
        call(owner.cookie, 'PUT', `/${j.id}`, {
          name: j.name,
          description: j.description,
          introText: '<p>Welcome</p>',
          stages: [stage('One', { stepType: 'onboarding' }), stage('Two', { stepType: 'testimonial' })],
        }),
      )
    ).journey;
    const copy = (await ok<JourneyResponse>(call(owner.cookie, 'POST', `/${j.id}/duplicate`), 201)).journey;
    expect(copy).toMatchObject({ name: 'Source (Copy)', description: 'About it', introText: '<p>Welcome</p>' });
    expect(copy.steps.map((s) => [s.stepOrder, s.name, s.stepType, s.phase])).toEqual(
      src.steps.map((s) => [s.stepOrder, s.name, s.stepType, s.phase]),
    );
    expect(copy.steps.some((s) => src.steps.some((o) => o.id === s.id))).toBe(false);
    expect(copy.usageCount).toBe(0);
  });

  it("keeps clients' submissions when their journey is deleted", async () => {
    const j = await create(owner.cookie);
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, stages: [stage('Q')] }),
    );
    const project = await addProject(t, owner.cookie, j.id);
    const submission = await addSubmission(project.id, saved.journey.steps[0]?.id ?? '', { q: 'Our story' });
    expect(await ok(call(owner.cookie, 'DELETE', `/${j.id}`))).toEqual({ ok: true });
    const kept = await t.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', submission.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ project_id: project.id, step_id: null, response_data: { q: 'Our story' } });
    const p = await t.db.selectFrom('projects').select('template_id').where('id', '=', project.id).executeTakeFirst();
    expect(p).toEqual({ template_id: null });
    await fails(call(owner.cookie, 'DELETE', `/${j.id}`), 404, 'NOT_FOUND');
  });
});

describe('quick setup input', () => {
  it.each([
    [{}, 'Journey name is required'],
    [{ name: 'Mine' }, 'Please select a template'],
    [{ name: 'Mine', templateId: 'builtin-legal' }, 'Select at least one phase to include in your journey.'],
    [{ name: 'Mine', templateId: '   ', phases: ['onboarding'] }, 'Please select a template'],
  ])('reads a missing field like an empty one: %j', async (body, message) => {
    await fails(call(owner.cookie, 'POST', '/quick', body), 400, 'VALIDATION_ERROR', message);
  });

  it('creates nothing when it refuses', async () => {
    const count = async () =>
      (await ok<JourneyListResponse>(call(owner.cookie, 'GET', ''))).journeys.filter((j) => j.origin === 'workspace')
        .length;
    const before = await count();
    const empty = await create(owner.cookie, 'Empty');
    await fails(
      call(owner.cookie, 'POST', '/quick', { name: 'X', templateId: empty.id, phases: ['onboarding'] }),
      400,
      'VALIDATION_ERROR',
      'This template has no stages for the phases you selected.',
    );
    expect(await count()).toBe(before + 1);
  });
});

describe('access', () => {
  it('answers 402 to an owner without a subscription', async () => {
    const unpaid = await signUpUnsubscribed(t.app);
    const res = await call(unpaid.cookie, 'GET', '');
    expect(res.status).toBe(402);
  });
});
