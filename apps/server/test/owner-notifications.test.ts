import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOwnerNotification } from '../src/modules/notifications/owner-notifications';
import { createClient } from './helpers/clients';
import { addDeliverable } from './helpers/deliverables';
import { waitFor } from './helpers/jobs';
import { ok, savedJourney, stage, workspaceOf } from './helpers/journeys';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { callPortal } from './helpers/portal';
import { decoded, header } from './helpers/smtp';
import { appOn, jsonRequest, PUBLIC_URL, signUpOwner, uniqueEmail } from './helpers/test-app';

/**
 * Issue 20, owner notifications: what a client does in the portal reaches the owner by email,
 * through the owner-notify job and a real SMTP server; one email per client within the delay,
 * none for a toggle that is off, none for a change that rolled back.
 */

let m: MailingApp;

beforeAll(async () => {
  m = await createMailingApp();
}, 120_000);
afterAll(() => m.close());

type App = MailingApp['app'];

/**
 * A journey whose phases each open one stage at a time: Intake questionnaire and Kick-off
 * (onboarding), Design review (a milestone that asks nothing: its deliverables' approval
 * completes it) then Final sign-off (a milestone with a question), and the testimonial stage.
 */
async function notifyJourney(app: App, cookie: string) {
  const journey = await savedJourney(app, cookie, 'Notify journey', [
    stage('onboarding', 'Intake questionnaire', ['goal', 'Goal']),
    stage('onboarding', 'Kick-off', ['call', 'Best time']),
    stage('milestone', 'Design review'),
    stage('milestone', 'Final sign-off', ['notes', 'Notes']),
    stage('testimonial', 'Share Your Experience'),
  ]);
  const [intake, kickoff, review, signoff, testimonial] = journey.steps.map((s) => s.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { journey, stages: { intake, kickoff, review, signoff, testimonial } };
}

/** A signed-up owner (its workspace named Northwind Studio) with the client Jordan Lee on that journey. */
async function ownerWithClient(app: App = m.app) {
  const email = uniqueEmail('notify');
  const owner = await signUpOwner(app, email);
  const workspaceId = await workspaceOf(app, owner.cookie);
  await m.db.updateTable('workspaces').set({ name: 'Northwind Studio' }).where('id', '=', workspaceId).execute();
  const { journey, stages } = await notifyJourney(app, owner.cookie);
  const client = await createClient(app, owner.cookie, {
    templateId: journey.id,
    clientName: 'Jordan Lee',
    projectName: 'Website redesign',
  });
  const submit = (stageId: string, answers: object, via: App = app) =>
    ok(callPortal(via, client.shareToken, 'POST', `/stages/${stageId}/submit`, { answers }));
  return { ...owner, email, workspaceId, client, stages, submit };
}

interface Mail {
  subject: string;
  /** The whole message, quoted-printable undone: both parts. */
  body: string;
  raw: string;
}

const mailsTo = (to: string): Mail[] =>
  m.smtp.received
    .filter((r) => r.to.includes(to))
    .map((r) => ({ subject: header(r.raw, 'Subject') ?? '', body: decoded(r.raw).replace(/\r\n/g, '\n'), raw: r.raw }));

async function waitForMails(to: string, count: number): Promise<Mail[]> {
  await waitFor(() => mailsTo(to).length >= count, `${count} email(s) to ${to}`);
  return mailsTo(to);
}

const pendingRows = (projectId: string) =>
  m.db.selectFrom('owner_notifications').select(['kind', 'sent_at']).where('project_id', '=', projectId).execute();

/** The owner-notify jobs ever queued for a client (waiting, running or done). */
const notifyJobs = async (projectId: string) =>
  (
    await sql<{
      state: string;
    }>`SELECT state FROM pgboss.job WHERE name = 'owner-notify' AND singleton_key = ${projectId}`.execute(m.db)
  ).rows;

/** Both parts, the workspace's branding and the button to the client's page. */
function expectOwnerEmail(mail: Mail, clientId: string) {
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  expect(mail.body).toContain('Northwind Studio');
  expect(mail.body).toContain(`Open Jordan Lee's page: ${PUBLIC_URL}/clients/${clientId}`);
  expect(mail.body).toContain(`href="${PUBLIC_URL}/clients/${clientId}"`);
  expect(mail.body).toContain(`${PUBLIC_URL}/settings/notifications`);
}

describe('owner notifications', () => {
  it('a submission sends the owner one email naming the client and the stage, with a text and an HTML part', async () => {
    const o = await ownerWithClient();
    await o.submit(o.stages.intake, { goal: 'More leads' });
    const [mail, ...more] = await waitForMails(o.email, 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Jordan Lee submitted Intake questionnaire');
    expectOwnerEmail(mail!, o.client.id);
    expect(mail?.body).toContain('News from Jordan Lee (Website redesign):');
    expect(mail?.body).toContain('• Submitted Intake questionnaire');
    expect(await pendingRows(o.client.id)).toEqual([{ kind: 'submission', sent_at: expect.any(Date) }]);
  });

  it('a testimonial sends one email', async () => {
    const o = await ownerWithClient();
    await o.submit(o.stages.testimonial, { rating: 5, testimonial: 'Wonderful to work with.', share_permission: true });
    const [mail] = await waitForMails(o.email, 1);
    expect(mail?.subject).toBe('Jordan Lee left a testimonial');
    expectOwnerEmail(mail!, o.client.id);
    expect(mail?.body).toContain('• Left a testimonial (Share Your Experience)');
  });

  it('a milestone: completed by approving its deliverables, and a milestone stage submitted, each send one', async () => {
    const o = await ownerWithClient();
    const figma = await addDeliverable(m.app, o.cookie, o.client.id, {
      type: 'link',
      stageId: o.stages.review,
      url: 'https://figma.com/file/abc',
      linkTitle: 'Figma',
    });
    const copy = await addDeliverable(m.app, o.cookie, o.client.id, {
      type: 'link',
      stageId: o.stages.review,
      url: 'https://docs.example.com/copy',
      linkTitle: 'Copy',
    });
    const review = (id: string) =>
      ok(callPortal(m.app, o.client.shareToken, 'POST', `/deliverables/${id}/review`, { decision: 'approved' }));
    // The first approval completes nothing: no news yet.
    await review(figma.id);
    expect(await pendingRows(o.client.id)).toEqual([]);
    await review(copy.id);
    const [reached] = await waitForMails(o.email, 1);
    expect(reached?.subject).toBe('Jordan Lee reached a milestone: Design review');
    expectOwnerEmail(reached!, o.client.id);
    expect(reached?.body).toContain('• Reached the milestone Design review');

    await o.submit(o.stages.signoff, { notes: 'All good' });
    const [, submitted, ...more] = await waitForMails(o.email, 2);
    expect(more).toEqual([]);
    expect(submitted?.subject).toBe('Jordan Lee reached a milestone: Final sign-off');
    expectOwnerEmail(submitted!, o.client.id);
  });

  it('a resubmission after Request changes is news again; an edit of a submitted answer is not', async () => {
    const o = await ownerWithClient();
    await o.submit(o.stages.intake, { goal: 'More leads' });
    await waitForMails(o.email, 1);
    // An edit while the answer stands: nothing recorded, no job.
    await o.submit(o.stages.intake, { goal: 'Even more leads' });
    expect(await pendingRows(o.client.id)).toHaveLength(1);
    const submission = await m.db
      .selectFrom('form_submissions')
      .select('id')
      .where('project_id', '=', o.client.id)
      .where('step_id', '=', o.stages.intake)
      .executeTakeFirstOrThrow();
    await ok(
      m.app.request(
        `/api/submissions/${submission.id}/request-changes`,
        jsonRequest('POST', { comment: 'Please say more.' }, { cookie: o.cookie }),
      ),
    );
    await o.submit(o.stages.intake, { goal: 'More leads from the shop' });
    const [, again, ...more] = await waitForMails(o.email, 2);
    expect(more).toEqual([]);
    expect(again?.subject).toBe('Jordan Lee submitted Intake questionnaire');
    expect(await pendingRows(o.client.id)).toHaveLength(2);
  });

  it('news about one client within the delay is one email naming each event', async () => {
    const o = await ownerWithClient();
    // The same database and workers, the app grouping over 2 seconds.
    const grouping = appOn(m.db, { mailer: m.mailer, notificationDelaySeconds: 2 });
    await o.submit(o.stages.intake, { goal: 'More leads' }, grouping);
    await o.submit(o.stages.kickoff, { call: 'Mornings' }, grouping);
    await o.submit(o.stages.testimonial, { rating: 4, testimonial: 'Very good.', share_permission: false }, grouping);
    // The second and third sends were dropped while the first job waited.
    expect(await notifyJobs(o.client.id)).toHaveLength(1);
    const [mail] = await waitForMails(o.email, 1);
    expect(mail?.subject).toBe('3 updates from Jordan Lee');
    expectOwnerEmail(mail!, o.client.id);
    const lines = [
      '• Submitted Intake questionnaire',
      '• Submitted Kick-off',
      '• Left a testimonial (Share Your Experience)',
    ];
    for (const line of lines) expect(mail?.body).toContain(line);
    // In the order they happened, in the text part.
    const text = mail!.body.slice(mail!.body.indexOf('News from'));
    const at = lines.map((l) => text.indexOf(l));
    expect(at[0]).toBeLessThan(at[1]!);
    expect(at[1]).toBeLessThan(at[2]!);
    // Every event claimed by that one email; nothing is waiting to send another.
    await waitFor(async () => (await notifyJobs(o.client.id)).every((j) => j.state === 'completed'), 'the job to end');
    expect((await pendingRows(o.client.id)).every((r) => r.sent_at !== null)).toBe(true);
    expect(mailsTo(o.email)).toHaveLength(1);
  });

  it.each([
    ['submission', 'notify_submission'],
    ['testimonial', 'notify_testimonial'],
    ['milestone', 'notify_milestone'],
  ] as const)('the %s toggle off: no email of that kind, the others still come', async (kind, column) => {
    const o = await ownerWithClient();
    await m.db
      .updateTable('workspaces')
      .set({ [column]: false })
      .where('id', '=', o.workspaceId)
      .execute();
    const events = {
      submission: () => o.submit(o.stages.intake, { goal: 'More leads' }),
      testimonial: () => o.submit(o.stages.testimonial, { rating: 5, testimonial: 'Great.', share_permission: true }),
      milestone: () => o.submit(o.stages.signoff, { notes: 'Fine' }),
    };
    // Final sign-off opens once Design review is done: mark it done without news.
    await m.db
      .insertInto('form_submissions')
      .values({ project_id: o.client.id, step_id: o.stages.review, response_data: '{}', status: 'submitted' })
      .execute();
    await events[kind]();
    expect(await pendingRows(o.client.id)).toEqual([]);
    expect(await notifyJobs(o.client.id)).toEqual([]);
    // Another kind still reaches the owner, and it is the only email.
    const other = kind === 'submission' ? 'testimonial' : 'submission';
    await events[other]();
    const [mail, ...more] = await waitForMails(o.email, 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      other === 'submission' ? 'Jordan Lee submitted Intake questionnaire' : 'Jordan Lee left a testimonial',
    );
    expect(await pendingRows(o.client.id)).toEqual([{ kind: other, sent_at: expect.any(Date) }]);
  });

  it('a change that rolls back notifies nothing', async () => {
    const o = await ownerWithClient();
    const event = {
      workspaceId: o.workspaceId,
      projectId: o.client.id,
      kind: 'submission' as const,
      stageId: o.stages.intake,
    };
    await expect(
      m.db.transaction().execute(async (trx) => {
        expect(await recordOwnerNotification(trx, event, 0)).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await pendingRows(o.client.id)).toEqual([]);
    expect(await notifyJobs(o.client.id)).toEqual([]);
    // The same event committed is mailed, and it is the only email.
    await m.db.transaction().execute((trx) => recordOwnerNotification(trx, event, 0));
    const [mail, ...more] = await waitForMails(o.email, 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Jordan Lee submitted Intake questionnaire');
  });

  it('events of a client deleted before the email went are dropped with it', async () => {
    const o = await ownerWithClient();
    const grouping = appOn(m.db, { mailer: m.mailer, notificationDelaySeconds: 1 });
    await o.submit(o.stages.intake, { goal: 'More leads' }, grouping);
    await ok(m.app.request(`/api/clients/${o.client.id}`, jsonRequest('DELETE', undefined, { cookie: o.cookie })));
    expect(await pendingRows(o.client.id)).toEqual([]);
    await waitFor(async () => (await notifyJobs(o.client.id)).every((j) => j.state === 'completed'), 'the job to end');
    expect(mailsTo(o.email)).toEqual([]);
  });
});
