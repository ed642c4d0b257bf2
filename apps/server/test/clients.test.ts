import type {
  ClientResponse,
  ClientSubmissionsResponse,
  DashboardDto,
  JourneyResponse,
  SubmissionStatus,
} from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPortalPassword } from '../src/modules/clients/portal-access';
import { callClients, clientInput, createClient } from './helpers/clients';
import { callJourneys, fails, ok } from './helpers/journeys';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/** The clients API: create, read, edit, archive, delete, portal password and link; dashboard. */

let t: TestApp;
let owner: { cookie: string };
const deleted = vi.fn(async (_projectId: string, _keys: string[]) => {});
let app: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp();
  app = appOn(t.db, { deleteProjectFiles: deleted });
  owner = await signUpOwner(app);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, cookie = owner.cookie) =>
  callClients(app, cookie, method, path, body);
const create = (extra = {}, cookie = owner.cookie) => createClient(app, cookie, extra);
const projectCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function journeyWithStages(cookie = owner.cookie) {
  const j = (await ok<JourneyResponse>(callJourneys(app, cookie, 'POST', '', { name: 'Custom flow' }), 201)).journey;
  const field = (id: string, label: string) => ({ id, type: 'text', label, required: false });
  const saved = await ok<JourneyResponse>(
    callJourneys(app, cookie, 'PUT', `/${j.id}`, {
      name: j.name,
      introText: '<p>Journey welcome</p>',
      stages: [
        {
          stepType: 'onboarding',
          name: 'Intake',
          formConfig: [
            field('f1', 'Company name'),
            field('f2', 'Budget'),
            field('f3', 'Deadline'),
            field('f4', 'Goals'),
            field('f5', 'Audience'),
            field('f6', 'Competitors'),
          ],
        },
        { stepType: 'milestone', name: 'Design', formConfig: [] },
        { stepType: 'testimonial', name: 'Review', formConfig: [] },
      ],
    }),
  );
  return saved.journey;
}

describe('create', () => {
  it('creates the client with its journey, welcome message and password in one request', async () => {
    const before = await projectCount();
    const client = await create({
      introText: '<p>Hi <script>alert(1)</script><strong>Jo</strong></p>',
      password: 'open-sesame',
    });
    expect(client).toMatchObject({
      projectName: 'Website redesign',
      clientName: 'Jo Client',
      clientEmail: 'jo@example.com',
      status: 'active',
      hasPassword: true,
      journey: { id: 'builtin-legal', name: 'Legal Services' },
      currentStep: 0,
      progressPercent: 0,
      submissionCount: 0,
      deliverableCount: 0,
      customIntroText: '<p>Hi <strong>Jo</strong></p>',
      welcomeHtml: '<p>Hi <strong>Jo</strong></p>',
    });
    expect(client.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(client)).not.toContain('argon2');
    expect(await projectCount()).toBe(before + 1);
    const row = await t.db.selectFrom('projects').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPortalPassword(row.password_hash!, 'open-sesame')).toBe(true);
    expect(await verifyPortalPassword(row.password_hash!, 'open-sesamE')).toBe(false);
    expect(await verifyPortalPassword('not a hash', 'open-sesame')).toBe(false);
  });

  it('gives every add-client message exactly', async () => {
    await fails(call('POST', '', clientInput({ projectName: ' ' })), 400, 'Project name is required');
    await fails(call('POST', '', { ...clientInput(), projectName: undefined }), 400, 'Project name is required');
    await fails(call('POST', '', clientInput({ clientName: '' })), 400, 'Client name is required');
    await fails(call('POST', '', clientInput({ clientEmail: 'jo@' })), 400, 'Please enter a valid email address');
    await fails(call('POST', '', clientInput({ templateId: '' })), 400, 'Select a journey for this client');
    await fails(call('POST', '', clientInput({ password: 'abc' })), 400, 'Password must be at least 6 characters');
  });

  it('refuses a journey that is unknown, archived or another workspace’s, leaving no project behind', async () => {
    const stranger = await signUpOwner(app);
    const theirs = await journeyWithStages(stranger.cookie);
    const mine = await journeyWithStages();
    await t.db.updateTable('flow_templates').set({ is_archived: true }).where('id', '=', mine.id).execute();
    const before = await projectCount();
    for (const templateId of ['nope', theirs.id, mine.id, 'builtin-legal-step-1']) {
      await fails(call('POST', '', clientInput({ templateId })), 400, 'Select a journey for this client');
    }
    expect(await projectCount()).toBe(before);
  });

  it('stores no email when it is left empty, and follows the journey’s welcome without its own', async () => {
    const journey = await journeyWithStages();
    const client = await create({ clientEmail: '', templateId: journey.id, introText: '<p></p>' });
    expect(client).toMatchObject({ clientEmail: null, hasPassword: false, customIntroText: null });
    expect(client.welcomeHtml).toBe('<p>Journey welcome</p>');
    expect(client.steps.map((s) => [s.name, s.status])).toEqual([
      ['Intake', 'in_progress'],
      ['Design', 'pending'],
      ['Review', 'pending'],
    ]);
  });
});

describe('detail and edit', () => {
  it('shows progress rows from current_step', async () => {
    const journey = await journeyWithStages();
    const client = await create({ templateId: journey.id });
    await t.db.updateTable('projects').set({ current_step: 2 }).where('id', '=', client.id).execute();
    const { client: read } = await ok<ClientResponse>(call('GET', `/${client.id}`));
    expect(read).toMatchObject({ currentStep: 2, stepCount: 3, progressPercent: 67 });
    expect(read.steps.map((s) => s.status)).toEqual(['completed', 'completed', 'in_progress']);
  });

  it('edits names, email and welcome message; a new journey restarts at step 0', async () => {
    const client = await create();
    await t.db.updateTable('projects').set({ current_step: 2 }).where('id', '=', client.id).execute();
    const renamed = await ok<ClientResponse>(
      call('PATCH', `/${client.id}`, { clientName: ' Sam ', clientEmail: null, introText: '<p>Own</p>' }),
    );
    expect(renamed.client).toMatchObject({
      clientName: 'Sam',
      projectName: 'Website redesign',
      clientEmail: null,
      welcomeHtml: '<p>Own</p>',
      currentStep: 2,
    });
    const journey = await journeyWithStages();
    const moved = await ok<ClientResponse>(call('PATCH', `/${client.id}`, { templateId: journey.id, introText: null }));
    expect(moved.client).toMatchObject({
      journey: { id: journey.id },
      currentStep: 0,
      welcomeHtml: '<p>Journey welcome</p>',
    });
    await fails(call('PATCH', `/${client.id}`, { templateId: 'unknown' }), 400, 'Select a journey for this client');
    const theirs = await journeyWithStages((await signUpOwner(app)).cookie);
    await fails(call('PATCH', `/${client.id}`, { templateId: theirs.id }), 400, 'Select a journey for this client');
    expect((await ok<ClientResponse>(call('GET', `/${client.id}`))).client.journey?.id).toBe(journey.id);
    await fails(call('PATCH', `/${client.id}`, { projectName: '' }), 400, 'Project name is required');
  });

  it('archives and restores', async () => {
    const client = await create();
    expect((await ok<ClientResponse>(call('POST', `/${client.id}/archive`))).client.status).toBe('archived');
    expect((await ok<ClientResponse>(call('POST', `/${client.id}/restore`))).client.status).toBe('active');
  });

  it('answers 404 Client not found for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20OR%201=1"]) {
      await fails(call('GET', `/${id}`), 404, 'Client not found');
    }
    // A control character is refused for every path before routing, with the generic text.
    await fails(call('GET', '/%00'), 404, 'Not found');
  });
});

describe('portal access', () => {
  it('sets, changes and removes the password; no response carries the hash', async () => {
    const client = await create();
    const hashOf = async () =>
      (await t.db.selectFrom('projects').select('password_hash').where('id', '=', client.id).executeTakeFirstOrThrow())
        .password_hash;
    const set = await call('PUT', `/${client.id}/password`, { password: 'first-pass' });
    const setText = await set.text();
    expect(set.status).toBe(200);
    expect(JSON.parse(setText).client.hasPassword).toBe(true);
    const first = await hashOf();
    expect(setText).not.toContain(first!);
    expect(setText).not.toContain('argon2');
    await ok(call('PUT', `/${client.id}/password`, { password: 'second-pass' }));
    const second = await hashOf();
    expect(second).not.toBe(first);
    expect(await verifyPortalPassword(second!, 'second-pass')).toBe(true);
    expect(await verifyPortalPassword(second!, 'first-pass')).toBe(false);
    await fails(
      call('PUT', `/${client.id}/password`, { password: '12345' }),
      400,
      'Password must be at least 6 characters',
    );
    const removed = await ok<ClientResponse>(call('DELETE', `/${client.id}/password`));
    expect(removed.client.hasPassword).toBe(false);
    expect(await hashOf()).toBeNull();
    for (const path of ['', `/${client.id}`, `/${client.id}/submissions`]) {
      expect(await (await call('GET', path)).text()).not.toContain('argon2');
    }
  });

  it('regenerates the link: the old token is gone', async () => {
    const client = await create();
    const { client: fresh } = await ok<ClientResponse>(call('POST', `/${client.id}/regenerate-link`));
    expect(fresh.shareToken).not.toBe(client.shareToken);
    expect(fresh.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const old = await t.db.selectFrom('projects').select('id').where('share_token', '=', client.shareToken).execute();
    expect(old).toHaveLength(0);
  });
});

describe('submissions', () => {
  it('lists submissions newest first without drafts, answers labelled by field label with a remainder', async () => {
    const journey = await journeyWithStages();
    const client = await create({ templateId: journey.id });
    const [intake, design] = journey.steps;
    const add = (
      stepId: string | null,
      status: SubmissionStatus | 'draft',
      at: string,
      data: Record<string, unknown>,
    ) =>
      t.db
        .insertInto('form_submissions')
        .values({
          project_id: client.id,
          step_id: stepId,
          status,
          submitted_at: new Date(at),
          response_data: JSON.stringify(data),
        })
        .execute();
    await add(intake!.id, 'submitted', '2026-01-01T10:00:00Z', {
      f6: 'Rivals',
      f1: 'Acme',
      f2: 5000,
      f3: '2026-03-01',
      f4: ['Grow', 'Hire'],
      f5: 'SMBs',
    });
    await add(design!.id, 'reviewed', '2026-01-03T10:00:00Z', { approved_by: true });
    // One answer row per stage (migration 005): a draft is of a stage not answered yet.
    await add(null, 'draft', '2026-01-05T10:00:00Z', { f1: 'Draft' });
    const { submissions } = await ok<ClientSubmissionsResponse>(call('GET', `/${client.id}/submissions`));
    expect(submissions.map((s) => [s.stepName, s.stepType, s.status])).toEqual([
      ['Design', 'milestone', 'reviewed'],
      ['Intake', 'onboarding', 'submitted'],
    ]);
    expect(submissions[0]?.summary).toEqual([{ fieldId: 'approved_by', label: 'Approved By', value: 'Yes' }]);
    expect(submissions[1]?.summary.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Company name: Acme',
      'Budget: 5000',
      'Deadline: 2026-03-01',
      'Goals: Grow, Hire',
    ]);
    expect(submissions[1]?.moreCount).toBe(2);
    expect(submissions[1]?.submittedAt).toBe('2026-01-01T10:00:00.000Z');
    const { client: read } = await ok<ClientResponse>(call('GET', `/${client.id}`));
    expect(read.submissionCount).toBe(2);
  });

  it('is empty for a new client', async () => {
    const client = await create();
    expect(await ok<ClientSubmissionsResponse>(call('GET', `/${client.id}/submissions`))).toEqual({ submissions: [] });
  });
});

describe('delete', () => {
  it('removes the client and its rows, then asks storage to delete its files', async () => {
    const client = await create();
    const att = await t.db
      .insertInto('attachments')
      .values({
        project_id: client.id,
        file_path: `${client.id}/freelancer/1-abc.pdf`,
        original_filename: 'brief.pdf',
        file_size: 10,
        mime_type: 'application/pdf',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const d = await t.db
      .insertInto('deliverables')
      .values({ project_id: client.id, title: 'Logo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('deliverable_items')
      .values({ deliverable_id: d.id, item_type: 'file', attachment_id: att.id })
      .execute();
    await t.db.insertInto('form_submissions').values({ project_id: client.id, response_data: '{}' }).execute();
    await t.db
      .insertInto('testimonials')
      .values({ project_id: client.id, content: 'Great', client_name: 'Jo' })
      .execute();
    expect((await ok<ClientResponse>(call('GET', `/${client.id}`))).client.deliverableCount).toBe(1);
    deleted.mockClear();

    expect(await ok(call('DELETE', `/${client.id}`))).toEqual({ ok: true });
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(deleted).toHaveBeenCalledWith(client.id, [`${client.id}/freelancer/1-abc.pdf`]);
    for (const table of ['attachments', 'deliverables', 'form_submissions', 'testimonials'] as const) {
      const left = await t.db.selectFrom(table).select('id').where('project_id', '=', client.id).execute();
      expect(left, table).toHaveLength(0);
    }
    await fails(call('GET', `/${client.id}`), 404, 'Client not found');
    await fails(call('DELETE', `/${client.id}`), 404, 'Client not found');
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('still answers ok when storage fails after the commit', async () => {
    const client = await create();
    deleted.mockRejectedValueOnce(new Error('disk gone'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await ok(call('DELETE', `/${client.id}`));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    await fails(call('GET', `/${client.id}`), 404, 'Client not found');
  });
});

describe('dashboard', () => {
  it('counts this workspace’s active clients, submissions and testimonials; checklist; recent 5', async () => {
    const fresh = await signUpOwner(app);
    const dash = () => ok<DashboardDto>(app.request('/api/dashboard', { headers: { cookie: fresh.cookie } }));
    expect(await dash()).toEqual({
      stats: { activeClients: 0, submissions: 0, testimonials: 0 },
      checklist: {
        hasCustomJourney: false,
        hasClient: false,
        firstClientId: null,
        branding: false,
        journey: false,
        client: false,
        submission: false,
        dismissed: false,
      },
      recentClients: [],
      overdue: { count: 0, clients: [] },
    });
    await journeyWithStages(fresh.cookie);
    const clients = [];
    for (let i = 0; i < 6; i++) clients.push(await create({ clientName: `Client ${i}` }, fresh.cookie));
    await ok(callClients(app, fresh.cookie, 'POST', `/${clients[0]!.id}/archive`));
    await t.db
      .insertInto('form_submissions')
      .values([
        { project_id: clients[1]!.id, response_data: '{}' },
        { project_id: clients[1]!.id, response_data: '{}', status: 'draft' },
      ])
      .execute();
    await t.db
      .insertInto('testimonials')
      .values({ project_id: clients[2]!.id, content: 'Nice', client_name: 'X' })
      .execute();
    await create({}, owner.cookie); // another workspace's client counts nowhere here

    const d = await dash();
    expect(d.stats).toEqual({ activeClients: 5, submissions: 1, testimonials: 1 });
    expect(d.checklist).toEqual({
      hasCustomJourney: true,
      hasClient: true,
      firstClientId: clients[5]!.id,
      branding: false,
      journey: true,
      client: true,
      submission: true,
      dismissed: false,
    });
    expect(d.recentClients.map((c) => c.clientName)).toEqual([
      'Client 5',
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
    ]);
    expect(d.recentClients[3]).toMatchObject({ submissionCount: 0, journey: { name: 'Legal Services' } });
    expect(d.recentClients[4]?.submissionCount).toBe(1);
  });
});
