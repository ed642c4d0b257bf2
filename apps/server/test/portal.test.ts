import { PORTAL_MESSAGES, type PortalResponse, type PortalSubmitResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { callClients } from './helpers/clients';
import { callJourneys, fails, ok } from './helpers/journeys';
import { callPortal, DEFAULT_BRANDING, getPortal, portalClient } from './helpers/portal';
import { countingApp, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** The portal page's one request and the stage rules (docs/product.md#client-portal, docs/decisions/014). */

let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const submit = (token: string, stageId: string, answers: unknown) =>
  callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers });
const draft = (token: string, stageId: string, answers: unknown) =>
  callPortal(app, token, 'PUT', `/stages/${stageId}/draft`, { answers });
const project = (id: string) =>
  t.db.selectFrom('projects').select(['current_step', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/portal/:token', () => {
  it('answers everything the page shows, and nothing internal', async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    const page = await getPortal(app, token);
    expect(page.branding).toEqual(DEFAULT_BRANDING);
    expect(page.client).toEqual({ clientName: 'Jo Client', projectName: 'Website redesign', status: 'active' });
    expect(page.introHtml).toBe('<p>Welcome <strong>aboard</strong></p>');
    expect(page.journey).toEqual({ name: 'Portal journey' });
    expect(page.stages.map((s) => [s.id, s.order, s.phase, s.name])).toEqual([
      [stages.intake, 1, 'onboarding', 'Intake'],
      [stages.kickoff, 2, 'onboarding', 'Kick-off'],
      [stages.review, 3, 'deliverables', 'Design review'],
      [stages.testimonial, 4, 'feedback', 'Share Your Experience'],
    ]);
    expect(page.stages[0]?.fields).toHaveLength(10);
    expect(page.completedCount).toBe(0);
    const text = JSON.stringify(page);
    expect(text).not.toContain(client.id);
    expect(text).not.toContain('workspace_id');
    expect(text).not.toMatch(/@example\.com|password|owner/i);
  });

  it('is one SQL round trip with no session lookup, the first visit and once its answer is kept', async () => {
    const { token } = await portalClient(app, owner.cookie);
    const counted = countingApp(t.db);
    // The first visit reads the page (with the data version); the next only the token and the version.
    for (const expected of [1, 1]) {
      const queries = await counted.count(async (app) => {
        const res = await app.request(`/api/portal/${token}`, { headers: { cookie: owner.cookie } });
        expect(res.status).toBe(200);
        expect(((await res.json()) as PortalResponse).stages).toHaveLength(4);
      });
      expect(queries).toBe(expected);
    }
  });

  it('shows a saved change to the journey at once (the stages this process keeps are keyed by version)', async () => {
    const { token, journey } = await portalClient(app, owner.cookie);
    expect((await getPortal(app, token)).stages.map((s) => s.name)).toContain('Kick-off');
    const stages = journey.steps.map((s) => ({ ...s, name: s.name === 'Kick-off' ? 'Kick-off call' : s.name }));
    await ok(callJourneys(app, owner.cookie, 'PUT', `/${journey.id}`, { name: journey.name, stages }));
    const again = await getPortal(app, token);
    expect(again.stages.map((s) => s.name)).toEqual([
      'Intake',
      'Kick-off call',
      'Design review',
      'Share Your Experience',
    ]);
    expect(again.stages[0]?.fields).toHaveLength(10);
  });

  it("answers 'Portal Not Found' for unknown, regenerated and archived links", async () => {
    const { client, token } = await portalClient(app, owner.cookie);
    await fails(callPortal(app, 'x'.repeat(43), 'GET'), 404, PORTAL_MESSAGES.notFound);
    await fails(callPortal(app, 'short', 'GET'), 404, PORTAL_MESSAGES.notFound);
    await ok(callClients(app, owner.cookie, 'POST', `/${client.id}/archive`));
    const archived = await callPortal(app, token, 'GET');
    expect(archived.status).toBe(404);
    expect(Object.keys((await archived.json()) as object)).toEqual(['error']);
    await ok(callClients(app, owner.cookie, 'POST', `/${client.id}/restore`));
    await getPortal(app, token);
    await ok(callClients(app, owner.cookie, 'POST', `/${client.id}/regenerate-link`));
    await fails(callPortal(app, token, 'GET'), 404, PORTAL_MESSAGES.notFound);
  });

  it("answers journey null ('No Journey Assigned') when the journey is gone", async () => {
    const { token, journey } = await portalClient(app, owner.cookie);
    await ok(callJourneys(app, owner.cookie, 'DELETE', `/${journey.id}`));
    const page = await getPortal(app, token);
    expect(page.journey).toBeNull();
    expect(page.stages).toEqual([]);
  });

  it('falls back to the journey welcome message and keeps unknown field types for the page', async () => {
    const { token, stages } = await portalClient(app, owner.cookie);
    await t.db
      .updateTable('flow_steps')
      .set({ form_config: JSON.stringify([{ id: 'x', type: 'slider', label: 'Odd', required: true }]) })
      .where('id', '=', stages.kickoff)
      .execute();
    const page = await getPortal(app, token);
    expect(page.stages[1]?.fields[0]?.type).toBe('slider');
  });
});

describe('submitting stages', () => {
  it('a draft is saved and restored but never completes a stage', async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    const saved = await ok<{ submission: { status: string; answers: unknown } }>(
      draft(token, stages.intake, { full_name: 'Half done', unknown_key: 'dropped', size: '' }),
    );
    expect(saved.submission).toMatchObject({ status: 'draft', answers: { full_name: 'Half done' } });
    // Wrong types are refused; a half-typed email is kept, to be finished later.
    await ok(draft(token, stages.intake, { full_name: 'Half done, more', email: 5 }), 400);
    await ok(draft(token, stages.intake, { full_name: 'More done', email: 'jo@' }));
    const page = await getPortal(app, token);
    expect(page.stages[0]?.submission).toMatchObject({
      status: 'draft',
      answers: { full_name: 'More done', email: 'jo@' },
    });
    expect(page.completedCount).toBe(0);
    expect(await project(client.id)).toEqual({ current_step: 0, status: 'active' });
  });

  it("checks required fields with the spec's messages and returns them per field", async () => {
    const { token, stages } = await portalClient(app, owner.cookie);
    const res = await submit(token, stages.kickoff.replace(/./, 'z'), {});
    expect(res.status).toBe(404);
    const bad = await submit(token, stages.intake, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string }; fields: Record<string, string> };
    expect(body.fields.full_name).toBe('Full name is required');
    expect(body.fields.email).toBe('Please enter a valid email address');
    expect(body.fields.channels).toBeUndefined();
    expect(body.error.message).toBe('Full name is required');
  });

  it('a locked stage answers 409 until the stage before it in its phase is done', async () => {
    const { token, stages } = await portalClient(app, owner.cookie);
    await fails(submit(token, stages.kickoff, { goal: 'Grow' }), 409, PORTAL_MESSAGES.stageLocked);
    // The first stage of another phase is open (docs/product.md#the-page: current per phase).
    const res = await ok<PortalSubmitResponse>(
      submit(token, stages.testimonial, { rating: 5, testimonial: 'Great work, thank you!' }),
    );
    expect(res).toMatchObject({ completedCount: 1, totalCount: 4, journeyComplete: false });
  });

  it('submit sets current_step to the count; an edit changes answers, not the count', async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    await ok(draft(token, stages.kickoff, { goal: 'x' }), 409);
    const first = await ok<PortalSubmitResponse>(submit(token, stages.testimonial, { rating: 4, testimonial: 'Good' }));
    expect(first.submission.status).toBe('submitted');
    expect(await project(client.id)).toEqual({ current_step: 1, status: 'active' });
    const edit = await ok<PortalSubmitResponse>(
      submit(token, stages.testimonial, { rating: 5, testimonial: 'Even better' }),
    );
    expect(edit.completedCount).toBe(1);
    expect(edit.submission.answers).toMatchObject({ rating: 5, testimonial: 'Even better' });
    expect(await project(client.id)).toEqual({ current_step: 1, status: 'active' });
    // A draft for a submitted stage changes nothing.
    const noop = await ok<{ submission: { status: string } }>(draft(token, stages.testimonial, { rating: 1 }));
    expect(noop.submission.status).toBe('submitted');
    const rows = await t.db.selectFrom('form_submissions').selectAll().where('project_id', '=', client.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.response_data).toMatchObject({ rating: 5 });
  });

  it('the testimonial stage creates a pending testimonial with the client name; an edit makes it pending again', async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    await ok(
      submit(token, stages.testimonial, {
        rating: 5,
        testimonial: 'A calm, clear process from start to finish.',
        client_title: 'Founder',
        client_company: 'Plant Co',
        share_permission: true,
      }),
    );
    const rows = () => t.db.selectFrom('testimonials').selectAll().where('project_id', '=', client.id).execute();
    expect(await rows()).toMatchObject([
      {
        content: 'A calm, clear process from start to finish.',
        client_name: 'Jo Client',
        client_title: 'Founder',
        client_company: 'Plant Co',
        rating: 5,
        publish_permission: true,
        approval_status: 'pending',
      },
    ]);
    await t.db.updateTable('testimonials').set({ approval_status: 'approved', approved_at: new Date() }).execute();
    await ok(submit(token, stages.testimonial, { rating: 4, testimonial: 'Edited' }));
    expect(await rows()).toMatchObject([
      { content: 'Edited', rating: 4, approval_status: 'pending', approved_at: null },
    ]);
    await fails(
      submit(token, stages.testimonial, { rating: 5, testimonial: 'x'.repeat(301) }),
      400,
      'Your testimonial must be 300 characters or fewer',
    );
    await fails(submit(token, stages.testimonial, { testimonial: 'No stars' }), 400, 'Choose a rating from 1 to 5');
  });
});
