import type { DashboardDto, SubmissionListResponse, SubmissionResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fails, ok } from './helpers/journeys';
import { callPortal, getPortal, intakeAnswers, portalClient } from './helpers/portal';
import { PNG } from './helpers/storage';
import { clientWithIntake } from './helpers/submissions';
import { jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/** One submission and its review: the answers, the transitions, the portal's side, the history. */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  app.request(`/api/submissions${path}`, jsonRequest(method, body, { cookie }));
const detail = async (id: string, cookie = owner.cookie) =>
  (await ok<SubmissionResponse>(call(cookie, 'GET', `/${id}`))).submission;
const review = async (id: string) =>
  (await ok<SubmissionResponse>(call(owner.cookie, 'POST', `/${id}/review`))).submission;
const requestChanges = async (id: string, comment: string) =>
  (await ok<SubmissionResponse>(call(owner.cookie, 'POST', `/${id}/request-changes`, { comment }))).submission;

/** A client with Intake submitted (every field type, a real PNG for the file), and the submission's id. */
async function submittedIntake(cookie = owner.cookie) {
  const portal = await clientWithIntake(app, cookie);
  const { submissions } = await ok<SubmissionListResponse>(
    app.request(`/api/submissions?client=${portal.client.id}`, { headers: { cookie } }),
  );
  return { ...portal, id: submissions[0]?.id ?? '' };
}

describe('GET /api/submissions/:id', () => {
  it('shows every answer under its label in stage order, with the client, stage, journey and first history entry', async () => {
    const s = await submittedIntake();
    const d = await detail(s.id);
    expect(d).toMatchObject({
      status: 'submitted',
      reviewedAt: null,
      changesComment: null,
      client: { id: s.client.id, clientName: 'Jo Client', projectName: 'Website redesign' },
      journey: { id: s.journey.id, name: 'Portal journey' },
      stage: { id: s.stages.intake, name: 'Intake', stepType: 'onboarding', order: 1, hasQuestions: true },
    });
    expect(d.answers.map((a) => [a.label, a.fieldType])).toEqual([
      ['Full name', 'text'],
      ['Email', 'email'],
      ['About you', 'textarea'],
      ['Team size', 'radio'],
      ['Channels', 'checkbox'],
      ['Budget', 'select'],
      ['Brief', 'file'],
      ['Colour', 'color'],
      ['Rating', 'star-rating'],
      ['Approve the plan', 'approval'],
    ]);
    expect(d.answers.find((a) => a.fieldId === 'stars')).toMatchObject({ value: 6, maxRating: 7 });
    expect(d.answers.find((a) => a.fieldId === 'brief')?.value).toEqual({
      attachmentId: s.file.attachmentId,
      name: 'brief.png',
      size: PNG.length,
      mimeType: 'image/png',
    });
    // Sent through the primary's own link: the contact is named.
    expect(d.submittedBy).toMatchObject({ kind: 'contact', name: s.client.clientName });
    expect(d.history).toEqual([{ action: 'submitted', comment: null, at: d.submittedAt, actor: d.submittedBy }]);
    // The file downloads through the owner's route.
    const file = await app.request(`/api/clients/${s.client.id}/attachments/${s.file.attachmentId}?download=1`, {
      headers: { cookie: owner.cookie },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('links to the newer and the older submission of the inbox', async () => {
    const older = await submittedIntake();
    const newer = await submittedIntake();
    expect((await detail(older.id)).previousId).toBe(newer.id);
    expect((await detail(newer.id)).nextId).toBe(older.id);
    expect((await detail(newer.id)).previousId).toBeNull();
  });
});

describe('reviewing a submission', () => {
  it('Mark reviewed sets reviewed_at and keeps the action; twice is 409 and changes nothing', async () => {
    const s = await submittedIntake();
    const reviewed = await review(s.id);
    expect(reviewed.status).toBe('reviewed');
    expect(reviewed.reviewedAt).not.toBeNull();
    expect(reviewed.history.map((h) => h.action)).toEqual(['submitted', 'reviewed']);
    expect(reviewed.history[1]?.at).toBe(reviewed.reviewedAt);
    await fails(call(owner.cookie, 'POST', `/${s.id}/review`), 409, 'This submission is already marked reviewed');
    expect(await detail(s.id)).toEqual(reviewed);
  });

  it('Request changes reopens the stage in the portal with the comment; the resubmission comes back as submitted', async () => {
    const s = await submittedIntake();
    await review(s.id);
    const before = await getPortal(app, s.token);
    const asked = await requestChanges(s.id, '  Please attach the brief as a PDF.  ');
    expect(asked).toMatchObject({
      status: 'changes_requested',
      reviewedAt: null,
      changesComment: 'Please attach the brief as a PDF.',
    });
    expect(asked.history.map((h) => [h.action, h.comment])).toEqual([
      ['submitted', null],
      ['reviewed', null],
      ['changes_requested', 'Please attach the brief as a PDF.'],
    ]);

    const portal = await getPortal(app, s.token);
    const stage = portal.stages.find((x) => x.id === s.stages.intake);
    expect(stage?.submission).toMatchObject({
      status: 'changes_requested',
      changesComment: 'Please attach the brief as a PDF.',
    });
    // Still done: progress does not move back.
    expect(portal.completedCount).toBe(before.completedCount);

    // Refused while the client has not answered.
    await fails(
      call(owner.cookie, 'POST', `/${s.id}/review`),
      409,
      "This submission is waiting for the client's changes",
    );
    await fails(
      call(owner.cookie, 'POST', `/${s.id}/request-changes`, { comment: 'Again' }),
      409,
      "This submission is waiting for the client's changes",
    );
    // A draft does not answer the request.
    await ok(callPortal(app, s.token, 'PUT', `/stages/${s.stages.intake}/draft`, { answers: intakeAnswers(s.file) }));
    expect((await detail(s.id)).status).toBe('changes_requested');

    await ok(
      callPortal(app, s.token, 'POST', `/stages/${s.stages.intake}/submit`, {
        answers: { ...intakeAnswers(s.file), about: 'We sell plants and pots.' },
      }),
    );
    const back = await detail(s.id);
    expect(back.status).toBe('submitted');
    expect(back.changesComment).toBeNull();
    expect(back.answers.find((a) => a.fieldId === 'about')?.value).toBe('We sell plants and pots.');
    expect(back.history.map((h) => h.action)).toEqual(['submitted', 'reviewed', 'changes_requested', 'resubmitted']);
    expect((await getPortal(app, s.token)).stages[0]?.submission?.changesComment).toBeNull();
    expect((await review(s.id)).status).toBe('reviewed');
  });

  it('needs a comment; a refused request changes nothing', async () => {
    const s = await submittedIntake();
    for (const body of [{}, { comment: '' }, { comment: '   ' }, { comment: 5 }]) {
      await fails(call(owner.cookie, 'POST', `/${s.id}/request-changes`, body), 400, 'Tell the client what to change');
    }
    await fails(
      call(owner.cookie, 'POST', `/${s.id}/request-changes`, { comment: 'x'.repeat(2001) }),
      400,
      'Comment must be 2000 characters or fewer',
    );
    const d = await detail(s.id);
    expect(d.status).toBe('submitted');
    expect(d.history).toHaveLength(1);
  });

  it('cannot send back a stage that asks no questions (409), but can mark it reviewed', async () => {
    const { client, stages } = await portalClient(app, owner.cookie);
    const row = await t.db
      .insertInto('form_submissions')
      .values({ project_id: client.id, step_id: stages.review, response_data: '{}', status: 'submitted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await detail(row.id)).stage).toMatchObject({ name: 'Design review', hasQuestions: false });
    await fails(
      call(owner.cookie, 'POST', `/${row.id}/request-changes`, { comment: 'Redo it' }),
      409,
      'This stage asks no questions, so there is nothing to send back. Share an updated deliverable instead.',
    );
    expect((await detail(row.id)).status).toBe('submitted');
    expect((await review(row.id)).status).toBe('reviewed');
  });

  it('keeps the dashboard count: a submission sent back is still a submission', async () => {
    const s = await submittedIntake(stranger.cookie);
    const count = async () =>
      (await ok<DashboardDto>(app.request('/api/dashboard', { headers: { cookie: stranger.cookie } }))).stats
        .submissions;
    const n = await count();
    await ok(call(stranger.cookie, 'POST', `/${s.id}/request-changes`, { comment: 'More detail please' }));
    expect(await count()).toBe(n);
  });
});

describe('another workspace', () => {
  it("answers 404 for every verb on another workspace's submission, a draft, or an id that is not one", async () => {
    const s = await submittedIntake(stranger.cookie);
    await ok(callPortal(app, s.token, 'PUT', `/stages/${s.stages.kickoff}/draft`, { answers: { goal: 'x' } }));
    const draft = await t.db
      .selectFrom('form_submissions')
      .select('id')
      .where('project_id', '=', s.client.id)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    for (const id of [s.id, draft.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await fails(call(owner.cookie, 'GET', `/${id}`), 404, 'Submission not found');
      await fails(call(owner.cookie, 'POST', `/${id}/review`), 404, 'Submission not found');
      await fails(call(owner.cookie, 'POST', `/${id}/request-changes`, { comment: 'x' }), 404, 'Submission not found');
    }
    expect((await detail(s.id, stranger.cookie)).status).toBe('submitted');
  });
});
