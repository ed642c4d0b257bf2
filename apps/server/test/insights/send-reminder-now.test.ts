import { CLIENT_MESSAGES, EMAIL_MESSAGES, REMINDER_NOW_MESSAGES, type SendReminderResponse } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { reminderJobs } from '../helpers/reminders';
import { createTestApp, signUpOwner, type TestApp } from '../helpers/test-app';
import { archive, get, insightClient, insightJourney } from './insight-helpers';

/**
 * 'Send reminder now' (issue 23) by the reminder rules of issue 20: queued at once in the day, at
 * 08:00 on the client's clock in the quiet hours (20:00–08:00), at most one a local day, never to
 * a client mail must not reach. The clock is real: each client gets a fixed-offset zone where it
 * is noon, or 22:00, right now.
 */
const HOUR_MS = 3_600_000;

let t: TestApp;
let owner: { cookie: string };
let journeyId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t.app);
  journeyId = (await insightJourney(t.app, owner.cookie)).journey.id;
});
afterAll(() => t?.close());

/** A zone at a whole-hour offset where the local hour is `hour` now, and that offset in hours. */
function zoneAt(hour: number): { zone: string; offset: number } {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return { zone: offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`, offset };
}

async function clientIn(zone: string) {
  const client = await insightClient(t.app, t.db, owner.cookie, journeyId);
  await t.db.updateTable('projects').set({ client_timezone: zone }).where('id', '=', client.id).execute();
  return client.id;
}

const send = (id: string, cookie = owner.cookie) => callClients(t.app, cookie, 'POST', `/${id}/reminders/send`);
const startAfter = async (id: string) =>
  (
    await sql<{ start_after: Date }>`SELECT start_after FROM pgboss.job
      WHERE name = 'send-email' AND data->'client'->>'id' = ${id}`.execute(t.db)
  ).rows.map((r) => r.start_after.getTime());

describe('send reminder now', () => {
  it('queues the reminder at once in the day, then refuses a second one the same local day', async () => {
    const id = await clientIn(zoneAt(12).zone);
    const before = Date.now();
    const { reminder, email } = await ok<SendReminderResponse>(send(id));
    expect(reminder.scheduled).toBe(false);
    expect(Date.parse(reminder.sendAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(email.reminders.lastAt).toBe(reminder.sendAt);
    expect(await reminderJobs(t.db, id)).toBe(1);
    expect((await startAfter(id))[0]).toBeLessThanOrEqual(Date.now());
    await fails(send(id), 409, REMINDER_NOW_MESSAGES['reminded-today']);
    expect(await reminderJobs(t.db, id)).toBe(1);
    const stuck = await get<{ clients: { id: string; reminderBlockedBy: string | null }[] }>(
      t.app,
      owner.cookie,
      '/api/insights/stuck?days=0',
    );
    expect(stuck.clients.find((c) => c.id === id)?.reminderBlockedBy).toBe('Already reminded today');
  });

  it('holds it until 08:00 on the client’s clock in the quiet hours', async () => {
    const { zone, offset } = zoneAt(22);
    const id = await clientIn(zone);
    const local = new Date(Date.now() + offset * HOUR_MS);
    const eight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 8) - offset * HOUR_MS;
    const { reminder } = await ok<SendReminderResponse>(send(id));
    expect(reminder).toEqual({ sendAt: new Date(eight).toISOString(), scheduled: true });
    expect(await startAfter(id)).toEqual([eight]);
    // That reminder is tomorrow's: another tonight would be a second one on that day.
    await fails(send(id), 409, 'Already reminded today');
  });

  it('refuses clients mail must not reach, with the reason', async () => {
    const unsubscribed = await clientIn(zoneAt(12).zone);
    await t.db
      .updateTable('projects')
      .set({ email_unsubscribed_at: new Date() })
      .where('id', '=', unsubscribed)
      .execute();
    await fails(send(unsubscribed), 409, EMAIL_MESSAGES.unsubscribed);
    const archived = await clientIn(zoneAt(12).zone);
    await archive(t.app, owner.cookie, archived);
    await fails(send(archived), 409, EMAIL_MESSAGES.archived);
    const off = await clientIn(zoneAt(12).zone);
    await ok(callClients(t.app, owner.cookie, 'PUT', `/${off}/reminders`, { mode: 'off' }));
    await fails(send(off), 409, 'Reminders are off for this client');
    for (const id of [unsubscribed, archived, off]) expect(await reminderJobs(t.db, id)).toBe(0);
  });

  it('is 404 for another workspace’s client', async () => {
    const id = await clientIn(zoneAt(12).zone);
    const stranger = await signUpOwner(t.app);
    await fails(send(id, stranger.cookie), 404, CLIENT_MESSAGES.notFound);
    await fails(send('not-a-uuid'), 404, CLIENT_MESSAGES.notFound);
    expect(await reminderJobs(t.db, id)).toBe(0);
  });
});
