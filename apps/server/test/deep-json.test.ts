import { PORTAL_VALIDATION, TESTIMONIAL_FORM } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../src/platform/http/json-depth';
import { fails, ok } from './helpers/journeys';
import { portalClient } from './helpers/portal';
import { createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Issue 24: a portal answer nested 20,000 deep (`{"answers":{"name":[[[[…]]]]}}`) overflowed the
 * stack in the cleaning of stored JSON and answered 500, with nothing but a share token. Every JSON
 * body is now refused past 32 levels before anything parses it, and a nested answer within that
 * is refused by its field's own rule.
 */
let t: TestApp;
let app: TestApp['app'];
let ownerCookie: string;
let portal: Awaited<ReturnType<typeof portalClient>>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ownerCookie = (await signUpOwner(app)).cookie;
  portal = await portalClient(app, ownerCookie);
}, 120_000);
afterAll(() => t.close());

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` deep around `leaf`, as raw JSON text. */
const nested = (kind: 'array' | 'object', depth: number, leaf = '"x"') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

/** `{"answers":{"<field>":<value>}}`: the value sits two levels down. */
const answersBody = (field: string, value: string) => `{"answers":{${JSON.stringify(field)}:${value}}}`;

const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body });
const draftPath = (stageId: string) => `/api/portal/${portal.token}/stages/${stageId}/draft`;
const submitPath = (stageId: string) => `/api/portal/${portal.token}/stages/${stageId}/submit`;
const stored = () =>
  t.db.selectFrom('form_submissions').select('id').where('project_id', '=', portal.client.id).execute();

describe('a portal answer nested 20,000 deep', () => {
  const stages = () => portal.stages;
  const cases: [string, () => string, string][] = [
    ['text', () => stages().intake, 'full_name'],
    ['email', () => stages().intake, 'email'],
    ['file', () => stages().intake, 'brief'],
    ['rating', () => stages().intake, 'stars'],
    ['testimonial rating', () => stages().testimonial, 'rating'],
    ['testimonial text', () => stages().testimonial, 'testimonial'],
  ];
  for (const [name, stage, field] of cases) {
    it(`a ${name} answer: 400 with the depth message on draft and submit, nothing stored`, async () => {
      for (const kind of ['array', 'object'] as const) {
        const body = answersBody(field, nested(kind, 20_000));
        await fails(send('PUT', draftPath(stage()), body), 400, JSON_TOO_DEEP_MESSAGE);
        await fails(send('POST', submitPath(stage()), body), 400, JSON_TOO_DEEP_MESSAGE);
      }
      expect(await stored()).toEqual([]);
    });
  }
});

describe(`JSON nested past ${MAX_JSON_DEPTH} levels`, () => {
  it(`${MAX_JSON_DEPTH} levels pass to the field's rule, which names the field; ${MAX_JSON_DEPTH + 1} do not`, async () => {
    const within = MAX_JSON_DEPTH - 2;
    for (const kind of ['array', 'object'] as const) {
      const res = await send('PUT', draftPath(portal.stages.intake), answersBody('full_name', nested(kind, within)));
      const body = (await res.json()) as { error: { message: string }; fields: Record<string, string> };
      expect(res.status).toBe(400);
      expect(body.fields).toEqual({ full_name: PORTAL_VALIDATION.invalid('Full name') });
      await fails(
        send('PUT', draftPath(portal.stages.intake), answersBody('full_name', nested(kind, within + 1))),
        400,
        JSON_TOO_DEEP_MESSAGE,
      );
    }
    // Each field type refuses a nested value with its own message.
    const refused = async (stageId: string, field: string) => {
      const res = await send('POST', submitPath(stageId), answersBody(field, nested('array', within, '1')));
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields[field];
    };
    expect(await refused(portal.stages.intake, 'email')).toBe(PORTAL_VALIDATION.invalid('Email'));
    expect(await refused(portal.stages.intake, 'brief')).toBe(PORTAL_VALIDATION.file);
    expect(await refused(portal.stages.intake, 'stars')).toBe(PORTAL_VALIDATION.rating(7));
    expect(await refused(portal.stages.intake, 'channels')).toBe(PORTAL_VALIDATION.chooseOption('Channels'));
    expect(await refused(portal.stages.testimonial, 'rating')).toBe(TESTIMONIAL_FORM.ratingRequired);
    expect(await stored()).toEqual([]);
  });

  it('brackets inside strings do not count', async () => {
    const about = `[{"\\"[${'['.repeat(5000)}`;
    const saved = await ok<{ submission: { answers: Record<string, unknown> } }>(
      send('PUT', draftPath(portal.stages.intake), JSON.stringify({ answers: { about } })),
    );
    expect(saved.submission.answers.about).toBe(about);
  });

  it('is refused on owner routes, account routes and the beacons that read JSON themselves', async () => {
    const deep = nested('array', 1000);
    const owner = { cookie: ownerCookie };
    await fails(send('POST', '/api/journeys', `{"name":${deep}}`, owner), 400, JSON_TOO_DEEP_MESSAGE);
    await fails(send('POST', '/api/clients', deep, owner), 400, JSON_TOO_DEEP_MESSAGE);
    await fails(send('POST', '/api/auth/sign-in/email', `{"email":${deep}}`), 400, JSON_TOO_DEEP_MESSAGE);
    await fails(send('POST', '/api/auth/sign-out', deep), 400, JSON_TOO_DEEP_MESSAGE);
    // The landing's beacons send JSON as text/plain (sendBeacon); it is scanned all the same.
    await fails(
      send('POST', '/api/analytics/visit', `{"variant":${deep}}`, { 'content-type': 'text/plain' }),
      400,
      JSON_TOO_DEEP_MESSAGE,
    );
    // A request no route takes is still the unknown route's 404.
    await fails(send('POST', '/api/nothing-here', deep), 404, 'Not found');
  });
});
