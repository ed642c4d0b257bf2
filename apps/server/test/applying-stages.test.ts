import type { ClientListResponse, ClientResponse } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients, createClient } from './helpers/clients';
import { ok, savedJourney, stage } from './helpers/journeys';
import { callPortal } from './helpers/portal';
import { emailStatus } from './helpers/reminders';
import { createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Progress counts only the stages that apply to a client (conditional logic): the client list,
 * the client page, the REST API and the reminders' "nothing open" rule read the client's
 * `skipped_step_ids` (kept by the portal at each write; set here directly).
 */
let t: TestApp;
let cookie: string;
let journey: Awaited<ReturnType<typeof savedJourney>>;
let intake: string;
let kickoff: string;
let review: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpOwner(t.app)).cookie;
  journey = await savedJourney(t.app, cookie, 'Branching journey', [
    stage('onboarding', 'Intake', ['goal', 'Goal']),
    stage('onboarding', 'Kick-off', ['date', 'Date']),
    stage('custom', 'Review', ['note', 'Note'], { phase: 'deliverables' }),
  ]);
  [intake, kickoff, review] = journey.steps.map((s) => s.id) as [string, string, string];
});
afterAll(() => t?.close());

const submit = (token: string, stageId: string, answers: Record<string, string>) =>
  ok(callPortal(t.app, token, 'POST', `/stages/${stageId}/submit`, { answers }));

/** A client on the journey who answered Intake and Kick-off, with `skipped` as the stages that do not apply. */
async function clientWith(skipped: string[], name = 'Jo Client') {
  const client = await createClient(t.app, cookie, { templateId: journey.id, clientName: name });
  await submit(client.shareToken, intake, { goal: 'Grow' });
  await submit(client.shareToken, kickoff, { date: 'Monday' });
  await t.db
    .updateTable('projects')
    .set({ skipped_step_ids: JSON.stringify(skipped) })
    .where('id', '=', client.id)
    .execute();
  return client;
}

const card = async (id: string) => {
  const list = await ok<ClientListResponse>(callClients(t.app, cookie, 'GET', '?limit=100'));
  return list.clients.find((c) => c.id === id);
};
const detail = async (id: string) => (await ok<ClientResponse>(callClients(t.app, cookie, 'GET', `/${id}`))).client;

describe('progress over the stages that apply', () => {
  it('a client for whom Review does not apply is at 100 % once Intake and Kick-off are done', async () => {
    const skipping = await clientWith([review], 'Logo Client');
    const all = await clientWith([], 'Website Client');

    expect(await card(skipping.id)).toMatchObject({ currentStep: 2, stepCount: 2, progressPercent: 100 });
    expect(await card(all.id)).toMatchObject({ currentStep: 2, stepCount: 3, progressPercent: 67 });

    const page = await detail(skipping.id);
    expect(page).toMatchObject({ currentStep: 2, stepCount: 2, progressPercent: 100 });
    // The stage list shows the stages that apply, each done.
    expect(page.steps.map((s) => [s.name, s.status])).toEqual([
      ['Intake', 'completed'],
      ['Kick-off', 'completed'],
    ]);
    const full = await detail(all.id);
    expect(full).toMatchObject({ stepCount: 3, progressPercent: 67 });
    expect(full.steps.map((s) => [s.name, s.status])).toEqual([
      ['Intake', 'completed'],
      ['Kick-off', 'completed'],
      ['Review', 'in_progress'],
    ]);
  });

  it('a skipped stage in the middle is left out of the list and the count', async () => {
    const client = await createClient(t.app, cookie, { templateId: journey.id, clientName: 'Middle' });
    await submit(client.shareToken, intake, { goal: 'Grow' });
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([kickoff]) })
      .where('id', '=', client.id)
      .execute();
    const page = await detail(client.id);
    expect(page).toMatchObject({ currentStep: 1, stepCount: 2, progressPercent: 50 });
    expect(page.steps.map((s) => [s.name, s.status])).toEqual([
      ['Intake', 'completed'],
      ['Review', 'in_progress'],
    ]);
    expect(await card(client.id)).toMatchObject({ stepCount: 2, progressPercent: 50 });
  });

  it('the REST API counts completed and total stages the same way', async () => {
    const skipping = await clientWith([review], 'API Client');
    const { secret } = await ok<{ secret: string }>(
      t.app.request('/api/api-keys', jsonRequest('POST', { name: 'read key', scope: 'read' }, { cookie })),
      201,
    );
    const res = await t.app.request(`/api/v1/clients/${skipping.id}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    const body = (await res.json()) as { completed_stages: number; total_stages: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ completed_stages: 2, total_stages: 2 });
  });
});

describe('with a real condition', () => {
  it('a logo client and a website client both finish at 100 %', async () => {
    const branching = await savedJourney(t.app, cookie, 'Logo or website', [
      {
        stepType: 'onboarding',
        name: 'Brief',
        formConfig: [{ id: 'kind', type: 'radio', label: 'Type', required: true, options: ['Logo', 'Website'] }],
      },
      {
        ...stage('onboarding', 'Website', ['pages', 'Pages']),
        showWhen: { match: 'all', items: [{ fieldId: 'kind', op: 'equals', value: 'Website' }] },
      },
      stage('onboarding', 'Wrap-up', ['note', 'Note']),
    ]);
    const [brief, website, wrap] = branching.steps.map((s) => s.id) as [string, string, string];
    const logo = await createClient(t.app, cookie, { templateId: branching.id, clientName: 'Logo' });
    await submit(logo.shareToken, brief, { kind: 'Logo' });
    await submit(logo.shareToken, wrap, { note: 'Done' });
    const site = await createClient(t.app, cookie, { templateId: branching.id, clientName: 'Site' });
    await submit(site.shareToken, brief, { kind: 'Website' });
    await submit(site.shareToken, website, { pages: '5' });
    await submit(site.shareToken, wrap, { note: 'Done' });

    for (const [client, count] of [
      [logo, 2],
      [site, 3],
    ] as const) {
      expect(await detail(client.id)).toMatchObject({ status: 'completed', stepCount: count, progressPercent: 100 });
      expect(await card(client.id)).toMatchObject({ stepCount: count, progressPercent: 100 });
    }
  });
});

describe('reminders', () => {
  it('a client whose only open stage does not apply has nothing open', async () => {
    const client = await clientWith([], 'Reminded');
    expect((await emailStatus(t.app, cookie, client.id)).reminders.stoppedBy).toBeNull();
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([review]) })
      .where('id', '=', client.id)
      .execute();
    expect((await emailStatus(t.app, cookie, client.id)).reminders.stoppedBy).toBe('nothing-open');
  });

  it('a stage sent back for changes that no longer applies waits on nobody', async () => {
    const client = await clientWith([review], 'Sent back');
    await sql`UPDATE form_submissions SET status = 'changes_requested'
      WHERE project_id = ${client.id} AND step_id = ${intake}`.execute(t.db);
    expect((await emailStatus(t.app, cookie, client.id)).reminders.stoppedBy).toBeNull();
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([intake, review]) })
      .where('id', '=', client.id)
      .execute();
    expect((await emailStatus(t.app, cookie, client.id)).reminders.stoppedBy).toBe('nothing-open');
  });
});
