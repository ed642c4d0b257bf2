import { randomBytes } from 'node:crypto';
import type { ClientStatus, JourneyResponse, SaveJourneyInput } from '@bloom/core';
import { expect } from 'vitest';
import { jsonRequest, type TestApp } from './test-app';

export interface ErrorBody {
  error: { code: string; message: string };
}

/** Calls /api/journeys{path} as the owner of `cookie`. */
export const callJourneys = (app: TestApp['app'], cookie: string, method: string, path: string, body?: unknown) =>
  app.request(`/api/journeys${path}`, jsonRequest(method, body, { cookie }));

type StageInput = SaveJourneyInput['stages'][number];

/**
 * A stage as the editor saves it, asking nothing, or one required text question `[id, label]`;
 * `more` adds a phase or a description.
 */
export const stage = (
  stepType: StageInput['stepType'],
  name: string,
  question?: [id: string, label: string],
  more: Pick<StageInput, 'phase' | 'description'> = {},
): StageInput => ({
  stepType,
  name,
  ...more,
  formConfig: question ? [{ id: question[0], type: 'text', label: question[1], required: true }] : [],
});

/**
 * A journey of the owner of `cookie` named `name`, with `stages` saved on it as the editor saves
 * them (created, then saved whole); the saved journey, its stage ids in order.
 */
export async function savedJourney(
  app: TestApp['app'],
  cookie: string,
  name: string,
  stages: SaveJourneyInput['stages'],
  introText: string | null = null,
): Promise<JourneyResponse['journey']> {
  const created = await ok<JourneyResponse>(callJourneys(app, cookie, 'POST', '', { name }), 201);
  const body: SaveJourneyInput = { name, description: null, introText, stages };
  const { journey } = await ok<JourneyResponse>(callJourneys(app, cookie, 'PUT', `/${created.journey.id}`, body));
  return journey;
}

/** Asserts the status (showing the body when it differs) and returns the parsed body. */
export async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Asserts an error answer: its status (showing the body when it differs) and its message. */
export async function fails(res: Response | Promise<Response>, status: number, message: string) {
  const r = await res;
  const body = (await r.json()) as ErrorBody;
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.error.message).toBe(message);
}

export async function workspaceOf(app: TestApp['app'], cookie: string): Promise<string> {
  const res = await app.request('/api/me', { headers: { cookie } });
  return ((await res.json()) as { workspace: { id: string } }).workspace.id;
}

/** A client project straight in the table (the clients API comes later). */
export async function addProject(
  t: TestApp,
  cookie: string,
  templateId: string | null,
  status: ClientStatus = 'active',
) {
  return t.db
    .insertInto('projects')
    .values({
      workspace_id: await workspaceOf(t.app, cookie),
      template_id: templateId,
      name: 'Website',
      client_name: 'Jo Client',
      status,
      share_token: randomBytes(18).toString('base64url'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
