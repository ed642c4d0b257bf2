import type {
  ActorDto,
  ClientSubmissionsResponse,
  SubmissionListResponse,
  SubmissionResponse,
  TestimonialListResponse,
  TestimonialResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContacts, type TwoContacts, twoContactClient } from './contacts/contacts-api';
import { callClients } from './helpers/clients';
import { addDeliverable, listDeliverables } from './helpers/deliverables';
import { ok } from './helpers/journeys';
import { callPortal } from './helpers/portal';
import { jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * Issue 33, the owner's side: what a contact submits, approves or writes through their own link
 * shows their name in the inbox, the client's submissions, the submission, the deliverables and
 * the testimonials; rows from before contacts name no one.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

let ids: TwoContacts['ids'], tokens: TwoContacts['tokens'];
const contact = (id: string | null, name: string): ActorDto => ({ kind: 'contact', id, name });
const ada = () => contact(ids.ada, 'Ada Lane');
const sam = () => contact(ids.sam, 'Sam Lee');

const get = <T>(path: string) => ok<T>(app.request(path, jsonRequest('GET', undefined, { cookie: owner.cookie })));
const submit = (token: string, stageId: string, answers: unknown) =>
  ok(callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers }));
const inbox = async () => (await get<SubmissionListResponse>(`/api/submissions?client=${ids.client}`)).submissions;
const cards = async () =>
  (await ok<ClientSubmissionsResponse>(callClients(app, owner.cookie, 'GET', `/${ids.client}/submissions`)))
    .submissions;
const detail = async (id: string) => (await get<SubmissionResponse>(`/api/submissions/${id}`)).submission;
/** Each stage's submission: who sent it, as the inbox and the client's page both say. */
async function sentBy() {
  const [listed, mine] = await Promise.all([inbox(), cards()]);
  const byStage = (rows: { stepId: string | null; submittedBy: ActorDto | null }[]) =>
    Object.fromEntries(rows.map((r) => [r.stepId, r.submittedBy]));
  expect(byStage(mine)).toEqual(byStage(listed));
  return byStage(listed);
}
const idOf = async (stageId: string) => (await inbox()).find((s) => s.stepId === stageId)?.id ?? '';
const deliverables = async () =>
  (await listDeliverables(app, owner.cookie, ids.client)).milestones.flatMap((m) => m.deliverables);
const testimonialId = async () =>
  (await t.db.selectFrom('testimonials').select('id').where('project_id', '=', ids.client).executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  ({ ids, tokens } = await twoContactClient(app, owner.cookie));
});

describe('the owner sees which contact acted', () => {
  it('names who sent each submission in the inbox, on the client page and on the submission', async () => {
    await submit(tokens.ada, ids.intake, { goal: 'A new site' });
    await submit(tokens.sam, ids.kickoff, { plan: 'Pay in two parts' });
    expect(await sentBy()).toEqual({ [ids.intake]: ada(), [ids.kickoff]: sam() });
    const kickoff = await detail(await idOf(ids.kickoff));
    expect(kickoff.submittedBy).toEqual(sam());
    expect(kickoff.history).toEqual([{ action: 'submitted', comment: null, at: kickoff.submittedAt, actor: sam() }]);
  });

  it('names the contact who resubmitted, and keeps the first sender with the first submission', async () => {
    const id = await idOf(ids.intake);
    await ok(
      app.request(
        `/api/submissions/${id}/request-changes`,
        jsonRequest('POST', { comment: 'Say more' }, { cookie: owner.cookie }),
      ),
    );
    await submit(tokens.sam, ids.intake, { goal: 'A new site and a shop' });
    const d = await detail(id);
    expect(d.submittedBy).toEqual(ada());
    expect(d.history.map((h) => [h.action, h.actor?.kind ?? null, h.actor?.name ?? null])).toEqual([
      ['submitted', 'contact', 'Ada Lane'],
      ['changes_requested', 'member', 'Avery Stone'],
      ['resubmitted', 'contact', 'Sam Lee'],
    ]);
    expect((await sentBy())[ids.intake]).toEqual(ada());
  });

  it("says which contact approved or sent back a deliverable; the milestone's submission is the last approver's", async () => {
    const drafts = await addDeliverable(app, owner.cookie, ids.client, {
      type: 'note',
      stageId: ids.review,
      note: 'Drafts',
    });
    const logo = await addDeliverable(app, owner.cookie, ids.client, {
      type: 'note',
      stageId: ids.review,
      note: 'Logo',
    });
    const review = (token: string, id: string, decision: string) =>
      ok(callPortal(app, token, 'POST', `/deliverables/${id}/review`, { decision, comment: 'Bigger, please' }));
    await review(tokens.sam, drafts.id, 'approved');
    await review(tokens.ada, logo.id, 'changes_requested');
    const decided = async () =>
      Object.fromEntries((await deliverables()).map((d) => [d.id, [d.clientReview?.decision, d.clientReview?.actor]]));
    expect(await decided()).toEqual({
      [drafts.id]: ['approved', sam()],
      [logo.id]: ['changes_requested', ada()],
    });
    // Ada's approval is the last one: the stage is done, and its submission is hers.
    await review(tokens.ada, logo.id, 'approved');
    expect((await decided())[logo.id]).toEqual(['approved', ada()]);
    expect((await sentBy())[ids.review]).toEqual(ada());
  });

  it('says which contact wrote the testimonial, in the list, on the detail and in its history', async () => {
    await submit(tokens.sam, ids.testimonial, { rating: 5, testimonial: 'Calm and clear.', share_permission: true });
    const id = await testimonialId();
    const { testimonials } = await get<TestimonialListResponse>('/api/testimonials');
    expect(testimonials.find((x) => x.id === id)?.clientName).toBe('Sam Lee');
    const { testimonial } = await get<TestimonialResponse>(`/api/testimonials/${id}`);
    expect(testimonial).toMatchObject({ clientName: 'Sam Lee', writtenBy: sam(), clientEmail: 'sam@example.com' });
    expect(testimonial.history.map((h) => [h.action, h.actor])).toEqual([['submitted', sam()]]);

    // Ada edits it: the edit is hers, the first write no longer recorded.
    await submit(tokens.ada, ids.testimonial, {
      rating: 4,
      testimonial: 'Calm, clear, quick.',
      share_permission: true,
    });
    const edited = (await get<TestimonialResponse>(`/api/testimonials/${id}`)).testimonial;
    expect(edited).toMatchObject({ clientName: 'Ada Lane', writtenBy: ada(), clientEmail: 'ada@example.com' });
    expect(edited.history.map((h) => [h.action, h.actor])).toEqual([
      ['submitted', null],
      ['edited', ada()],
    ]);
  });

  it("keeps a removed contact's name, without their id or email", async () => {
    await ok(callContacts(app, owner.cookie, ids.client, 'DELETE', `/${ids.sam}`));
    const gone = contact(null, 'Sam Lee');
    expect((await sentBy())[ids.kickoff]).toEqual(gone);
    expect((await detail(await idOf(ids.intake))).history.at(-1)?.actor).toEqual(gone);
    const drafts = (await deliverables()).find((d) => d.description === 'Drafts');
    expect(drafts?.clientReview?.actor).toEqual(gone);
  });

  it('names no one for rows from before contacts', async () => {
    await sql`UPDATE form_submissions SET submitted_by_contact_id = NULL, submitted_by_contact_name = NULL
      WHERE project_id = ${ids.client}`.execute(t.db);
    await sql`UPDATE submission_events SET contact_id = NULL, actor_name = NULL
      WHERE action = 'resubmitted' AND submission_id IN (SELECT id FROM form_submissions WHERE project_id = ${ids.client})`.execute(
      t.db,
    );
    await sql`UPDATE deliverable_reviews SET contact_id = NULL, contact_name = NULL
      WHERE project_id = ${ids.client}`.execute(t.db);
    await sql`UPDATE testimonials SET contact_id = NULL, contact_name = NULL WHERE project_id = ${ids.client}`.execute(
      t.db,
    );
    expect(Object.values(await sentBy()).every((by) => by === null)).toBe(true);
    const intake = await detail(await idOf(ids.intake));
    expect(intake.submittedBy).toBeNull();
    expect(intake.history.filter((h) => h.action !== 'changes_requested').every((h) => h.actor === null)).toBe(true);
    expect((await deliverables()).every((d) => d.clientReview?.actor === null)).toBe(true);
    const { testimonial } = await get<TestimonialResponse>(`/api/testimonials/${await testimonialId()}`);
    expect(testimonial.writtenBy).toBeNull();
    expect(testimonial.history.every((h) => h.actor === null)).toBe(true);
    // Before contacts, the testimonial's email is the client's own.
    expect(testimonial.clientEmail).toBe('ada@example.com');
  });
});
