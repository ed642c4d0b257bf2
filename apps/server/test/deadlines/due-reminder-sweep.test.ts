import { addCalendarDays } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/modules/email/unsubscribe-token';
import { callClients } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { reminderClient, reminderJourney } from '../helpers/reminders';
import { jsonRequest, PUBLIC_URL, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { at, dueMails, dueSweep, setDueDate } from './sweep-helpers';

/**
 * Issue 36, due-date reminders: at each of the workspace's offsets from a stage's due date (2 days
 * before, on the day, 1 day after by default), from 10:00 on the client's clock and never in the
 * quiet hours, once per stage, date and offset, to each contact who can be emailed, with the
 * interval reminders' stop rules. The sweep runs with the test's clock; emails are read from the
 * queue.
 */
const NY = 'America/New_York';
const DUE = '2031-06-12';
const day = (offset: number) => addCalendarDays(DUE, offset);

let t: TestApp, owner: Owner;
let journeyId: string, intake: string, kickoff: string;
useTestApp(['owner'], (env) => ({ t, owner } = env));

const patch = (path: string, body: unknown, cookie = owner.cookie) =>
  t.app.request(path, jsonRequest('PATCH', body, { cookie }));

async function setup() {
  if (intake) return;
  await ok(patch('/api/workspace', { name: 'Studio North', contactEmail: 'hello@studio.example', timezone: NY }));
  const journey = await reminderJourney(t.app, owner.cookie);
  journeyId = journey.id;
  [intake, kickoff] = journey.steps.map((s) => s.id) as [string, string];
}

/** A new client of the journey whose Intake is due on DUE. */
async function dueClient(email?: string | null) {
  await setup();
  const client = await reminderClient(t.app, owner.cookie, journeyId, email);
  await setDueDate(t.db, client.id, intake, DUE);
  return client;
}

describe('when due-date reminders go', () => {
  it('goes at 10:00 on the client’s clock, not at 09:59, and once per offset', async () => {
    const client = await dueClient();
    const address = client.clientEmail ?? '';

    await dueSweep(t.db, at(NY, day(-2), 9, 59));
    expect(await dueMails(t.db, client.id)).toHaveLength(0);

    const first = await dueSweep(t.db, at(NY, day(-2), 10));
    expect(first).toEqual({ queued: 1, failed: [] });
    const [mail] = await dueMails(t.db, client.id);
    expect(mail?.to).toBe(address);
    expect(mail?.subject).toBe('“Intake” is due in 2 days');
    expect(mail?.replyTo).toBe('hello@studio.example');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[^>]+>$/);
    expect(mail?.text).toContain(`${PUBLIC_URL}/c/${client.shareToken}`);
    expect(mail?.text).toContain('“Intake” in your portal for Website redesign is due in 2 days (Jun 12).');
    expect(mail?.html).toContain('Studio North');

    // Again that day, twice: nothing more. The day before the date is no offset of the workspace's.
    await dueSweep(t.db, at(NY, day(-2), 10, 5));
    await dueSweep(t.db, at(NY, day(-2), 19, 59));
    await dueSweep(t.db, at(NY, day(-1), 12));
    expect(await dueMails(t.db, client.id)).toHaveLength(1);

    await dueSweep(t.db, at(NY, day(0), 10));
    await dueSweep(t.db, at(NY, day(0), 10));
    await dueSweep(t.db, at(NY, day(1), 10));
    await dueSweep(t.db, at(NY, day(2), 10));
    const subjects = (await dueMails(t.db, client.id)).map((m) => m.subject);
    expect(subjects).toEqual(['“Intake” is due in 2 days', '“Intake” is due today', '“Intake” was due yesterday']);
  });

  it('never in the quiet hours: a day missed until 20:00 is not made up at night', async () => {
    const client = await dueClient();
    for (const [hour, minute] of [
      [20, 0],
      [23, 30],
      [7, 59],
      [9, 0],
    ] as const) {
      await dueSweep(t.db, at(NY, day(hour < 10 ? 0 : -2), hour, minute));
    }
    expect(await dueMails(t.db, client.id)).toHaveLength(0);
    await dueSweep(t.db, at(NY, day(0), 19, 59));
    expect((await dueMails(t.db, client.id)).map((m) => m.subject)).toEqual(['“Intake” is due today']);
  });

  it('follows the client’s own time zone once the portal told it', async () => {
    const client = await dueClient();
    await t.db.updateTable('projects').set({ client_timezone: 'Asia/Tokyo' }).where('id', '=', client.id).execute();
    // 10:00 in New York is 23:00 in Tokyo: quiet there.
    await dueSweep(t.db, at(NY, day(-2), 10));
    expect(await dueMails(t.db, client.id)).toHaveLength(0);
    await dueSweep(t.db, at('Asia/Tokyo', day(-2), 9, 59));
    expect(await dueMails(t.db, client.id)).toHaveLength(0);
    await dueSweep(t.db, at('Asia/Tokyo', day(-2), 10));
    expect(await dueMails(t.db, client.id)).toHaveLength(1);
  });

  it('reminds again for a moved date, and names every stage due that day in one email', async () => {
    const client = await dueClient();
    await dueSweep(t.db, at(NY, day(0), 10));
    expect(await dueMails(t.db, client.id)).toHaveLength(1);
    // The owner moves Intake a week later and gives Kick-off the same date.
    await setDueDate(t.db, client.id, intake, day(7));
    await setDueDate(t.db, client.id, kickoff, day(7));
    await dueSweep(t.db, at(NY, day(7), 10));
    await dueSweep(t.db, at(NY, day(7), 11));
    const mails = await dueMails(t.db, client.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Reminder: 2 stages need your attention');
    expect(mails[1]?.text).toContain('• Intake is due today (Jun 19)\n• Kick-off is due today (Jun 19)');
  });

  it('follows the workspace’s offsets', async () => {
    const other = await dueClient();
    expect(
      (
        await ok<{ settings: { dueReminderOffsets: number[] } }>(
          patch('/api/settings/email', { dueReminderOffsets: [3, -1] }),
        )
      ).settings.dueReminderOffsets,
    ).toEqual([-1, 3]);
    await dueSweep(t.db, at(NY, day(-2), 10));
    await dueSweep(t.db, at(NY, day(0), 10));
    await dueSweep(t.db, at(NY, day(-1), 10));
    await dueSweep(t.db, at(NY, day(3), 10));
    expect((await dueMails(t.db, other.id)).map((m) => m.subject)).toEqual([
      '“Intake” is due tomorrow',
      '“Intake” was due 3 days ago',
    ]);
    await ok(patch('/api/settings/email', { dueReminderOffsets: [] }));
    const none = await dueClient();
    for (const offset of [-2, -1, 0, 1, 3]) await dueSweep(t.db, at(NY, day(offset), 12));
    expect(await dueMails(t.db, none.id)).toHaveLength(0);
    await ok(patch('/api/settings/email', { dueReminderOffsets: [-2, 0, 1] }));
  });
});

describe('who is not reminded', () => {
  /** Sweeps every default offset's day at noon: the client gets nothing. */
  async function neverReminded(clientId: string) {
    for (const offset of [-2, 0, 1]) await dueSweep(t.db, at(NY, day(offset), 12));
    expect(await dueMails(t.db, clientId)).toHaveLength(0);
  }

  it('each reachable contact gets their own; an unsubscribed one none', async () => {
    const client = await dueClient();
    const sam = await ok<{ contact: { id: string } }>(
      callClients(t.app, owner.cookie, 'POST', `/${client.id}/contacts`, {
        name: 'Sam Partner',
        email: 'sam@example.com',
      }),
      201,
    );
    await ok(
      callClients(t.app, owner.cookie, 'POST', `/${client.id}/contacts`, {
        name: 'Kim Gone',
        email: 'kim@example.com',
      }),
      201,
    );
    await t.db
      .updateTable('client_contacts')
      .set({ email_unsubscribed_at: new Date() })
      .where('email', '=', 'kim@example.com')
      .execute();
    const res = await t.app.request(`/api/unsubscribe/${unsubscribeToken(client.id, TEST_SECRET)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await dueSweep(t.db, at(NY, day(0), 10));
    const mails = await dueMails(t.db, client.id);
    expect(mails.map((m) => [m.to, m.client?.contactId])).toEqual([['sam@example.com', sam.contact.id]]);
    expect(mails[0]?.text).toContain('Hi Sam Partner,');
  });

  it('not a client nobody can be emailed at', async () => {
    const client = await dueClient(null);
    await neverReminded(client.id);
    const bouncing = await dueClient();
    await t.db.updateTable('projects').set({ email_bounced_at: new Date() }).where('id', '=', bouncing.id).execute();
    await neverReminded(bouncing.id);
  });

  it('not for a stage the client completed, one that does not apply to them, or one closed', async () => {
    const done = await dueClient();
    await ok(
      callPortal(t.app, done.shareToken, 'POST', `/stages/${intake}/submit`, { answers: { goal: 'A new site' } }),
    );
    await neverReminded(done.id);

    const skipped = await dueClient();
    await t.db
      .updateTable('projects')
      .set({ skipped_step_ids: JSON.stringify([intake]) })
      .where('id', '=', skipped.id)
      .execute();
    await neverReminded(skipped.id);

    const closed = await dueClient();
    await setDueDate(t.db, closed.id, intake, DUE, false);
    await neverReminded(closed.id);
  });

  it('not an archived client, nor one whose reminders are off', async () => {
    const archived = await dueClient();
    await ok(callClients(t.app, owner.cookie, 'POST', `/${archived.id}/archive`));
    await neverReminded(archived.id);

    const off = await dueClient();
    await ok(callClients(t.app, owner.cookie, 'PUT', `/${off.id}/reminders`, { mode: 'off' }));
    await neverReminded(off.id);
  });

  it('reminders off in the workspace stop them, unless the client has their own schedule', async () => {
    const follows = await dueClient();
    const own = await dueClient();
    await ok(callClients(t.app, owner.cookie, 'PUT', `/${own.id}/reminders`, { mode: 'custom', intervalDays: 5 }));
    await ok(patch('/api/settings/email', { remindersEnabled: false }));
    try {
      await neverReminded(follows.id);
      expect((await dueMails(t.db, own.id)).map((m) => m.subject)).toEqual([
        '“Intake” is due in 2 days',
        '“Intake” is due today',
        '“Intake” was due yesterday',
      ]);
    } finally {
      await ok(patch('/api/settings/email', { remindersEnabled: true }));
    }
  });
});
