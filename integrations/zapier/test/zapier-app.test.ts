import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type apiKeyCreatedResponseSchema, type ClientDeliverablesResponse, WEBHOOK_EVENTS } from '@bloom/core';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ok, savedJourney, stage } from '../../../apps/server/test/helpers/journeys';
import { callPortal } from '../../../apps/server/test/helpers/portal';
import {
  createTestApp,
  jsonRequest,
  signUpOwner,
  type TestApp,
  uniqueEmail,
} from '../../../apps/server/test/helpers/test-app';

/**
 * Bloom's Zapier app run by Zapier's own harness (zapier-platform-core's createAppTester) against
 * a real Bloom server on loopback: no Zapier account, no network. Every trigger subscribes (a
 * webhook endpoint appears) and unsubscribes (it is gone); a webhook body Bloom recorded for a
 * subscription is parsed by the trigger's perform; performList returns the workspace's real items;
 * the actions and the search change and read the workspace through the API key.
 */
const require = createRequire(import.meta.url);
const zapier = require('zapier-platform-core') as { createAppTester: (app: unknown) => Tester };
type Tester = (method: unknown, bundle: Record<string, unknown>) => Promise<unknown>;
type Op = Record<string, unknown>;
interface ZapApp {
  authentication: { test: unknown };
  triggers: Record<string, { operation: Op }>;
  creates: Record<string, { operation: Op }>;
  searches: Record<string, { operation: Op }>;
}
const App = require('../index.js') as ZapApp;
const { EVENTS, keyOf } = require('../lib/events.js') as {
  EVENTS: { type: string }[];
  keyOf: (type: string) => string;
};
const appTester = zapier.createAppTester(App);

type Item = Record<string, unknown> & { id: string };

let t: TestApp;
let server: ReturnType<typeof serve>;
const authData = { base_url: '', api_key: '' };
let strangerKey = '';
let cookie = '';
const journey = { id: '', intake: '', review: '' };

const newKey = async (ownerCookie: string) =>
  (
    await ok<z.output<typeof apiKeyCreatedResponseSchema>>(
      t.app.request('/api/api-keys', jsonRequest('POST', { name: 'Zapier', scope: 'write' }, { cookie: ownerCookie })),
      201,
    )
  ).secret;

const run = (method: unknown, bundle: Record<string, unknown> = {}) => appTester(method, { authData, ...bundle });
const trigger = (type: string) => App.triggers[keyOf(type)]?.operation as Op;
const endpointsOf = (url: string) =>
  t.db.selectFrom('webhook_endpoints').select(['id', 'events', 'source']).where('url', '=', url).execute();

/** The client's create action, through the app. */
const createClient = (inputData: Record<string, unknown>) =>
  run(App.creates.create_client?.operation.perform, {
    inputData: { project_name: 'Website redesign', client_name: 'Jo Park', journey_id: journey.id, ...inputData },
  }) as Promise<Item>;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  authData.base_url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const owner = await signUpOwner(t.app);
  cookie = owner.cookie;
  authData.api_key = await newKey(cookie);
  strangerKey = await newKey((await signUpOwner(t.app)).cookie);
  const saved = await savedJourney(t.app, cookie, 'Web design project', [
    stage('onboarding', 'Intake', ['goal', 'Goal']),
    stage('milestone', 'Design review'),
  ]);
  [journey.intake, journey.review] = saved.steps.map((s) => s.id) as [string, string];
  journey.id = saved.id;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('the Zapier app against a real Bloom server', () => {
  it('has one trigger for every event Bloom sends', () => {
    expect(EVENTS.map((e) => e.type).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('tests the connection with GET /api/v1/me and refuses a wrong key with the reason', async () => {
    const me = (await run(App.authentication.test)) as { workspace: { name: string } };
    expect(typeof me.workspace.name).toBe('string');
    await expect(
      appTester(App.authentication.test, {
        authData: { ...authData, api_key: `${authData.api_key.slice(0, -4)}0000` },
      }),
    ).rejects.toThrow(/API key/i);
  });

  it('subscribes every trigger to its one event, and unsubscribing deletes the endpoint', async () => {
    for (const { type } of EVENTS) {
      const targetUrl = `http://127.0.0.1:9/hooks/${keyOf(type)}`;
      const subscribeData = (await run(trigger(type).performSubscribe, { targetUrl })) as { id: string };
      expect(await endpointsOf(targetUrl)).toEqual([{ id: subscribeData.id, events: [type], source: 'api' }]);
      await run(trigger(type).performUnsubscribe, { targetUrl, subscribeData });
      expect(await endpointsOf(targetUrl)).toEqual([]);
    }
  });

  it("parses the body Bloom sends for client.created and submission.created with the trigger's perform", async () => {
    const hooks = { client: 'http://127.0.0.1:9/zap/client', submission: 'http://127.0.0.1:9/zap/submission' };
    const clientSub = (await run(trigger('client.created').performSubscribe, { targetUrl: hooks.client })) as {
      id: string;
    };
    const submissionSub = (await run(trigger('submission.created').performSubscribe, {
      targetUrl: hooks.submission,
    })) as { id: string };
    const email = uniqueEmail('hooked');
    const created = await createClient({ client_email: email });
    const bodyOf = async (endpointId: string) => {
      const row = await t.db
        .selectFrom('webhook_messages')
        .select('body')
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.body) as Record<string, unknown>;
    };
    const [clientItem] = (await run(trigger('client.created').perform, {
      cleanedRequest: await bodyOf(clientSub.id),
    })) as Item[];
    expect(clientItem).toMatchObject({ id: created.id, client_email: email, event_type: 'client.created' });
    expect(typeof clientItem?.occurred_at).toBe('string');

    const project = await t.db
      .selectFrom('projects')
      .select('share_token')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    await ok(
      callPortal(t.app, project.share_token, 'POST', `/stages/${journey.intake}/submit`, {
        answers: { goal: 'A calmer website' },
      }),
    );
    const [submission] = (await run(trigger('submission.created').perform, {
      cleanedRequest: await bodyOf(submissionSub.id),
    })) as Item[];
    expect(submission).toMatchObject({ client_id: created.id, answers: { goal: 'A calmer website' } });
    // Another event's body (a 'Send test event' from Settings) makes no item.
    const test = { type: 'webhook.test', timestamp: new Date().toISOString(), data: { message: 'hi' } };
    expect(await run(trigger('client.created').perform, { cleanedRequest: test })).toEqual([]);

    // performList: the events just sent, as perform shows them; none for an event that never happened.
    const listed = (await run(trigger('client.created').performList)) as Item[];
    expect(listed[0]).toMatchObject({ id: created.id, client_email: email, event_type: 'client.created' });
    expect(await run(trigger('journey.completed').performList)).toEqual([]);
    for (const sub of [clientSub, submissionSub]) {
      await run(trigger('client.created').performUnsubscribe, { subscribeData: sub });
    }
  });

  it('lists real clients before any event was sent, for setting a Zap up', async () => {
    const other = await appTester(trigger('client.created').performList, {
      authData: { ...authData, api_key: strangerKey },
    });
    expect(other).toEqual([]);
    const created = await createClient({ project_name: 'Listed before any hook' });
    const listed = (await run(trigger('client.created').performList)) as Item[];
    expect(listed.map((i) => i.id)).toContain(created.id);
  });

  it('creates a client on a journey and emails the invitation when asked', async () => {
    const email = uniqueEmail('invited');
    const journeys = (await run(App.triggers.journey_list?.operation.perform)) as Item[];
    expect(journeys).toContainEqual({ id: journey.id, name: 'Web design project' });
    const created = await createClient({ client_email: email, send_invitation: 'yes', intro_text: 'Welcome!' });
    expect(created).toMatchObject({ client_email: email, journey: { id: journey.id, name: 'Web design project' } });
    const quiet = await createClient({ client_email: uniqueEmail('quiet'), send_invitation: false });
    const rows = await t.db
      .selectFrom('projects')
      .select(['id', 'invitation_queued_at'])
      .where('id', 'in', [created.id, quiet.id])
      .execute();
    expect(rows.find((r) => r.id === created.id)?.invitation_queued_at).not.toBeNull();
    expect(rows.find((r) => r.id === quiet.id)?.invitation_queued_at).toBeNull();
    await expect(createClient({ journey_id: 'no-such-journey' })).rejects.toThrow(/journey/i);
  });

  it("adds a link to a client's milestone, and another workspace's client is not found", async () => {
    const client = await createClient({ client_email: uniqueEmail('linked') });
    const milestones = (await run(App.triggers.milestone_list?.operation.perform)) as Item[];
    expect(milestones).toContainEqual({ id: journey.review, name: 'Web design project: Design review' });
    const inputData = {
      client_id: client.id,
      milestone_id: journey.review,
      url: 'https://www.figma.com/file/abc',
      title: 'Homepage design',
    };
    const link = (await run(App.creates.add_deliverable_link?.operation.perform, { inputData })) as Item;
    expect(link).toMatchObject({ client_id: client.id, milestone_id: journey.review, title: 'Homepage design' });
    const owned = await ok<ClientDeliverablesResponse>(
      t.app.request(`/api/clients/${client.id}/deliverables`, { headers: { cookie } }),
    );
    const review = owned.milestones.find((m) => m.stageId === journey.review);
    expect(review?.deliverables.map((d) => [d.id, d.items[0]?.url])).toEqual([[link.id, inputData.url]]);
    const stranger = { authData: { ...authData, api_key: strangerKey }, inputData };
    await expect(appTester(App.creates.add_deliverable_link?.operation.perform, stranger)).rejects.toThrow(
      /Client not found/,
    );
    const invite = await fetch(`${authData.base_url}api/v1/clients/${client.id}/invitation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${strangerKey}` },
    });
    expect(invite.status).toBe(404);
  });

  it('finds a client by the exact email only', async () => {
    const email = uniqueEmail('findme');
    const created = await createClient({ client_email: email, client_name: 'Sam Finder' });
    const found = (await run(App.searches.find_client?.operation.perform, {
      inputData: { email: ` ${email.toUpperCase()} ` },
    })) as Item[];
    expect(found.map((c) => c.id)).toEqual([created.id]);
    const partial = await run(App.searches.find_client?.operation.perform, { inputData: { email: email.slice(1) } });
    expect(partial).toEqual([]);
  });
});
