import type { ClientEmailStatus, SaveJourneyInput } from '@bloom/core';
import { sql } from 'kysely';
import { runReminderSweep } from '../../src/modules/reminders/reminder-sweep';
import type { Db } from '../../src/platform/db/database';
import { callClients, createClient } from './clients';
import { ok, savedJourney, stage } from './journeys';
import { PUBLIC_URL, TEST_SECRET, type TestApp } from './test-app';

type App = TestApp['app'];

/** Runs the reminder sweep as the cron job does, on `db`, with the test's clock. */
export const sweep = (db: Db, now: Date) => runReminderSweep(db, { now, appOrigin: PUBLIC_URL, secret: TEST_SECRET });

/** Reminder emails queued for a client (pending, sent or archived jobs alike). */
export async function reminderJobs(db: Db, clientId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      SELECT data FROM pgboss.job WHERE name = 'send-email'
      UNION ALL SELECT data FROM pgboss.archive WHERE name = 'send-email'
    ) j
    WHERE j.data->'client'->>'id' = ${clientId} AND j.data->'client'->>'kind' = 'reminder'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A journey of two onboarding stages with one text question each ('Intake', then 'Kick-off'),
 * or the stages given.
 */
export async function reminderJourney(app: App, cookie: string, stages?: SaveJourneyInput['stages']) {
  return savedJourney(
    app,
    cookie,
    'Reminder journey',
    stages ?? [
      stage('onboarding', 'Intake', ['goal', 'Goal']),
      stage('onboarding', 'Kick-off', ['date', 'Start date']),
    ],
  );
}

let n = 0;
/** A client on `journeyId` with its own address (unless `clientEmail` says otherwise). */
export const reminderClient = (app: App, cookie: string, journeyId: string, clientEmail?: string | null) =>
  createClient(app, cookie, {
    templateId: journeyId,
    clientName: 'Jo Client',
    projectName: 'Website redesign',
    clientEmail: clientEmail === undefined ? `client.${Date.now()}.${n++}@example.com` : clientEmail,
  });

/** GET /api/clients/{id}/email as the owner of `cookie`. */
export const emailStatus = async (app: App, cookie: string, clientId: string) =>
  (await ok<{ email: ClientEmailStatus }>(callClients(app, cookie, 'GET', `/${clientId}/email`))).email;
