import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createClient } from './helpers/clients';
import { waitFor } from './helpers/jobs';
import { ok, savedJourney, stage, workspaceOf } from './helpers/journeys';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { callPortal } from './helpers/portal';
import { decoded, header } from './helpers/smtp';
import { call, joinTeam } from './helpers/team';
import { appOn, PUBLIC_URL, signUpOwner, uniqueEmail } from './helpers/test-app';

/**
 * Who hears of a client (issue 33): the owner-notify emails go to the members assigned to it, one
 * email each; with no one assigned, to the Owner and the Admins. The workspace's toggles hold for
 * every recipient, and an address refused for good stops no one else's email.
 */

let m: MailingApp;
/** Addresses the SMTP server refuses for good (a 550 at RCPT TO). */
const BOUNCING = 'bounce.';

beforeAll(async () => {
  m = await createMailingApp({ smtp: { refuse: (address) => address.startsWith(BOUNCING) } });
}, 120_000);
afterAll(() => m.close());

type App = MailingApp['app'];

/** An Owner with an Admin and two Members, and one client on a two-stage journey. */
async function team(options: { memberEmail?: string } = {}) {
  const email = uniqueEmail('notify-owner');
  const owner = await signUpOwner(m.app, email);
  const workspaceId = await workspaceOf(m.app, owner.cookie);
  const admin = await joinTeam(m, owner, 'admin', uniqueEmail('notify-admin'));
  const member = await joinTeam(m, owner, 'member', options.memberEmail ?? uniqueEmail('notify-member'));
  const other = await joinTeam(m, owner, 'member', uniqueEmail('notify-other'));
  const journey = await savedJourney(m.app, owner.cookie, 'Recipients journey', [
    stage('onboarding', 'Intake questionnaire', ['goal', 'Goal']),
    stage('testimonial', 'Share Your Experience'),
  ]);
  const [intake, testimonial] = journey.steps.map((s) => s.id) as [string, string];
  const client = await createClient(m.app, owner.cookie, { templateId: journey.id, clientName: 'Jordan Lee' });
  const assign = async (userIds: string[]) =>
    ok(call(m.app, owner.cookie, 'PUT', `/api/clients/${client.id}/assignees`, { userIds }));
  const submit = (stageId: string, answers: object, via: App = m.app) =>
    ok(callPortal(via, client.shareToken, 'POST', `/stages/${stageId}/submit`, { answers }));
  return {
    owner: { ...owner, email },
    admin,
    member,
    other,
    workspaceId,
    client,
    stages: { intake, testimonial },
    assign,
    submit,
  };
}

/** The news emails (not the invitations) received for `to`. */
const newsTo = (to: string) =>
  m.smtp.received
    .filter((r) => r.to.includes(to) && (header(r.raw, 'Subject') ?? '').includes('Jordan Lee'))
    .map((r) => ({ subject: header(r.raw, 'Subject') ?? '', body: decoded(r.raw).replace(/\r\n/g, '\n') }));

/** Waits until every address in `to` has its `count` emails, then gives the job a moment to send more. */
async function settle(to: string[], count = 1) {
  await waitFor(() => to.every((a) => newsTo(a).length >= count), `news for ${to.join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

const SETTINGS = `${PUBLIC_URL}/settings/notifications`;

describe('who hears of a client', () => {
  it('no one assigned: the Owner and each Admin get one email, Members none', async () => {
    const o = await team();
    await o.submit(o.stages.intake, { goal: 'More leads' });
    await settle([o.owner.email, o.admin.email]);
    for (const manager of [o.owner.email, o.admin.email]) {
      const [mail, ...more] = newsTo(manager);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Jordan Lee submitted Intake questionnaire');
      expect(mail?.body).toContain('No one is assigned to Jordan Lee, so its news goes to the Owner and Admins.');
      expect(mail?.body).toContain(SETTINGS);
    }
    expect(newsTo(o.member.email)).toEqual([]);
    expect(newsTo(o.other.email)).toEqual([]);
  });

  it('assigned to a Member: only they get it, with no settings link they could not open', async () => {
    const o = await team();
    await o.assign([o.member.userId]);
    await o.submit(o.stages.intake, { goal: 'More leads' });
    await settle([o.member.email]);
    const [mail, ...more] = newsTo(o.member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Jordan Lee submitted Intake questionnaire');
    expect(mail?.body).toContain("You're assigned to Jordan Lee.");
    expect(mail?.body).toContain(`${PUBLIC_URL}/clients/${o.client.id}`);
    expect(mail?.body).not.toContain(SETTINGS);
    expect(mail?.body).toContain("The workspace's Owner and Admins choose which notifications are sent.");
    for (const nobody of [o.owner.email, o.admin.email, o.other.email]) expect(newsTo(nobody)).toEqual([]);
  });

  it('assigned to an Admin and a Member: one email each, the Owner none', async () => {
    const o = await team();
    await o.assign([o.admin.userId, o.member.userId]);
    await o.submit(o.stages.testimonial, { rating: 5, testimonial: 'Great.', share_permission: true });
    await settle([o.admin.email, o.member.email]);
    for (const assignee of [o.admin.email, o.member.email]) {
      expect(newsTo(assignee).map((e) => e.subject)).toEqual(['Jordan Lee left a testimonial']);
    }
    // The Admin may change the settings: their email links to them.
    expect(newsTo(o.admin.email)[0]?.body).toContain(SETTINGS);
    expect(newsTo(o.owner.email)).toEqual([]);
    expect(newsTo(o.other.email)).toEqual([]);
  });

  it('the assignees when the email goes count, not those when the news happened', async () => {
    const o = await team();
    await o.assign([o.member.userId]);
    const grouping = appOn(m.db, { mailer: m.mailer, notificationDelaySeconds: 2 });
    await o.submit(o.stages.intake, { goal: 'More leads' }, grouping);
    // Unassigned during the delay: the news goes to the Owner and Admins instead.
    await o.assign([]);
    await settle([o.owner.email, o.admin.email]);
    expect(newsTo(o.member.email)).toEqual([]);
  });

  it("the workspace's toggle off holds for every recipient", async () => {
    const o = await team();
    await o.assign([o.member.userId, o.admin.userId]);
    await m.db.updateTable('workspaces').set({ notify_submission: false }).where('id', '=', o.workspaceId).execute();
    await o.submit(o.stages.intake, { goal: 'More leads' });
    await o.submit(o.stages.testimonial, { rating: 4, testimonial: 'Good.', share_permission: false });
    await settle([o.member.email, o.admin.email]);
    for (const assignee of [o.member.email, o.admin.email]) {
      expect(newsTo(assignee).map((e) => e.subject)).toEqual(['Jordan Lee left a testimonial']);
    }
  });

  it("an assignee's address refused for good stops no one else's email", async () => {
    const bouncing = `${BOUNCING}${uniqueEmail('member')}`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => errors.mockRestore());
    const o = await team({ memberEmail: bouncing });
    await o.assign([o.member.userId, o.other.userId]);
    await o.submit(o.stages.intake, { goal: 'More leads' });
    await settle([o.other.email]);
    expect(newsTo(bouncing)).toEqual([]);
    expect(newsTo(o.other.email).map((e) => e.subject)).toEqual(['Jordan Lee submitted Intake questionnaire']);
    // Its own job ended at the refusal, tried once, and said why.
    const jobs = async () =>
      (
        await sql<{ state: string; retry_count: number }>`
          SELECT state, retry_count FROM pgboss.job
          WHERE name = 'send-email' AND data->>'to' = ${bouncing} AND data->>'subject' LIKE '%Jordan Lee%'`.execute(
          m.db,
        )
      ).rows;
    await waitFor(async () => (await jobs()).some((j) => j.state === 'completed'), 'the refused job to end');
    expect(await jobs()).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(errors.mock.calls.flat().join(' ')).toContain(`to ${bouncing} refused for good`);
  });
});
