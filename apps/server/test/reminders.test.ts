import { addLocalDays, CLIENT_MESSAGES, type ClientEmailStatus, EMAIL_MESSAGES, zonedTime } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/modules/email/unsubscribe-token';
import { runReminderSweep } from '../src/modules/reminders/reminder-sweep';
import { REMINDER_SWEEP } from '../src/modules/reminders/reminder-sweep-job';
import { enqueue } from '../src/platform/jobs/enqueue';
import { callClients } from './helpers/clients';
import { addDeliverable } from './helpers/deliverables';
import { waitFor } from './helpers/jobs';
import { fails, ok } from './helpers/journeys';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { callPortal } from './helpers/portal';
import { emailStatus, reminderClient, reminderJobs, reminderJourney, sweep } from './helpers/reminders';
import { decoded, header } from './helpers/smtp';
import { jsonRequest, PUBLIC_URL, signUpOwner, TEST_SECRET } from './helpers/test-app';

/**
 * Issue 20, reminders: a client with a stage waiting is reminded at 10:00 on their clock every
 * N days after the last thing that happened, once, naming what waits, until a stop rule holds.
 * The sweep runs with the test's clock; the mail really leaves (SMTP) through the job runner.
 */
const NY = 'America/New_York';
const MINUTE = 60_000;

let m: MailingApp;
let owner: { cookie: string; email: string };
let journeyId: string;

beforeAll(async () => {
  m = await createMailingApp();
  owner = await signUpOwner(m.app);
  await ok(
    m.app.request(
      '/api/workspace',
      jsonRequest(
        'PATCH',
        { name: 'Studio North', contactEmail: 'hello@studio.example', timezone: NY },
        { cookie: owner.cookie },
      ),
    ),
  );
  journeyId = (await reminderJourney(m.app, owner.cookie)).id;
});
afterAll(() => m?.close());

/** 10:00 on the local date `days` after `anchor`, in `zone`. */
const tenAm = (anchor: Date, zone: string, days: number) => zonedTime(zone, addLocalDays(anchor, zone, days), 10);
const row = (id: string) => m.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (address: string) => m.smtp.received.filter((mail) => mail.to.includes(address));
const setReminders = (clientId: string, body: unknown, cookie = owner.cookie) =>
  callClients(m.app, cookie, 'PUT', `/${clientId}/reminders`, body);
const emailSettings = (cookie: string, patch: Record<string, unknown>) =>
  m.app.request('/api/settings/email', jsonRequest('PATCH', patch, { cookie }));
const submit = (token: string, stageId: string, answers: Record<string, string>) =>
  ok(callPortal(m.app, token, 'POST', `/stages/${stageId}/submit`, { answers }));
/**
 * A sweep far past any schedule, at noon in New York (16:00 UTC: outside the quiet hours of both
 * workspaces here): a client it does not remind is never reminded.
 */
const farFuture = () => zonedTime(NY, addLocalDays(new Date(), NY, 120), 12);

describe('the reminder schedule', () => {
  it('reminds once at 10:00 local N days after the client was added, naming the stage, then N days later', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const address = client.clientEmail ?? '';
    const created = (await row(client.id)).created_at;
    const due = tenAm(created, NY, 3);

    const before = await emailStatus(m.app, owner.cookie, client.id);
    expect(before.reminders).toMatchObject({
      mode: 'workspace',
      workspaceEnabled: true,
      workspaceIntervalDays: 3,
      lastAt: null,
      otherContacts: 0,
      nextAt: due.toISOString(),
      stoppedBy: null,
      timeZone: NY,
    });
    expect(before.blockedBy).toBeNull();
    expect(before.lastReminderBy).toBeNull();

    await sweep(m.db, new Date(due.getTime() - MINUTE));
    expect(await reminderJobs(m.db, client.id)).toBe(0);

    const first = await sweep(m.db, due);
    expect(first.failed).toEqual([]);
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    await waitFor(() => mailsTo(address).length === 1, 'the reminder over SMTP');
    const raw = mailsTo(address)[0]?.raw ?? '';
    expect(header(raw, 'subject')).toBe('Reminder: Intake is waiting for you');
    expect(header(raw, 'reply-to')).toBe('hello@studio.example');
    expect(header(raw, 'list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[^>]+>$/);
    expect(header(raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const body = decoded(raw);
    expect(body).toContain('text/plain');
    expect(body).toContain('text/html');
    expect(body).toContain(`${PUBLIC_URL}/c/${client.shareToken}`);
    expect(body).toContain('“Intake” is waiting for you in your portal for Website redesign.');
    expect(body).toContain('Studio North');

    // Later the same day, and that evening: nothing more.
    await sweep(m.db, new Date(due.getTime() + 5 * MINUTE));
    await sweep(m.db, new Date(due.getTime() + 9 * 60 * MINUTE));
    expect(await reminderJobs(m.db, client.id)).toBe(1);

    const next = tenAm(due, NY, 3);
    const after = await emailStatus(m.app, owner.cookie, client.id);
    expect(after.reminders).toMatchObject({ lastAt: due.toISOString(), nextAt: next.toISOString() });
    // Sent by the schedule, not by anyone.
    expect(after.lastReminderBy).toBeNull();
    await sweep(m.db, new Date(next.getTime() - MINUTE));
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    await sweep(m.db, next);
    expect(await reminderJobs(m.db, client.id)).toBe(2);
    await waitFor(() => mailsTo(address).length === 2, 'the second reminder');
  });

  it('skips a client seen in the portal within N days, and takes the time zone their browser reports', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    // Added a week ago: a reminder is overdue.
    await m.db
      .updateTable('projects')
      .set({ created_at: new Date(Date.now() - 7 * 86_400_000) })
      .where('id', '=', client.id)
      .execute();
    const overdue = await emailStatus(m.app, owner.cookie, client.id);
    expect(Date.parse(overdue.reminders.nextAt ?? '')).toBeLessThanOrEqual(Date.now() + 12 * 60 * MINUTE);

    await fails(
      callPortal(m.app, client.shareToken, 'POST', '/seen', { timeZone: 'Mars/Olympus' }),
      400,
      EMAIL_MESSAGES.invalidTimezone,
    );
    expect((await row(client.id)).portal_last_seen_at).toBeNull();

    expect(await ok(callPortal(m.app, client.shareToken, 'POST', '/seen', { timeZone: 'Asia/Tokyo' }))).toEqual({
      ok: true,
    });
    const seenAt = (await row(client.id)).portal_last_seen_at;
    expect(seenAt).not.toBeNull();
    const due = tenAm(seenAt as Date, 'Asia/Tokyo', 3);
    const status = await emailStatus(m.app, owner.cookie, client.id);
    expect(status.reminders).toMatchObject({ timeZone: 'Asia/Tokyo', nextAt: due.toISOString() });
    expect(new Date(status.reminders.nextAt ?? '').getUTCHours()).toBe(1); // 10:00 in Tokyo

    // Within the N days after the visit: skipped, not queued.
    await sweep(m.db, new Date(Date.now() + 60 * MINUTE));
    await sweep(m.db, new Date(due.getTime() - MINUTE));
    expect(await reminderJobs(m.db, client.id)).toBe(0);
    await sweep(m.db, due);
    expect(await reminderJobs(m.db, client.id)).toBe(1);

    // A visit without a time zone keeps the one we know.
    await ok(callPortal(m.app, client.shareToken, 'POST', '/seen', {}));
    expect((await row(client.id)).client_timezone).toBe('Asia/Tokyo');
  });

  it('names a stage sent back for changes, and the next stage waiting', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const address = client.clientEmail ?? '';
    const [intake] = client.steps;
    await submit(client.shareToken, intake?.id ?? '', { goal: 'A faster site' });
    const submission = await m.db
      .selectFrom('form_submissions')
      .select(['id', 'updated_at'])
      .where('project_id', '=', client.id)
      .executeTakeFirstOrThrow();
    await ok(
      m.app.request(
        `/api/submissions/${submission.id}/request-changes`,
        jsonRequest('POST', { comment: 'Which pages?' }, { cookie: owner.cookie }),
      ),
    );
    // Answering counts as activity: N days from the answer.
    const due = tenAm(submission.updated_at, NY, 3);
    expect((await emailStatus(m.app, owner.cookie, client.id)).reminders.nextAt).toBe(due.toISOString());
    await sweep(m.db, due);
    await waitFor(() => mailsTo(address).length === 1, 'the reminder');
    const raw = mailsTo(address)[0]?.raw ?? '';
    expect(header(raw, 'subject')).toBe('Reminder: 2 stages are waiting for you');
    expect(decoded(raw)).toContain('• Intake (sent back for changes)');
    expect(decoded(raw)).toContain('• Kick-off');
  });

  it('waits for the owner on a milestone with nothing to review yet, and reminds once a deliverable is there', async () => {
    const milestone = await reminderJourney(m.app, owner.cookie, [
      { stepType: 'milestone', name: 'Design review', formConfig: [] },
    ]);
    const client = await reminderClient(m.app, owner.cookie, milestone.id);
    expect((await emailStatus(m.app, owner.cookie, client.id)).reminders).toMatchObject({
      nextAt: null,
      stoppedBy: 'nothing-open',
    });
    await sweep(m.db, farFuture());
    expect(await reminderJobs(m.db, client.id)).toBe(0);

    await addDeliverable(m.app, owner.cookie, client.id, {
      type: 'link',
      stageId: milestone.steps[0]?.id,
      title: 'Homepage mock-up',
      url: 'https://example.com/mock',
    });
    const status = await emailStatus(m.app, owner.cookie, client.id);
    expect(status.reminders.stoppedBy).toBeNull();
    await sweep(m.db, new Date(status.reminders.nextAt ?? ''));
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    await waitFor(() => mailsTo(client.clientEmail ?? '').length === 1, 'the reminder');
    expect(header(mailsTo(client.clientEmail ?? '')[0]?.raw ?? '', 'subject')).toBe(
      'Reminder: Design review is waiting for you',
    );
  });
});

describe('the cron job', () => {
  it('the reminder-sweep job queues what is due at the real time', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    // Added a week ago, in a zone where it is noon now: due at once, whatever the hour here.
    const ahead = 12 - new Date().getUTCHours();
    const zone = ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
    await m.db
      .updateTable('projects')
      .set({ created_at: new Date(Date.now() - 7 * 86_400_000), client_timezone: zone })
      .where('id', '=', client.id)
      .execute();
    await m.db.transaction().execute((trx) => enqueue(trx, REMINDER_SWEEP, {}));
    await waitFor(async () => (await reminderJobs(m.db, client.id)) === 1, 'the sweep job to queue the reminder');
    await waitFor(() => mailsTo(client.clientEmail ?? '').length === 1, 'the reminder over SMTP');
  });

  it('a sweep stopped by shutdown leaves the clients it did not reach to the next one', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const due = tenAm((await row(client.id)).created_at, NY, 3);
    const stopped = new AbortController();
    stopped.abort();
    const cut = await runReminderSweep(m.db, {
      now: due,
      appOrigin: PUBLIC_URL,
      secret: TEST_SECRET,
      signal: stopped.signal,
    });
    expect(cut).toEqual({ queued: 0, failed: [] });
    expect((await row(client.id)).last_reminder_at).toBeNull();
    await sweep(m.db, due);
    expect(await reminderJobs(m.db, client.id)).toBe(1);
  });
});

describe('settings', () => {
  it('a client can be turned off, or given their own interval, and back to the workspace’s', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const created = (await row(client.id)).created_at;

    const off = await ok<{ email: ClientEmailStatus }>(setReminders(client.id, { mode: 'off' }));
    expect(off.email.reminders).toMatchObject({
      mode: 'off',
      intervalDays: null,
      nextAt: null,
      stoppedBy: 'client-off',
    });
    await sweep(m.db, farFuture());
    expect(await reminderJobs(m.db, client.id)).toBe(0);

    const custom = await ok<{ email: ClientEmailStatus }>(setReminders(client.id, { mode: 'custom', intervalDays: 1 }));
    const due = tenAm(created, NY, 1);
    expect(custom.email.reminders).toMatchObject({ mode: 'custom', intervalDays: 1, nextAt: due.toISOString() });
    await sweep(m.db, new Date(due.getTime() - MINUTE));
    expect(await reminderJobs(m.db, client.id)).toBe(0);
    await sweep(m.db, due);
    expect(await reminderJobs(m.db, client.id)).toBe(1);

    const back = await ok<{ email: ClientEmailStatus }>(setReminders(client.id, { mode: 'workspace' }));
    expect(back.email.reminders).toMatchObject({
      mode: 'workspace',
      intervalDays: null,
      lastAt: due.toISOString(),
      nextAt: tenAm(due, NY, 3).toISOString(),
    });
    expect(await row(client.id)).toMatchObject({ reminders_off: false, reminder_interval_days: null });
  });

  it('refuses an interval outside 1–30 and an unknown mode, changing nothing', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    for (const intervalDays of [0, 31, 2.5]) {
      await fails(setReminders(client.id, { mode: 'custom', intervalDays }), 400, EMAIL_MESSAGES.intervalRange);
    }
    await fails(setReminders(client.id, { mode: 'sometimes' }), 400, EMAIL_MESSAGES.invalidReminderMode);
    expect(await row(client.id)).toMatchObject({ reminders_off: false, reminder_interval_days: null });
  });

  it('follows the workspace’s interval and toggle; a client’s own interval still reminds when it is off', async () => {
    const other = await signUpOwner(m.app);
    const journey = await reminderJourney(m.app, other.cookie);
    const plain = await reminderClient(m.app, other.cookie, journey.id);
    const own = await reminderClient(m.app, other.cookie, journey.id);
    await ok(setReminders(own.id, { mode: 'custom', intervalDays: 2 }, other.cookie));
    const created = (await row(plain.id)).created_at;

    // Every 7 days (the workspace's time zone is UTC here).
    await ok(emailSettings(other.cookie, { reminderIntervalDays: 7 }));
    expect((await emailStatus(m.app, other.cookie, plain.id)).reminders).toMatchObject({
      workspaceIntervalDays: 7,
      timeZone: 'UTC',
      nextAt: tenAm(created, 'UTC', 7).toISOString(),
    });

    await ok(emailSettings(other.cookie, { remindersEnabled: false }));
    expect((await emailStatus(m.app, other.cookie, plain.id)).reminders).toMatchObject({
      workspaceEnabled: false,
      nextAt: null,
      stoppedBy: 'workspace-off',
    });
    const ownStatus = await emailStatus(m.app, other.cookie, own.id);
    expect(ownStatus.reminders).toMatchObject({ stoppedBy: null, nextAt: tenAm(created, 'UTC', 2).toISOString() });

    await sweep(m.db, farFuture());
    expect(await reminderJobs(m.db, plain.id)).toBe(0);
    expect(await reminderJobs(m.db, own.id)).toBe(1);
  });
});

describe('stop rules', () => {
  /** Asserts the client is never reminded, and the page says why. */
  async function neverReminded(clientId: string, stoppedBy: string, blockedBy: string | null) {
    const status = await emailStatus(m.app, owner.cookie, clientId);
    expect(status.reminders).toMatchObject({ nextAt: null, stoppedBy });
    expect(status.blockedBy).toBe(blockedBy);
    await sweep(m.db, farFuture());
    expect(await reminderJobs(m.db, clientId)).toBe(0);
  }

  it('stops when the journey is complete', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const [intake, kickoff] = client.steps;
    await submit(client.shareToken, intake?.id ?? '', { goal: 'A faster site' });
    await submit(client.shareToken, kickoff?.id ?? '', { date: 'Monday' });
    expect((await row(client.id)).status).toBe('completed');
    await neverReminded(client.id, 'journey-complete', null);
  });

  it('stops when the client is archived', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    await ok(callClients(m.app, owner.cookie, 'POST', `/${client.id}/archive`));
    await neverReminded(client.id, 'archived', 'archived');
  });

  it('never reminds a client without an email address', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId, null);
    await neverReminded(client.id, 'no-email', 'no-email');
    expect((await emailStatus(m.app, owner.cookie, client.id)).address).toBeNull();
  });

  it('stops once the client unsubscribed with the one-click POST', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const res = await m.app.request(`/api/unsubscribe/${unsubscribeToken(client.id, TEST_SECRET)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await neverReminded(client.id, 'unsubscribed', 'unsubscribed');
    const status = await emailStatus(m.app, owner.cookie, client.id);
    expect(status.unsubscribedAt).not.toBeNull();
    // The owner cannot override it: their own interval changes nothing.
    await ok(setReminders(client.id, { mode: 'custom', intervalDays: 1 }));
    await neverReminded(client.id, 'unsubscribed', 'unsubscribed');
  });

  it('stops when the address is bouncing', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    await m.db
      .updateTable('projects')
      .set({ email_bounced_at: new Date(), email_bounce_reason: '550 5.1.1 No such user here' })
      .where('id', '=', client.id)
      .execute();
    await neverReminded(client.id, 'bouncing', 'bouncing');
    expect((await emailStatus(m.app, owner.cookie, client.id)).bounceReason).toBe('550 5.1.1 No such user here');
  });

  it('never reminds a deleted client', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    await ok(callClients(m.app, owner.cookie, 'DELETE', `/${client.id}`));
    await sweep(m.db, farFuture());
    expect(await reminderJobs(m.db, client.id)).toBe(0);
    await fails(callClients(m.app, owner.cookie, 'GET', `/${client.id}/email`), 404, CLIENT_MESSAGES.notFound);
  });
});

describe('the due queue', () => {
  /** The client's next look in the reminder queue (migration 028), or null when it has none. */
  const nextLook = async (clientId: string) => {
    const { rows } = await sql<{
      due_at: Date;
    }>`SELECT due_at FROM reminder_queue WHERE project_id = ${clientId}`.execute(m.db);
    return rows[0]?.due_at.toISOString() ?? null;
  };

  it('a sweep with nothing due reads the queue alone; a change that brings a reminder forward queues a look', async () => {
    const client = await reminderClient(m.app, owner.cookie, journeyId);
    const created = (await row(client.id)).created_at;
    const before = new Date(tenAm(created, NY, 3).getTime() - MINUTE);
    await sweep(m.db, before);
    // Looked at once: its next look is its reminder, as the client page says.
    expect(await nextLook(client.id)).toBe(tenAm(created, NY, 3).toISOString());
    expect((await emailStatus(m.app, owner.cookie, client.id)).reminders.nextAt).toBe(await nextLook(client.id));

    let queries = 0;
    const counted = m.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(await sweep(counted, before)).toEqual({ queued: 0, failed: [] });
    expect(queries).toBe(1);

    // A shorter interval is a change the queue hears of: the client is looked at on the next tick.
    await ok(setReminders(client.id, { mode: 'custom', intervalDays: 1 }));
    expect(Date.parse((await nextLook(client.id)) ?? '')).toBeLessThanOrEqual(Date.now());
    await sweep(m.db, tenAm(created, NY, 1));
    expect(await reminderJobs(m.db, client.id)).toBe(1);
    expect(await nextLook(client.id)).toBe(tenAm(tenAm(created, NY, 1), NY, 1).toISOString());

    // A stop rule takes the client out of the queue; lifting it brings the client back.
    await ok(setReminders(client.id, { mode: 'off' }));
    await sweep(m.db, tenAm(created, NY, 1));
    expect(await nextLook(client.id)).toBeNull();
    await ok(setReminders(client.id, { mode: 'workspace' }));
    expect(await nextLook(client.id)).not.toBeNull();
  });
});
