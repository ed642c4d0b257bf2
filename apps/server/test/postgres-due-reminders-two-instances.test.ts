import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { createJobs, type Jobs } from '../src/platform/jobs/jobs';
import { QUEUES } from '../src/platform/jobs/queues';
import { registerWorkers } from '../src/workers';
import { at, dueMails, dueSweep, overdueSweep, recordingEvents, setDueDate } from './deadlines/sweep-helpers';
import { silent, waitFor } from './helpers/jobs';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { reminderClient, reminderJourney } from './helpers/reminders';
import { PUBLIC_URL, signUpOwner, TEST_SECRET } from './helpers/test-app';

/**
 * Issue 36: two app instances on one PostgreSQL run the due-date sweeps at the same moment (each
 * with its own pool and job runner); every due-date reminder is queued and sent once, and every
 * overdue stage announced once, by exactly one of them.
 */
let m: MailingApp;
let second: { db: Db; jobs: Jobs };

beforeAll(async () => {
  m = await createMailingApp();
  if (!m.databaseUrl) throw new Error('this test needs PostgreSQL');
  const db = createDatabase({ databaseUrl: m.databaseUrl });
  const jobs = createJobs({
    db,
    databaseUrl: m.databaseUrl,
    queues: QUEUES,
    schedules: {},
    pollingIntervalSeconds: 0.5,
    log: silent().log,
  });
  await registerWorkers(jobs, {
    db,
    mailer: m.mailer,
    appOrigin: PUBLIC_URL,
    secret: TEST_SECRET,
    isProduction: false,
  });
  await jobs.start();
  second = { db, jobs };
});
afterAll(async () => {
  await second?.jobs.stop();
  await second?.db.destroy();
  await m?.close();
});

it('two instances sweeping at the same now send each due-date reminder and announce each date once', async () => {
  const owner = await signUpOwner(m.app);
  const journey = await reminderJourney(m.app, owner.cookie);
  const [intake, kickoff] = journey.steps.map((s) => s.id) as [string, string];
  const clients = [];
  for (let i = 0; i < 8; i++) {
    const client = await reminderClient(m.app, owner.cookie, journey.id);
    // Two stages due the same day: one email names both.
    await setDueDate(m.db, client.id, intake, '2031-06-12');
    await setDueDate(m.db, client.id, kickoff, '2031-06-12');
    clients.push(client);
  }
  // The workspace's zone is UTC: 10:00 on the due date is the "due today" reminder of every client.
  const due = at('UTC', '2031-06-12', 10);
  for (let round = 0; round < 3; round++) {
    const [a, b] = await Promise.all([dueSweep(m.db, due), dueSweep(second.db, due)]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(a.queued + b.queued).toBe(round === 0 ? clients.length : 0);
  }
  for (const client of clients) expect(await dueMails(m.db, client.id)).toHaveLength(1);

  const addresses = clients.map((c) => c.clientEmail ?? '');
  await waitFor(async () => {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'send-email' AND state = 'completed' AND data->>'to' = ANY(${addresses})`.execute(m.db);
    return Number(rows[0]?.n) === clients.length;
  }, 'every due-date reminder sent');
  for (const address of addresses) {
    const got = m.smtp.received.filter((mail) => mail.to.includes(address));
    expect(got).toHaveLength(1);
  }

  // The next day both stages of every client are overdue: announced once across both instances.
  const one = recordingEvents();
  const two = recordingEvents();
  const later = at('UTC', '2031-06-13', 0, 5);
  for (let round = 0; round < 2; round++) {
    const [a, b] = await Promise.all([
      overdueSweep(m.db, later, one.events, 3),
      overdueSweep(second.db, later, two.events, 3),
    ]);
    expect([...a.failed, ...b.failed]).toEqual([]);
    expect(a.announced + b.announced).toBe(round === 0 ? clients.length * 2 : 0);
  }
  const all = [...one.announced, ...two.announced].map((e) => `${e.clientId}/${e.stageId}`);
  expect(new Set(all).size).toBe(clients.length * 2);
  expect(all).toHaveLength(clients.length * 2);
});
