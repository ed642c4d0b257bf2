import { PORTAL_MESSAGES, type PortalSubmissionResponse, type PortalSubmitResponse } from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import {
  CONDITIONAL_STAGES,
  conditionalClient,
  draftTo,
  submitTo,
  WEBSITE_FIELDS,
  whenEquals,
} from './helpers/conditions';
import { addDeliverable } from './helpers/deliverables';
import { callJourneys, type ErrorBody, fails, ok, savedJourney, stage } from './helpers/journeys';
import { callPortal, getPortal } from './helpers/portal';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** The portal server decides conditional logic: hidden answers, skipped stages, progress over what applies. */

let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const submit = (token: string, stageId: string, answers: unknown) =>
  ok<PortalSubmitResponse>(submitTo(app, token, stageId, answers));
const stored = async (clientId: string) => {
  const rows = await t.db
    .selectFrom('form_submissions')
    .select(['step_id', 'status', 'response_data'])
    .where('project_id', '=', clientId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.step_id, { status: r.status, answers: r.response_data }]));
};
const projectRow = (id: string) =>
  t.db
    .selectFrom('projects')
    .select(['current_step', 'status', 'skipped_step_ids', 'completed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const completions = async (clientId: string) =>
  Number(
    (
      await t.db
        .selectFrom('journey_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', clientId)
        .where('kind', '=', 'completed')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('answers of hidden questions', () => {
  it('are dropped, not stored, and the answer says which', async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    const draft = await ok<PortalSubmissionResponse>(
      draftTo(app, token, stages.about, { kind: 'Logo', pages: 12, style: 'Bol' }),
    );
    expect(draft.submission.answers).toEqual({ kind: 'Logo', style: 'Bol' });
    expect(draft.removed).toEqual([{ stageId: stages.about, stageName: 'About', fieldLabels: ['Pages'] }]);
    const sent = await submit(token, stages.about, { kind: 'Logo', pages: 12, style: 'Bold', budget: '2,000' });
    expect(sent.submission.answers).toEqual({ kind: 'Logo', style: 'Bold', budget: 2000 });
    expect(sent.removed).toEqual([{ stageId: stages.about, stageName: 'About', fieldLabels: ['Pages'] }]);
    expect((await stored(client.id))[stages.about]?.answers).toEqual({ kind: 'Logo', style: 'Bold', budget: 2000 });
    // Nothing hidden, nothing removed.
    expect((await submit(token, stages.about, { kind: 'Logo', style: 'Bold' })).removed).toEqual([]);
  });

  it('a hidden required question is not required, a visible one is (a forged skip is 400, nothing stored)', async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    const before = await projectRow(client.id);
    const forged = await submitTo(app, token, stages.about, { kind: 'Website', style: 'Bold' });
    expect(forged.status).toBe(400);
    const body = (await forged.json()) as ErrorBody & { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(['pages']);
    expect(await stored(client.id)).toEqual({});
    expect(await projectRow(client.id)).toEqual(before);
    // The same body with the type that hides Pages asks Logo style instead.
    const other = await submitTo(app, token, stages.about, { kind: 'Logo', pages: 3 });
    expect(((await other.json()) as { fields: Record<string, string> }).fields).toEqual({
      style: 'Logo style is required',
    });
  });
});

describe('a stage that does not apply', () => {
  it('answers 404 to a submit, a draft and a review, and changes nothing', async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    const link = await addDeliverable(app, owner.cookie, client.id, {
      type: 'link',
      stageId: stages.concepts,
      url: 'https://figma.com/file/abc',
      linkTitle: 'Concepts',
    });
    await submit(token, stages.about, { kind: 'Website', pages: 5 });
    const before = { answers: await stored(client.id), project: await projectRow(client.id) };
    await fails(submitTo(app, token, stages.logo, { colours: 'Red' }), 404, PORTAL_MESSAGES.stageNotApplicable);
    await fails(draftTo(app, token, stages.logo, { colours: 'Red' }), 404, PORTAL_MESSAGES.stageNotApplicable);
    await fails(
      callPortal(app, token, 'POST', `/deliverables/${link.id}/review`, { decision: 'approved' }),
      404,
      PORTAL_MESSAGES.stageNotApplicable,
    );
    expect(await stored(client.id)).toEqual(before.answers);
    expect(await projectRow(client.id)).toEqual(before.project);
    const reviews = await t.db
      .selectFrom('deliverable_reviews')
      .select('id')
      .where('project_id', '=', client.id)
      .execute();
    expect(reviews).toEqual([]);
  });

  it('is a stub in the page, neither locks nor counts, and is kept as skipped', async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    const first = await getPortal(app, token);
    // Before any answer, conditions on the project type read it as unanswered.
    expect(first.stages.map((s) => s.applies)).toEqual([true, false, false, false, true]);
    expect(first.stages[0]?.fields.find((f) => f.id === 'pages')?.showWhen).toEqual(whenEquals('kind', 'Website'));
    const sent = await submit(token, stages.about, { kind: 'Website', pages: 5, budget: 9000 });
    expect(sent).toMatchObject({ completedCount: 1, totalCount: 3, journeyComplete: false });
    expect(await projectRow(client.id)).toMatchObject({
      current_step: 1,
      skipped_step_ids: [stages.logo, stages.concepts],
    });
    const page = await getPortal(app, token);
    expect(page.stages.map((s) => s.applies)).toEqual([true, true, false, false, true]);
    expect(page.stages[2]).toEqual({
      id: stages.logo,
      order: 3,
      stepType: 'onboarding',
      phase: 'onboarding',
      name: '',
      description: null,
      fields: [{ id: 'colours', type: 'text', label: '', required: false }],
      submission: null,
      deliverables: [],
      applies: false,
      dueOn: null,
    });
    expect(page.stages[1]?.fields).toEqual(WEBSITE_FIELDS);
    expect(page.completedCount).toBe(1);
    // Wrap-up waits for Website details, not for the skipped Logo brief.
    await fails(submitTo(app, token, stages.wrapUp, { notes: 'x' }), 409, PORTAL_MESSAGES.stageLocked);
    await submit(token, stages.website, { domain: 'jo.example' });
    expect((await submit(token, stages.wrapUp, { notes: 'Thanks' })).journeyComplete).toBe(true);
  });

  it('a new client is counted before their first answer: the stages no answer meets yet are skipped', async () => {
    const { client, stages } = await conditionalClient(app, owner.cookie);
    expect(await projectRow(client.id)).toMatchObject({
      current_step: 0,
      skipped_step_ids: [stages.website, stages.logo, stages.concepts],
    });
    const card = await ok<{ client: { stepCount: number; progressPercent: number } }>(
      app.request(`/api/clients/${client.id}`, { headers: { cookie: owner.cookie } }),
    );
    expect(card.client).toMatchObject({ stepCount: 2, progressPercent: 0 });
  });

  it("carries each applying stage's due date for this client", async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    const workspaceId = (
      await t.db.selectFrom('projects').select('workspace_id').where('id', '=', client.id).executeTakeFirstOrThrow()
    ).workspace_id;
    await t.db
      .insertInto('stage_due_dates')
      .values([
        { project_id: client.id, step_id: stages.about, workspace_id: workspaceId, due_on: '2031-03-31' },
        { project_id: client.id, step_id: stages.logo, workspace_id: workspaceId, due_on: '2031-04-02' },
        { project_id: client.id, step_id: stages.wrapUp, workspace_id: workspaceId, due_on: null },
      ])
      .execute();
    const page = await getPortal(app, token);
    expect(page.stages.map((s) => s.dueOn)).toEqual(['2031-03-31', null, null, null, null]);
  });
});

describe('changing an earlier answer', () => {
  it("removes later stages' answers it hides, drafts too, and says so", async () => {
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    await submit(token, stages.about, { kind: 'Website', pages: 5, budget: 9000 });
    await ok(draftTo(app, token, stages.website, { domain: 'jo.example', cms: 'WordPress' }));
    // A lower budget hides the CMS question of Website details.
    const lower = await submit(token, stages.about, { kind: 'Website', pages: 5, budget: 100 });
    expect(lower.removed).toEqual([{ stageId: stages.website, stageName: 'Website details', fieldLabels: ['CMS'] }]);
    expect((await stored(client.id))[stages.website]).toEqual({ status: 'draft', answers: { domain: 'jo.example' } });
    const own = await submit(token, stages.website, { domain: 'jo.example', cms: 'Ghost' });
    expect(own.removed).toEqual(lower.removed);
    await ok(draftTo(app, token, stages.wrapUp, { notes: 'Half' }));
    expect((await stored(client.id))[stages.website]).toEqual({
      status: 'submitted',
      answers: { domain: 'jo.example' },
    });
    // A logo instead: Website details no longer applies and loses its answers (its row goes).
    const logo = await submit(token, stages.about, { kind: 'Logo', pages: 5, style: 'Bold', budget: 100 });
    expect(logo.removed).toEqual([
      { stageId: stages.about, stageName: 'About', fieldLabels: ['Pages'] },
      { stageId: stages.website, stageName: 'Website details', fieldLabels: ['Domain'] },
    ]);
    expect(logo).toMatchObject({ completedCount: 1, totalCount: 4 });
    const rows = await stored(client.id);
    expect(Object.keys(rows).sort()).toEqual([stages.about, stages.wrapUp].sort());
    expect(await projectRow(client.id)).toMatchObject({ current_step: 1, skipped_step_ids: [stages.website] });
    // Back to a website: the stage applies again, unanswered.
    await submit(token, stages.about, { kind: 'Website', pages: 5 });
    const page = await getPortal(app, token);
    expect(page.stages[1]).toMatchObject({ applies: true, name: 'Website details', submission: null });
  });
});

describe('one journey, two clients', () => {
  it('a logo client and a website client both finish at 100 %, each completed once', async () => {
    const logo = await conditionalClient(app, owner.cookie);
    const concepts = await addDeliverable(app, owner.cookie, logo.client.id, {
      type: 'link',
      stageId: logo.stages.concepts,
      url: 'https://figma.com/file/logo',
      linkTitle: 'Concepts',
    });
    await submit(logo.token, logo.stages.about, { kind: 'Logo', style: 'Playful' });
    await submit(logo.token, logo.stages.logo, { colours: 'Teal' });
    await ok(callPortal(app, logo.token, 'POST', `/deliverables/${concepts.id}/review`, { decision: 'approved' }));
    const logoEnd = await submit(logo.token, logo.stages.wrapUp, { notes: 'Lovely' });
    expect(logoEnd).toMatchObject({ completedCount: 4, totalCount: 4, journeyComplete: true });

    const site = await conditionalClient(app, owner.cookie);
    await submit(site.token, site.stages.about, { kind: 'Website', pages: 8 });
    await submit(site.token, site.stages.website, { domain: 'site.example' });
    const siteEnd = await submit(site.token, site.stages.wrapUp, { notes: 'Great' });
    expect(siteEnd).toMatchObject({ completedCount: 3, totalCount: 3, journeyComplete: true });

    for (const [c, skipped, done] of [
      [logo, [logo.stages.website], 4],
      [site, [site.stages.logo, site.stages.concepts], 3],
    ] as const) {
      expect(await projectRow(c.client.id)).toMatchObject({
        status: 'completed',
        current_step: done,
        skipped_step_ids: skipped,
      });
      const page = await getPortal(app, c.token);
      expect(page.client.status).toBe('completed');
      expect(page.completedCount).toBe(done);
      expect(page.stages.filter((s) => s.applies)).toHaveLength(done);
      // An edit after the end keeps it complete, and completes it no second time.
      await submit(c.token, c.stages.wrapUp, { notes: 'Edited' });
      expect(await completions(c.client.id)).toBe(1);
    }
    // Neither sees the other's questions.
    const logoPage = await getPortal(app, logo.token);
    expect(JSON.stringify(logoPage)).not.toContain('Website details');
    const sitePage = await getPortal(app, site.token);
    expect(JSON.stringify(sitePage)).not.toContain('Logo brief');
  });
});

describe('rules that cannot be evaluated', () => {
  it("a rule naming another journey's question, or no question, always shows (no 5xx)", async () => {
    const other = await savedJourney(app, owner.cookie, 'Other', [
      stage('onboarding', 'Elsewhere', ['foreign', 'Foreign']),
    ]);
    expect(other.steps).toHaveLength(1);
    const { client, token, stages } = await conditionalClient(app, owner.cookie);
    // Written past the editor (which prunes such rules): a stage and a field naming what is not before them.
    await t.db
      .updateTable('flow_steps')
      .set({ skip_logic: JSON.stringify(whenEquals('foreign', 'yes')) })
      .where('id', '=', stages.logo)
      .execute();
    await t.db
      .updateTable('flow_steps')
      .set({
        form_config: JSON.stringify([
          { id: 'kind', type: 'radio', label: 'Project type', required: true, options: ['Logo', 'Website'] },
          { id: 'later', type: 'text', label: 'Later', required: true, showWhen: whenEquals('notes', 'x') },
          { id: 'gone', type: 'text', label: 'Gone', required: false, showWhen: whenEquals('deleted', 'x') },
        ]),
      })
      .where('id', '=', stages.about)
      .execute();
    const page = await getPortal(app, token);
    expect(page.stages.map((s) => s.applies)).toEqual([true, false, true, false, true]);
    const missing = await submitTo(app, token, stages.about, { kind: 'Website' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: object }).fields).toEqual({ later: 'Later is required' });
    const sent = await submit(token, stages.about, { kind: 'Website', later: 'ok', gone: 'kept' });
    expect(sent.submission.answers).toEqual({ kind: 'Website', later: 'ok', gone: 'kept' });
    expect(sent.totalCount).toBe(4);
    expect((await stored(client.id))[stages.about]?.answers).toEqual({ kind: 'Website', later: 'ok', gone: 'kept' });
  });

  it('a stored condition that is not one reads as none', async () => {
    const { token, stages } = await conditionalClient(app, owner.cookie);
    await sql`UPDATE flow_steps SET skip_logic = '{"jump": 3}'::jsonb WHERE id = ${stages.logo}`.execute(t.db);
    await sql`UPDATE flow_steps SET form_config = jsonb_set(form_config, '{2,showWhen}', '"Website"'::jsonb)
      WHERE id = ${stages.about}`.execute(t.db);
    const page = await getPortal(app, token);
    expect(page.stages[2]?.applies).toBe(true);
    expect(page.stages[0]?.fields[2]?.showWhen).toBeUndefined();
    const forged = await submitTo(app, token, stages.about, { kind: 'Logo', style: 'Bold' });
    expect(((await forged.json()) as { fields: object }).fields).toEqual({ pages: 'Pages is required' });
    await submit(token, stages.about, { kind: 'Logo', style: 'Bold', pages: 1 });
  });
});

describe('a saved journey', () => {
  it('recounts its clients at once: skipped stages, progress and completion', async () => {
    // Website details without its condition at first: the logo client answers it too.
    const first = CONDITIONAL_STAGES.map((s, i) => (i === 1 ? { ...s, showWhen: null } : s));
    const journey = await savedJourney(app, owner.cookie, 'Website details for all', first);
    const ids = journey.steps.map((s) => s.id);
    const client = await createClient(app, owner.cookie, { templateId: journey.id });
    const token = client.shareToken;
    await submit(token, ids[0] as string, { kind: 'Logo', style: 'Bold' });
    await submit(token, ids[1] as string, { domain: 'logo.example' });
    await submit(token, ids[2] as string, { colours: 'Teal' });
    expect(await projectRow(client.id)).toMatchObject({ current_step: 3, skipped_step_ids: [] });
    // Website details gets its condition back, and the milestone goes: only Wrap-up is left to do.
    const stages = journey.steps
      .filter((s) => s.id !== ids[3])
      .map((s, i) => ({
        id: s.id,
        stepType: s.stepType,
        phase: s.phase,
        name: s.name,
        formConfig: s.formConfig,
        showWhen: i === 1 ? whenEquals('kind', 'Website') : s.showWhen,
      }));
    await ok(callJourneys(app, owner.cookie, 'PUT', `/${journey.id}`, { name: journey.name, stages }));
    expect(await projectRow(client.id)).toMatchObject({
      current_step: 2,
      skipped_step_ids: [ids[1]],
      status: 'active',
    });
    // The owner's save removes no answer: the skipped stage's stay until the client's next submit.
    expect((await stored(client.id))[ids[1] as string]?.answers).toEqual({ domain: 'logo.example' });
    const page = await getPortal(app, token);
    expect(page.stages.map((s) => s.applies)).toEqual([true, false, true, true]);
    const end = await submit(token, ids[4] as string, { notes: 'Done' });
    expect(end).toMatchObject({ completedCount: 3, totalCount: 3, journeyComplete: true });
    expect(end.removed).toEqual([{ stageId: ids[1], stageName: 'Website details', fieldLabels: ['Domain'] }]);
    expect(await completions(client.id)).toBe(1);
  });

  it('completes a client whose remaining stages no longer apply', async () => {
    const journey = await savedJourney(app, owner.cookie, 'Two stages', [
      { stepType: 'onboarding', name: 'About', formConfig: ABOUT_ONLY },
      stage('onboarding', 'Website details', ['domain', 'Domain']),
    ]);
    const client = await createClient(app, owner.cookie, { templateId: journey.id });
    await submit(client.shareToken, journey.steps[0]?.id as string, { kind: 'Logo' });
    const stages = journey.steps.map((s, i) => ({
      id: s.id,
      stepType: s.stepType,
      name: s.name,
      formConfig: s.formConfig,
      ...(i === 1 ? { showWhen: whenEquals('kind', 'Website') } : {}),
    }));
    await ok(callJourneys(app, owner.cookie, 'PUT', `/${journey.id}`, { name: journey.name, stages }));
    const row = await projectRow(client.id);
    expect(row).toMatchObject({ status: 'completed', current_step: 1, skipped_step_ids: [journey.steps[1]?.id] });
    expect(row.completed_at).not.toBeNull();
    expect(await completions(client.id)).toBe(1);
    // Saving again changes nothing and completes nothing twice.
    await ok(callJourneys(app, owner.cookie, 'PUT', `/${journey.id}`, { name: journey.name, stages }));
    expect(await completions(client.id)).toBe(1);
  });
});

const ABOUT_ONLY = [
  { id: 'kind', type: 'radio' as const, label: 'Project type', required: true, options: ['Logo', 'Website'] },
];
