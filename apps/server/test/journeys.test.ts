import type { JourneyDto, JourneyListResponse, JourneyResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { addProject, callJourneys, type ErrorBody, ok } from './helpers/journeys';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

let t: TestApp, owner: Owner, other: Owner;
useTestApp(['owner', 'other'], (env) => ({ t, owner, other } = env));

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  callJourneys(t.app, cookie, method, path, body);
const create = async (cookie: string, name = 'Client onboarding', description: string | null = 'For new clients') =>
  (await ok<JourneyResponse>(call(cookie, 'POST', '', { name, description }), 201)).journey;
const field = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label: `Field ${id}`,
  required: false,
  ...extra,
});
describe('journeys', () => {
  it('lists the ten built-ins and only this workspace’s journeys, newest first', async () => {
    const mine = await create(owner.cookie, 'Mine');
    const theirs = await create(other.cookie, 'Theirs');
    const { journeys } = await ok<JourneyListResponse>(call(owner.cookie, 'GET', ''));
    expect(journeys.filter((j) => j.origin === 'builtin')).toHaveLength(10);
    expect(journeys[0]?.id).toBe(mine.id);
    expect(journeys.some((j) => j.id === theirs.id)).toBe(false);
    const builtin = journeys.find((j) => j.id === 'builtin-legal');
    expect(builtin).toMatchObject({ isDefault: true, workspaceId: null, name: 'Legal Services' });
    const legal = (await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-legal'))).journey;
    expect(legal.steps[0]?.id).toBe('builtin-legal-step-1');
    expect(builtin?.stageCount).toBe(legal.steps.length);
  });

  it('creates and updates a journey, and validates input', async () => {
    const j = await create(owner.cookie);
    expect(j).toMatchObject({
      name: 'Client onboarding',
      description: 'For new clients',
      origin: 'workspace',
      steps: [],
      usageCount: 0,
    });
    const updated = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, { name: 'Renamed', description: '', stages: [] }),
    );
    expect(updated.journey).toMatchObject({ name: 'Renamed', description: null });
    const bad = await call(owner.cookie, 'POST', '', { name: '   ' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toBe('Journey name is required');
    expect((await call(owner.cookie, 'POST', '', 'nope')).status).toBe(400);
  });

  it('saves stages in one go, keeping the ids of stages that still exist', async () => {
    const j = await create(owner.cookie);
    const first = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        introText: '<p>Hello <strong>there</strong></p>',
        stages: [
          {
            stepType: 'onboarding',
            name: 'Intake',
            description: 'Tell us',
            formConfig: [field('a', 'text', { placeholder: 'Name' })],
          },
          { stepType: 'milestone', name: 'Drafts', formConfig: [field('b', 'approval')] },
          {
            stepType: 'custom',
            phase: 'feedback',
            name: '',
            formConfig: [field('c', 'radio', { options: ['Yes', '', 'No'] })],
          },
        ],
      }),
    );
    const [intake, drafts, custom] = first.journey.steps;
    expect(first.journey.introText).toBe('<p>Hello <strong>there</strong></p>');
    expect(intake).toMatchObject({ stepOrder: 1, phase: 'onboarding', name: 'Intake' });
    expect(drafts).toMatchObject({ stepOrder: 2, phase: 'deliverables' });
    expect(custom).toMatchObject({ stepOrder: 3, phase: 'feedback', name: 'Stage 3' });
    expect(custom?.formConfig[0]?.options).toEqual(['Yes', 'No']);

    // Reorder: the custom stage moves first, intake is edited, drafts removed, one added.
    const second = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        introText: '',
        stages: [
          { id: custom?.id, stepType: 'custom', phase: 'feedback', name: 'Wrap-up', formConfig: [] },
          { id: intake?.id, stepType: 'onboarding', name: 'Intake v2', formConfig: intake?.formConfig ?? [] },
          {
            id: 'temp-123',
            stepType: 'testimonial',
            name: 'Review',
            formConfig: [field('r', 'star-rating', { maxRating: 10 })],
          },
        ],
      }),
    );
    const ids = second.journey.steps.map((s) => s.id);
    expect(ids[0]).toBe(custom?.id);
    expect(ids[1]).toBe(intake?.id);
    expect(ids[2]).not.toBe('temp-123');
    expect(second.journey.steps.map((s) => [s.stepOrder, s.name])).toEqual([
      [1, 'Wrap-up'],
      [2, 'Intake v2'],
      [3, 'Review'],
    ]);
    expect(second.journey.introText).toBeNull();
    // A removed stage without submissions is gone.
    expect(
      await t.db
        .selectFrom('flow_steps')
        .select('id')
        .where('id', '=', drafts?.id ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('hides, but keeps, a removed stage that clients already answered', async () => {
    const j = await create(owner.cookie);
    const saved = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        stages: [
          { stepType: 'onboarding', name: 'Answered', formConfig: [field('q', 'textarea')] },
          { stepType: 'custom', name: 'Other', formConfig: [] },
        ],
      }),
    );
    const answered = saved.journey.steps[0];
    const project = await addProject(t, owner.cookie, j.id);
    const submission = await t.db
      .insertInto('form_submissions')
      .values({
        project_id: project.id,
        step_id: answered?.id ?? null,
        response_data: JSON.stringify({ q: 'Our story' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await ok<JourneyResponse>(call(owner.cookie, 'GET', `/${j.id}`));
    expect(detail.journey.steps[0]?.submissionCount).toBe(1);
    expect(detail.journey).toMatchObject({ usageCount: 1, activeClients: 1 });

    const after = await ok<JourneyResponse>(
      call(owner.cookie, 'PUT', `/${j.id}`, {
        name: j.name,
        stages: [{ id: saved.journey.steps[1]?.id, stepType: 'custom', name: 'Other', formConfig: [] }],
      }),
    );
    expect(after.journey.steps.map((s) => s.name)).toEqual(['Other']);
    const step = await t.db
      .selectFrom('flow_steps')
      .selectAll()
      .where('id', '=', answered?.id ?? '')
      .executeTakeFirst();
    expect(step?.deleted_at).toBeInstanceOf(Date);
    const kept = await t.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', submission.id)
      .executeTakeFirstOrThrow();
    expect(kept.step_id).toBe(answered?.id);
    expect(kept.response_data).toEqual({ q: 'Our story' });
  });

  it('counts usage and active clients from projects', async () => {
    const j = await create(owner.cookie);
    await addProject(t, owner.cookie, j.id, 'active');
    await addProject(t, owner.cookie, j.id, 'active');
    await addProject(t, owner.cookie, j.id, 'archived');
    const { journey } = await ok<JourneyResponse>(call(owner.cookie, 'GET', `/${j.id}`));
    expect(journey).toMatchObject({ usageCount: 3, activeClients: 2 });
    // Another workspace's clients on a built-in never count here.
    await addProject(t, other.cookie, 'builtin-wedding');
    const builtin = await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-wedding'));
    expect(builtin.journey.usageCount).toBe(0);
  });

  it('duplicates: a workspace copy gets " (Copy)", a built-in copy keeps its name, slots stay behind', async () => {
    const j = await create(owner.cookie, 'Launch plan');
    await call(owner.cookie, 'PUT', `/${j.id}`, {
      name: j.name,
      stages: [{ stepType: 'custom', name: 'Only', formConfig: [field('x', 'color', { defaultColor: '#14b8a6' })] }],
    });
    const copy = (await ok<JourneyResponse>(call(owner.cookie, 'POST', `/${j.id}/duplicate`), 201)).journey;
    expect(copy).toMatchObject({ name: 'Launch plan (Copy)', origin: 'workspace', isDefault: false });
    expect(copy.steps.map((s) => s.name)).toEqual(['Only']);
    expect(copy.steps[0]?.formConfig[0]).toMatchObject({ type: 'color', defaultColor: '#14b8a6' });

    const fromBuiltin = (await ok<JourneyResponse>(call(owner.cookie, 'POST', '/builtin-web-design/duplicate'), 201))
      .journey;
    const original = (await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-web-design'))).journey;
    expect(fromBuiltin.name).toBe(original.name);
    expect(fromBuiltin.steps).toHaveLength(original.steps.length);
    expect(original.steps.some((s) => s.deliverableSlots.length > 0)).toBe(true);
    expect(fromBuiltin.steps.every((s) => s.deliverableSlots.length === 0)).toBe(true);
  });

  it('deletes a journey and keeps its clients', async () => {
    const j = await create(owner.cookie);
    const project = await addProject(t, owner.cookie, j.id);
    expect(await ok(call(owner.cookie, 'DELETE', `/${j.id}`))).toEqual({ ok: true });
    expect((await call(owner.cookie, 'GET', `/${j.id}`)).status).toBe(404);
    const p = await t.db
      .selectFrom('projects')
      .select('template_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(p.template_id).toBeNull();
  });

  it('keeps built-ins read-only', async () => {
    const before = (await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-coaching'))).journey;
    for (const [method, path, body] of [
      ['PUT', '/builtin-coaching', { name: 'Mine now', stages: [] }],
      ['DELETE', '/builtin-coaching', undefined],
    ] as const) {
      const res = await call(owner.cookie, method, path, body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'BUILTIN_READ_ONLY',
        message: 'Built-in journeys cannot be changed. Duplicate it to make your own copy.',
      });
    }
    const after = (await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-coaching'))).journey;
    expect(after).toEqual(before);
  });

  it("answers 404 for another workspace's journey, whatever the verb, and changes nothing", async () => {
    const theirs = await create(other.cookie, 'Private');
    const attempts = [
      ['GET', `/${theirs.id}`, undefined],
      ['PUT', `/${theirs.id}`, { name: 'Hacked', stages: [{ stepType: 'custom', name: 'x', formConfig: [] }] }],
      ['POST', `/${theirs.id}/duplicate`, undefined],
      ['DELETE', `/${theirs.id}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await call(owner.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Journey not found');
    }
    const quick = await call(owner.cookie, 'POST', '/quick', {
      name: 'Copy',
      templateId: theirs.id,
      phases: ['onboarding'],
    });
    expect(quick.status).toBe(400);
    expect(((await quick.json()) as ErrorBody).error.message).toBe(
      'Unable to find the selected template. Please try again.',
    );
    const still = (await ok<JourneyResponse>(call(other.cookie, 'GET', `/${theirs.id}`))).journey;
    expect(still).toMatchObject({ name: 'Private', steps: [] });
  });

  it('strips scripts, event handlers and javascript: links from the welcome message', async () => {
    const j = await create(owner.cookie);
    const dirty =
      '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> ' +
      '<a href="https://example.com">good</a> <a href="mailto:me@example.com">mail</a><u>u</u><iframe src="https://x"></iframe></p><ul><li>one</li></ul>';
    const saved = (
      await ok<JourneyResponse>(call(owner.cookie, 'PUT', `/${j.id}`, { name: j.name, introText: dirty, stages: [] }))
    ).journey;
    const html = saved.introText ?? '';
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect(html).toContain('<a href="mailto:me@example.com"');
    expect(html).toContain('<u>u</u>');
    expect(html).toContain('<ul><li>one</li></ul>');
  });
});

describe('quick setup', () => {
  const quick = (body: unknown) => call(owner.cookie, 'POST', '/quick', body);
  it.each([
    [{ name: '  ', templateId: 'builtin-legal', phases: ['onboarding'] }, 'Journey name is required'],
    [{ name: 'Mine', templateId: '', phases: ['onboarding'] }, 'Please select a template'],
    [
      { name: 'Mine', templateId: 'builtin-legal', phases: [] },
      'Select at least one phase to include in your journey.',
    ],
    [
      { name: 'Mine', templateId: 'no-such-template', phases: ['onboarding'] },
      'Unable to find the selected template. Please try again.',
    ],
  ])('refuses %j with its message', async (body, message) => {
    const res = await quick(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(message);
  });

  it('refuses a template without stages in the chosen phases', async () => {
    const empty = await create(owner.cookie, 'Empty');
    const res = await quick({ name: 'Mine', templateId: empty.id, phases: ['feedback'] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      'This template has no stages for the phases you selected.',
    );
  });

  it("copies the chosen phases' stages with their deliverable slots", async () => {
    const source = (await ok<JourneyResponse>(call(owner.cookie, 'GET', '/builtin-photography'))).journey;
    const res = await ok<JourneyResponse>(
      quick({ name: '  Wedding shoots ', templateId: 'builtin-photography', phases: ['deliverables', 'feedback'] }),
      201,
    );
    const j: JourneyDto = res.journey;
    const expected = source.steps.filter((s) => s.phase !== 'onboarding');
    expect(j).toMatchObject({ name: 'Wedding shoots', origin: 'workspace', introText: source.introText });
    expect(j.steps.map((s) => s.name)).toEqual(expected.map((s) => s.name));
    expect(j.steps.map((s) => s.stepOrder)).toEqual(expected.map((_, i) => i + 1));
    expect(j.steps.map((s) => s.deliverableSlots.map((d) => d.label))).toEqual(
      expected.map((s) => s.deliverableSlots.map((d) => d.label)),
    );
    expect(j.steps.some((s) => s.deliverableSlots.length > 0)).toBe(true);
  });
});

describe('gate', () => {
  it('needs a signed-in owner', async () => {
    expect((await t.app.request('/api/journeys')).status).toBe(401);
  });
});
