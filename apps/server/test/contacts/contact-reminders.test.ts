import { addLocalDays, type SendReminderResponse, zonedTime } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactUnsubscribeToken } from '../../src/modules/email/unsubscribe-token';
import { callClients } from '../helpers/clients';
import { waitFor } from '../helpers/jobs';
import { ok } from '../helpers/journeys';
import { createMailingApp, type MailingApp } from '../helpers/mailing-app';
import { emailStatus, reminderClient, reminderJobs, reminderJourney, sweep } from '../helpers/reminders';
import { decoded, header } from '../helpers/smtp';
import { PUBLIC_URL, signUpOwner, TEST_SECRET } from '../helpers/test-app';
import { contactRowOf, insertContact, markContact } from './contact-rows';

/**
 * Issue 33: a client's reminder goes to each of its contacts who can be emailed, each with their
 * own link and unsubscribe and recorded on their own row; the schedule stays the client's. The
 * sweep runs with the test's clock; the mail really leaves over SMTP.
 */
let m: MailingApp;
let owner: { cookie: string; email: string };
let journeyId: string;

beforeAll(async () => {
  m = await createMailingApp();
  owner = await signUpOwner(m.app);
  journeyId = (await reminderJourney(m.app, owner.cookie)).id;
});
afterAll(() => m?.close());

const addContact = (clientId: string, name: string, email?: string | null) =>
  insertContact(m.db, clientId, { name, email });
const contactRow = (id: string) => contactRowOf(m.db, id);
const mailsTo = (address: string | null) => m.smtp.received.filter((mail) => mail.to.includes(address ?? ''));
/** Reminder emails queued for one contact (their own jobs, whatever their state). */
async function contactReminderJobs(contactId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
    WHERE name = 'send-email' AND data->'client'->>'contactId' = ${contactId}
      AND data->'client'->>'kind' = 'reminder'`.execute(m.db);
  return Number(rows[0]?.n ?? 0);
}
/** 10:00 UTC (the workspace's zone) three days after the client was added: its first reminder is due. */
async function firstDue(clientId: string) {
  const { created_at } = await m.db
    .selectFrom('projects')
    .select('created_at')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return zonedTime('UTC', addLocalDays(created_at, 'UTC', 3), 10);
}

describe('reminders to every contact', () => {
  it('a due reminder goes once to the primary and each reachable contact, never to the unreachable', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const ann = await addContact(client.id, 'Ann Finance');
    const ben = await addContact(client.id, 'Ben Legal');
    const gone = await addContact(client.id, 'Gone Gail');
    const bouncing = await addContact(client.id, 'Bouncing Bo');
    const silent = await addContact(client.id, 'Silent Sid', null);
    await markContact(m.db, gone.id, 'unsubscribed');
    await markContact(m.db, bouncing.id, 'bounced');
    const due = await firstDue(client.id);

    // Two sweeps at once (two connections on PostgreSQL): one claim wins, each person is reminded once.
    const [a, b] = await Promise.all([sweep(m.db, due), sweep(m.db, due)]);
    expect([a.failed, b.failed]).toEqual([[], []]);
    expect(a.queued + b.queued).toBe(3);
    expect((await sweep(m.db, due)).queued).toBe(0);
    expect(await reminderJobs(m.db, client.id)).toBe(3);
    for (const c of [ann, ben]) expect(await contactReminderJobs(c.id)).toBe(1);
    for (const c of [gone, bouncing, silent]) expect(await contactReminderJobs(c.id)).toBe(0);

    await waitFor(
      () => [client.clientEmail, ann.email, ben.email].every((to) => mailsTo(to).length === 1),
      'three reminders',
    );
    for (const c of [gone, bouncing]) expect(mailsTo(c.email)).toHaveLength(0);
    const raw = mailsTo(ann.email)[0]?.raw ?? '';
    const body = decoded(raw);
    expect(body).toContain('Hi Ann Finance,');
    expect(body).toContain(`href="${PUBLIC_URL}/c/${ann.share_token}"`);
    expect(body).not.toContain(client.shareToken);
    expect(header(raw, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/unsubscribe/${contactUnsubscribeToken(ann.id, TEST_SECRET)}>`,
    );
    expect(decoded(mailsTo(client.clientEmail)[0]?.raw ?? '')).toContain(`${PUBLIC_URL}/c/${client.shareToken}`);

    // Each reminded person's own row says when; the schedule is the client's.
    for (const c of [ann, ben]) expect((await contactRow(c.id)).last_reminder_at).toEqual(due);
    for (const c of [gone, bouncing, silent]) expect((await contactRow(c.id)).last_reminder_at).toBeNull();
    const project = await m.db
      .selectFrom('projects')
      .select('last_reminder_at')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(project.last_reminder_at).toEqual(due);
  });

  it("a contact who unsubscribed through their own link misses the next reminder; the others don't", async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const ann = await addContact(client.id, 'Ann');
    const ben = await addContact(client.id, 'Ben');
    const due = await firstDue(client.id);
    await sweep(m.db, due);
    expect(await reminderJobs(m.db, client.id)).toBe(3);
    await waitFor(() => mailsTo(ben.email).length === 1, "Ben's reminder");
    const link = /^<http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+)>$/.exec(
      header(mailsTo(ben.email)[0]?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];
    if (!link) throw new Error('no List-Unsubscribe link');
    const res = await m.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);

    // Noon UTC a month later: long past the next reminder's date, outside the quiet hours.
    const later = zonedTime('UTC', addLocalDays(due, 'UTC', 30), 12);
    // (The sweep sees every client; this one's count is what matters.)
    await sweep(m.db, later);
    expect(await reminderJobs(m.db, client.id)).toBe(5);
    expect(await contactReminderJobs(ann.id)).toBe(2);
    expect(await contactReminderJobs(ben.id)).toBe(1);
    expect((await contactRow(ben.id)).last_reminder_at).toEqual(due);
    expect((await contactRow(ann.id)).last_reminder_at).toEqual(later);
    await waitFor(
      () => mailsTo(ann.email).length === 2 && mailsTo(client.clientEmail).length === 2,
      'the second reminders',
    );
    expect(mailsTo(ben.email)).toHaveLength(1);
  });

  it("'Send reminder now' reminds every reachable contact too", async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const ann = await addContact(client.id, 'Ann');
    const gone = await addContact(client.id, 'Gone');
    await markContact(m.db, gone.id, 'unsubscribed');
    const sent = await ok<SendReminderResponse>(
      callClients(m.app, owner.cookie, 'POST', `/${client.id}/reminders/send`),
    );
    expect(await reminderJobs(m.db, client.id)).toBe(2);
    expect(await contactReminderJobs(ann.id)).toBe(1);
    expect(await contactReminderJobs(gone.id)).toBe(0);
    expect((await contactRow(ann.id)).last_reminder_at?.toISOString()).toBe(sent.reminder.sendAt);
    expect((await contactRow(gone.id)).last_reminder_at).toBeNull();
  });
});

describe('a primary who cannot be emailed', () => {
  const projectRow = (id: string) =>
    m.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The primary's state is the client's own columns (the trigger mirrors them onto their row). */
  const unreachable = {
    unsubscribed: { email_unsubscribed_at: new Date() },
    bouncing: { email_bounced_at: new Date(), email_bounce_reason: '550 No such user' },
  } as const;

  for (const [blockedBy, set] of Object.entries(unreachable)) {
    it(`${blockedBy}: is skipped, and the others are still reminded on the client's schedule, once`, async () => {
      const client = await reminderClient(m.app, owner.cookie, journeyId);
      const ann = await addContact(client.id, 'Ann Finance');
      await m.db.updateTable('projects').set(set).where('id', '=', client.id).execute();
      const due = await firstDue(client.id);

      const status = await emailStatus(m.app, owner.cookie, client.id);
      expect(status.blockedBy).toBe(blockedBy);
      expect(status.reminders).toMatchObject({ stoppedBy: null, nextAt: due.toISOString(), otherContacts: 1 });

      // Two sweeps at once: one claim, Ann reminded once, the primary not at all.
      await Promise.all([sweep(m.db, due), sweep(m.db, due)]);
      await sweep(m.db, due);
      expect(await reminderJobs(m.db, client.id)).toBe(1);
      expect(await contactReminderJobs(ann.id)).toBe(1);
      expect((await contactRow(ann.id)).last_reminder_at).toEqual(due);
      expect((await projectRow(client.id)).last_reminder_at).toEqual(due);
      await waitFor(() => mailsTo(ann.email).length === 1, "Ann's reminder");
      expect(decoded(mailsTo(ann.email)[0]?.raw ?? '')).toContain(`${PUBLIC_URL}/c/${ann.share_token}`);
      expect(mailsTo(client.clientEmail)).toHaveLength(0);

      // The next one keeps the client's interval: 3 days later, still to Ann only.
      const next = zonedTime('UTC', addLocalDays(due, 'UTC', 3), 10);
      expect((await emailStatus(m.app, owner.cookie, client.id)).reminders.nextAt).toBe(next.toISOString());
      await sweep(m.db, new Date(next.getTime() - 60_000));
      expect(await contactReminderJobs(ann.id)).toBe(1);
      await sweep(m.db, next);
      expect(await reminderJobs(m.db, client.id)).toBe(2);
      expect(await contactReminderJobs(ann.id)).toBe(2);
    });
  }

  it('without an address: the others are reminded', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId, null);
    const ann = await addContact(client.id, 'Ann');
    const due = await firstDue(client.id);
    expect((await emailStatus(m.app, owner.cookie, client.id)).reminders).toMatchObject({
      stoppedBy: null,
      nextAt: due.toISOString(),
    });
    await sweep(m.db, due);
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    expect(await contactReminderJobs(ann.id)).toBe(1);
  });

  it("stops the client's reminders, with the primary's reason, once no other contact can be reached either", async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const gone = await addContact(client.id, 'Gone');
    const silent = await addContact(client.id, 'Silent', null);
    await markContact(m.db, gone.id, 'unsubscribed');
    await m.db.updateTable('projects').set(unreachable.unsubscribed).where('id', '=', client.id).execute();
    const status = await emailStatus(m.app, owner.cookie, client.id);
    expect(status.reminders).toMatchObject({ stoppedBy: 'unsubscribed', nextAt: null, otherContacts: 0 });
    await sweep(m.db, zonedTime('UTC', addLocalDays(new Date(), 'UTC', 120), 12));
    expect(await reminderJobs(m.db, client.id)).toBe(0);
    for (const c of [gone, silent]) expect((await contactRow(c.id)).last_reminder_at).toBeNull();
    const refused = await callClients(m.app, owner.cookie, 'POST', `/${client.id}/reminders/send`);
    expect(refused.status).toBe(409);
  });

  it("'Send reminder now' goes to the others and says who sent it", async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const ann = await addContact(client.id, 'Ann');
    await m.db.updateTable('projects').set(unreachable.bouncing).where('id', '=', client.id).execute();
    const sent = await ok<SendReminderResponse>(
      callClients(m.app, owner.cookie, 'POST', `/${client.id}/reminders/send`),
    );
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    expect(await contactReminderJobs(ann.id)).toBe(1);
    expect(sent.email.lastReminderBy).toBe('Avery Stone');
    expect(sent.email.reminders.lastAt).toBe(sent.reminder.sendAt);
  });
});
