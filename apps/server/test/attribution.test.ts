import type {
  ActorDto,
  ClientSubmissionsResponse,
  DeliverableDto,
  SendReminderResponse,
  SubmissionListResponse,
  SubmissionResponse,
  TestimonialResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callClients, createClient } from './helpers/clients';
import { addDeliverable, fieldPart, filePart, listDeliverables, uploadDeliverable } from './helpers/deliverables';
import { ok } from './helpers/journeys';
import { callPortal, intakeAnswers, portalClient } from './helpers/portal';
import { emailStatus, sweep } from './helpers/reminders';
import { PNG } from './helpers/storage';
import { clientWithIntake, submittedIdOf } from './helpers/submissions';
import { call, joinTeam } from './helpers/team';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/**
 * Attribution (issue 33): every owner-side action records who took it and their name then, so the
 * inbox, the submission, the testimonial's history and the deliverables say 'Dana approved this';
 * rows from before say nothing about who.
 */

let t: TestApp, app: TestApp['app'], owner: Owner;
let admin: Awaited<ReturnType<typeof joinTeam>>, member: Awaited<ReturnType<typeof joinTeam>>;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner } = env));

const AVERY = 'Avery Stone';
const asMember = (id: string | null, name: string): ActorDto => ({ kind: 'member', id, name });
/** The client's primary contact, whose link the portal helpers use (contact-attribution-owner.test.ts covers the rest). */
const asContact = (name: string) => expect.objectContaining({ kind: 'contact', name });

/** The Admin (Dana Admin) and the Member (Max Member), joined once. */
async function team() {
  admin ??= await joinTeam(t, owner, 'admin', `dana.${Date.now()}@example.com`);
  member ??= await joinTeam(t, owner, 'member', `max.${Date.now()}@example.com`);
  return { admin, member };
}

const submission = async (cookie: string, id: string) =>
  (await ok<SubmissionResponse>(call(app, cookie, 'GET', `/api/submissions/${id}`))).submission;
const inboxItem = async (cookie: string, clientId: string) =>
  (await ok<SubmissionListResponse>(call(app, cookie, 'GET', `/api/submissions?client=${clientId}`))).submissions[0];
const clientCard = async (cookie: string, clientId: string) =>
  (await ok<ClientSubmissionsResponse>(callClients(app, cookie, 'GET', `/${clientId}/submissions`))).submissions[0];

/** A portal client of `cookie`'s workspace (a Member's own is assigned to them) with Intake submitted. */
async function intake(cookie: string) {
  const portal = await clientWithIntake(app, cookie);
  return { ...portal, id: await submittedIdOf(t.db, portal.client.id) };
}

describe('reviewing a submission', () => {
  it("records the Admin's name and the Member's, on the detail, the inbox and the client's submissions", async () => {
    const { admin, member } = await team();
    const dana = asMember(admin.userId, 'Dana Admin');
    const s = await intake(owner.cookie);
    const reviewed = (await ok<SubmissionResponse>(call(app, admin.cookie, 'POST', `/api/submissions/${s.id}/review`)))
      .submission;
    expect(reviewed.lastReview).toEqual({ action: 'reviewed', actor: dana, at: reviewed.reviewedAt });
    expect(reviewed.history.map((h) => [h.action, h.actor])).toEqual([
      ['submitted', asContact(s.client.clientName)],
      ['reviewed', dana],
    ]);
    expect((await inboxItem(owner.cookie, s.client.id))?.lastReview).toEqual(reviewed.lastReview);
    expect((await clientCard(owner.cookie, s.client.id))?.lastReview).toEqual(reviewed.lastReview);

    // The Member sends back a submission of their own client.
    const mine = await intake(member.cookie);
    const back = (
      await ok<SubmissionResponse>(
        call(app, member.cookie, 'POST', `/api/submissions/${mine.id}/request-changes`, { comment: 'Add photos' }),
      )
    ).submission;
    const max = asMember(member.userId, 'Max Member');
    expect(back.lastReview).toMatchObject({ action: 'changes_requested', actor: max });
    expect(back.history.at(-1)).toMatchObject({ action: 'changes_requested', comment: 'Add photos', actor: max });
    expect((await inboxItem(member.cookie, mine.client.id))?.lastReview?.actor).toEqual(max);

    // The client resubmits: nothing stands on a review any more, the history keeps who sent it back
    // and names the contact who sent it first and the one who resubmitted.
    const { token, stages, file } = mine;
    await ok(callPortal(app, token, 'POST', `/stages/${stages.intake}/submit`, { answers: intakeAnswers(file) }));
    const again = await submission(owner.cookie, mine.id);
    expect(again.lastReview).toBeNull();
    expect((await inboxItem(owner.cookie, mine.client.id))?.lastReview).toBeNull();
    expect(again.history.map((h) => h.actor?.name ?? null)).toEqual([
      mine.client.clientName,
      'Max Member',
      mine.client.clientName,
    ]);
  });

  it('keeps the name they had when they acted, after they rename and after they leave', async () => {
    const leaver = await joinTeam(t, owner, 'admin', `leaver.${Date.now()}@example.com`);
    const s = await intake(owner.cookie);
    await ok(call(app, leaver.cookie, 'POST', `/api/submissions/${s.id}/review`));
    await t.db.updateTable('user').set({ name: 'Dana Renamed' }).where('id', '=', leaver.userId).execute();
    await ok(call(app, owner.cookie, 'DELETE', `/api/team/members/${leaver.userId}`));
    const d = await submission(owner.cookie, s.id);
    expect(d.lastReview?.actor).toEqual(asMember(leaver.userId, 'Dana Admin'));
    // Their account gone: the name stays, the id goes.
    await sql`UPDATE submission_events SET actor_user_id = NULL WHERE submission_id = ${s.id}`.execute(t.db);
    expect((await submission(owner.cookie, s.id)).lastReview?.actor).toEqual(asMember(null, 'Dana Admin'));
  });

  it('names no one for a review from before attribution', async () => {
    const s = await intake(owner.cookie);
    const mine = (await ok<SubmissionResponse>(call(app, owner.cookie, 'POST', `/api/submissions/${s.id}/review`)))
      .submission;
    expect(mine.lastReview?.actor).toMatchObject({ kind: 'member', name: AVERY });
    await sql`UPDATE submission_events SET actor_user_id = NULL, actor_name = NULL WHERE submission_id = ${s.id}`.execute(
      t.db,
    );
    // …and answers from before contacts.
    await sql`UPDATE form_submissions SET submitted_by_contact_id = NULL, submitted_by_contact_name = NULL
      WHERE id = ${s.id}`.execute(t.db);
    const d = await submission(owner.cookie, s.id);
    expect(d.lastReview).toEqual({ action: 'reviewed', actor: null, at: d.reviewedAt });
    expect(d.history.every((h) => h.actor === null)).toBe(true);
    expect((await inboxItem(owner.cookie, s.client.id))?.lastReview?.actor).toBeNull();
  });
});

describe('moderating a testimonial', () => {
  /** A client of `cookie`'s workspace writes a testimonial; its id. */
  async function written(cookie: string) {
    const { token, stages, client } = await portalClient(app, cookie);
    await ok(
      callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
        answers: { rating: 5, testimonial: 'Calm and clear.', share_permission: true },
      }),
    );
    const row = await t.db
      .selectFrom('testimonials')
      .select('id')
      .where('project_id', '=', client.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const move = async (cookie: string, id: string, to: 'approve' | 'reject') =>
    (await ok<TestimonialResponse>(call(app, cookie, 'POST', `/api/testimonials/${id}/${to}`))).testimonial;

  it("records the Admin's and the Member's names in the history; the client's write names the contact", async () => {
    const { admin, member } = await team();
    const id = await written(owner.cookie);
    const approved = await move(admin.cookie, id, 'approve');
    expect(approved.history.map((h) => [h.action, h.actor])).toEqual([
      ['submitted', asContact(approved.clientName)],
      ['approved', asMember(admin.userId, 'Dana Admin')],
    ]);
    const mine = await written(member.cookie);
    const rejected = await move(member.cookie, mine, 'reject');
    expect(rejected.history.at(-1)).toMatchObject({ action: 'rejected', actor: asMember(member.userId, 'Max Member') });
  });

  it('names no one for a decision from before attribution', async () => {
    const id = await written(owner.cookie);
    expect((await move(owner.cookie, id, 'approve')).history.at(-1)?.actor?.name).toBe(AVERY);
    await sql`UPDATE testimonial_events SET actor_user_id = NULL, actor_name = NULL WHERE testimonial_id = ${id}`.execute(
      t.db,
    );
    await sql`UPDATE testimonials SET contact_id = NULL, contact_name = NULL WHERE id = ${id}`.execute(t.db);
    const d = (await ok<TestimonialResponse>(call(app, owner.cookie, 'GET', `/api/testimonials/${id}`))).testimonial;
    expect(d.history.map((h) => h.actor)).toEqual([null, null]);
  });
});

describe('adding a deliverable', () => {
  it('says who added a link or a file, in the answer and in the list; older ones name no one', async () => {
    const { admin, member } = await team();
    const { client, stages } = await portalClient(app, owner.cookie);
    const link = await addDeliverable(app, admin.cookie, client.id, {
      type: 'link',
      stageId: stages.review,
      url: 'https://example.com/board',
    });
    expect(link.addedBy).toEqual(asMember(admin.userId, 'Dana Admin'));

    const own = await portalClient(app, member.cookie);
    const upload = await uploadDeliverable(app, member.cookie, own.client.id, [
      fieldPart('stageId', own.stages.review),
      filePart('final.png', PNG, 'image/png'),
    ]);
    const { deliverable: file } = await ok<{ deliverable: DeliverableDto }>(upload, 201);
    expect(file.addedBy).toEqual(asMember(member.userId, 'Max Member'));

    await t.db
      .updateTable('deliverables')
      .set({ created_by: null, created_by_name: null })
      .where('id', '=', link.id)
      .execute();
    const note = await addDeliverable(app, owner.cookie, client.id, {
      type: 'note',
      stageId: stages.review,
      note: 'Hi',
    });
    const listed = (await listDeliverables(app, owner.cookie, client.id)).milestones.flatMap((m) => m.deliverables);
    expect(listed.map((d) => [d.id, d.addedBy?.name ?? null])).toEqual([
      [link.id, null],
      [note.id, AVERY],
    ]);
  });
});

describe('sending a reminder', () => {
  const manual = async (clientId: string) =>
    (
      await sql<{ sent_at: Date; actor_user_id: string | null; actor_name: string | null }>`
        SELECT sent_at, actor_user_id, actor_name FROM manual_reminders WHERE project_id = ${clientId}`.execute(t.db)
    ).rows;

  it('records who sent one by hand at the time it claimed; a refused one leaves nothing that matches', async () => {
    const { admin } = await team();
    const client = await createClient(app, owner.cookie, { clientEmail: `jo.${Date.now()}@example.com` });
    const { reminder } = await ok<SendReminderResponse>(
      callClients(app, admin.cookie, 'POST', `/${client.id}/reminders/send`),
    );
    const project = await t.db
      .selectFrom('projects')
      .select('last_reminder_at')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(project.last_reminder_at?.toISOString()).toBe(reminder.sendAt);
    expect(await manual(client.id)).toEqual([
      { sent_at: new Date(reminder.sendAt), actor_user_id: admin.userId, actor_name: 'Dana Admin' },
    ]);
    expect((await emailStatus(app, owner.cookie, client.id)).lastReminderBy).toBe('Dana Admin');
    // A second one the same day is refused: it records nothing.
    const again = await callClients(app, admin.cookie, 'POST', `/${client.id}/reminders/send`);
    expect(again.status).toBe(409);
    expect(await manual(client.id)).toHaveLength(1);
  });

  it('records the name at the moment they pressed it: renamed, the next one says the new name', async () => {
    const renamer = await joinTeam(t, owner, 'admin', `renamer.${Date.now()}@example.com`);
    const first = await createClient(app, owner.cookie, { clientEmail: `jo.${Date.now()}@example.com` });
    await ok(callClients(app, renamer.cookie, 'POST', `/${first.id}/reminders/send`));
    await t.db.updateTable('user').set({ name: 'Dana Renamed' }).where('id', '=', renamer.userId).execute();
    const second = await createClient(app, owner.cookie, { clientEmail: `jo.${Date.now()}@example.com` });
    await ok(callClients(app, renamer.cookie, 'POST', `/${second.id}/reminders/send`));
    expect((await emailStatus(app, owner.cookie, first.id)).lastReminderBy).toBe('Dana Admin');
    expect((await emailStatus(app, owner.cookie, second.id)).lastReminderBy).toBe('Dana Renamed');
    // The review they take now carries the new name too (read with the session, not kept from before).
    const s = await intake(owner.cookie);
    const reviewed = (
      await ok<SubmissionResponse>(call(app, renamer.cookie, 'POST', `/api/submissions/${s.id}/review`))
    ).submission;
    expect(reviewed.lastReview?.actor).toEqual(asMember(renamer.userId, 'Dana Renamed'));
  });

  it('records no one for a reminder the schedule sends (the system)', async () => {
    const client = await createClient(app, owner.cookie, { clientEmail: `jo.${Date.now()}@example.com` });
    const later = new Date(Date.now() + 120 * 86_400_000);
    later.setUTCHours(14, 0, 0, 0);
    expect((await sweep(t.db, later)).queued).toBeGreaterThan(0);
    const project = await t.db
      .selectFrom('projects')
      .select('last_reminder_at')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(project.last_reminder_at?.getTime()).toBe(later.getTime());
    expect(await manual(client.id)).toEqual([]);
    const status = await emailStatus(app, owner.cookie, client.id);
    expect(status.reminders.lastAt).toBe(later.toISOString());
    expect(status.lastReminderBy).toBeNull();
  });
});
