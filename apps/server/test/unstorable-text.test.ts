import { type JourneyResponse, MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJourneys, type ErrorBody, ok, workspaceOf } from './helpers/journeys';
import { createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/** Issue 8's fuzz findings, one by one: text PostgreSQL cannot store is refused before it reaches it. */
let t: TestApp;
let cookie: string;
let journeyId: string;
let stageId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpOwner(t.app)).cookie;
  const { journey } = await ok<JourneyResponse>(callJourneys(t.app, cookie, 'POST', '', { name: 'Kept' }), 201);
  journeyId = journey.id;
  const saved = await ok<JourneyResponse>(
    callJourneys(t.app, cookie, 'PUT', `/${journeyId}`, {
      name: 'Kept',
      introText: '<p>Hello</p>',
      stages: [
        {
          stepType: 'onboarding',
          name: 'Intake',
          formConfig: [{ id: 'a', type: 'radio', label: 'Pick', options: ['Yes'] }],
        },
      ],
    }),
  );
  stageId = saved.journey.steps[0]?.id ?? '';
});
afterAll(() => t.close());

const NUL = '\u0000';
const stage = (overrides: Record<string, unknown> = {}, fieldOverrides: Record<string, unknown> = {}) => ({
  name: 'Kept',
  stages: [
    {
      id: stageId,
      stepType: 'onboarding',
      name: 'Intake',
      formConfig: [{ id: 'a', type: 'radio', label: 'Pick', options: ['Yes'], ...fieldOverrides }],
      ...overrides,
    },
  ],
});

/** What a NUL could have touched: the workspace's journeys and stages, checkout and portal sessions, users. */
async function snapshot() {
  const workspaceId = await workspaceOf(t.app, cookie);
  const journeys = await t.db
    .selectFrom('flow_templates')
    .select(['id', 'name', 'description', 'intro_text'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
  const steps = await t.db
    .selectFrom('flow_steps')
    .select(['id', 'name', 'form_config'])
    .where('template_id', '=', journeyId)
    .orderBy('id')
    .execute();
  const sessions = await t.db.selectFrom('billing_test_sessions').select('id').execute();
  const users = await t.db.selectFrom('user').select('id').execute();
  return { journeys, steps, sessions: sessions.length, users: users.length };
}

describe('a NUL in a JSON string', () => {
  // `:journey` is the owner's journey; bodies are built when the test runs, once the stage exists.
  const cases: Array<{ method: string; path: string; body: () => unknown; label: string }> = [
    { method: 'POST', path: '/api/journeys', body: () => ({ name: `a${NUL}b` }), label: 'Journey name' },
    {
      method: 'POST',
      path: '/api/journeys',
      body: () => ({ name: 'x', description: `d${NUL}` }),
      label: 'Description',
    },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => ({ ...stage(), introText: `<p>${NUL}</p>` }),
      label: 'Welcome message',
    },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => stage({ name: `In${NUL}take` }),
      label: 'Stage name',
    },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => stage({ description: NUL }),
      label: 'Stage description',
    },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => stage({ id: `${stageId}${NUL}` }),
      label: 'Stage id',
    },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => stage({}, { label: `Pick${NUL}` }),
      label: 'Field label',
    },
    { method: 'PUT', path: '/api/journeys/:journey', body: () => stage({}, { id: NUL }), label: 'Field id' },
    {
      method: 'PUT',
      path: '/api/journeys/:journey',
      body: () => stage({}, { options: ['Yes', `N${NUL}o`] }),
      label: 'Option',
    },
    {
      method: 'POST',
      path: '/api/journeys/quick',
      body: () => ({ name: `Q${NUL}`, templateId: 'builtin-legal', phases: ['onboarding'] }),
      label: 'Journey name',
    },
    {
      method: 'POST',
      path: '/api/journeys/quick',
      body: () => ({ name: 'Q', templateId: `builtin-legal${NUL}`, phases: ['onboarding'] }),
      label: 'Template',
    },
    {
      method: 'POST',
      path: '/api/billing/portal',
      body: () => ({ returnPath: `/settings${NUL}` }),
      label: 'Return path',
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: () => ({ token: `abc${NUL}`, newPassword: 'Evergreen$2027' }),
      label: 'Reset link',
    },
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: () => ({ name: `A${NUL}`, email: 'nul@example.com', password: 'Evergreen$2027' }),
      label: 'Full name',
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: () => ({ email: `a${NUL}@example.com`, password: 'x' }),
      label: 'Email',
    },
    // Not checked by its schema: the JSON reader's own net answers.
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      body: () => ({ email: 'a@example.com', redirectTo: `/r${NUL}` }),
      label: 'Text',
    },
  ];
  it.each(cases)('$method $path: 400 "$label must not contain NUL characters", nothing stored', async (c) => {
    const before = await snapshot();
    const res = await t.app.request(c.path.replace(':journey', journeyId), jsonRequest(c.method, c.body(), { cookie }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'VALIDATION_ERROR',
      message: `${c.label} must not contain NUL characters`,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('an id in a path or query that cannot be ours', () => {
  it.each([
    ['GET', '/api/journeys/%00', MESSAGES.notFound],
    ['PUT', '/api/journeys/%00', MESSAGES.notFound],
    ['GET', '/api/billing/test/checkout/%00', MESSAGES.notFound],
    ['POST', '/api/billing/test/portal/a%00b/action', MESSAGES.notFound],
    ['GET', `/api/journeys/${'a'.repeat(129)}`, 'Journey not found'], // longer than any id of ours
    ['PUT', '/api/journeys/a%2Fb', 'Journey not found'],
    ['POST', '/api/journeys/%E0%A4%A/duplicate', 'Journey not found'],
    ['POST', '/api/billing/test/checkout/x%20y/complete', 'Checkout session not found'],
    ['GET', '/api/billing/test/portal/%ED%B0%80', 'Billing portal session not found'],
  ])('%s %s answers 404 "%s"', async (method, path, message) => {
    const body = method === 'GET' ? undefined : { action: 'cancel' };
    const res = await t.app.request(path, jsonRequest(method, body, { cookie }));
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: 'NOT_FOUND', message });
  });

  it('a reset token with a NUL is an invalid link, like any unknown token', async () => {
    for (const token of ['%00', 'abc%00', 'a'.repeat(129)]) {
      const res = await t.app.request(`/api/password-reset/verify?token=${token}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'INVALID_TOKEN',
        message: MESSAGES.invalidResetLink,
      });
    }
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is stored as U+FFFD, the same on PGlite and PostgreSQL, and pairs are kept', async () => {
    // The fuzz run's exact body, escapes and all (JSON.stringify would write the same).
    const res = await t.app.request('/api/journeys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: String.raw`{"name":"x 😀","description":"\uc5b4/\u05d1\udc69\u00fc"}`,
    });
    const { journey } = await ok<JourneyResponse>(res, 201);
    expect(journey.description).toBe('어/ב\ufffdü');
    expect(journey.name).toBe('x 😀');
    const row = await t.db
      .selectFrom('flow_templates')
      .select(['name', 'description'])
      .where('id', '=', journey.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'x 😀', description: '어/ב\ufffdü' });
  });

  it('in a stage name and a field option is replaced as well', async () => {
    const { journey } = await ok<JourneyResponse>(
      callJourneys(t.app, cookie, 'PUT', `/${journeyId}`, stage({ name: 'In\ud83dtake' }, { options: ['\udc69'] })),
    );
    expect(journey.steps[0]?.name).toBe('In\ufffdtake');
    expect(journey.steps[0]?.formConfig[0]?.options).toEqual(['\ufffd']);
  });
});
