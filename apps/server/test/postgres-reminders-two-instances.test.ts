import { addLocalDays, zonedTime } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { createJobs, type Jobs } from '../src/platform/jobs/jobs';
import { QUEUES } from '../src/platform/jobs/queues';
import { registerWorkers } from '../src/workers';
import { silent, waitFor } from './helpers/jobs';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { reminderClient, reminderJobs, reminderJourney, sweep } from './helpers/reminders';
import { PUBLIC_URL, signUpOwner, TEST_SECRET } from './helpers/test-app';

/**
 * Issue 20: several app instances on one PostgreSQL sweep at the same moment (each with its own
 * pool and job runner); every due client is still reminded once, by exactly one of them.
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

it('two instances sweeping at the same now send each due reminder once', async () => {
  const owner = await signUpOwner(m.app);
  const journey = await reminderJourney(m.app, owner.cookie);
  const clients = [];
  for (let i = 0; i < 8; i++) clients.push(await reminderClient(m.app, owner.cookie, journey.id));
  const created = await m.db
    .selectFrom('projects')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirstOrThrow();
  // The workspace's zone is UTC: 10:00 three days after the last client was added, all of them due.
  const due = zonedTime('UTC', addLocalDays(new Date(created.at), 'UTC', 3), 10);

  for (let round = 0; round < 3; round++) {
    const [a, b] = await Promise.all([sweep(m.db, due), sweep(second.db, due)]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(a.queued + b.queued).toBe(round === 0 ? clients.length : 0);
  }
  for (const client of clients) expect(await reminderJobs(m.db, client.id)).toBe(1);

  // Both runners take send-email jobs; each job is sent by one of them, once.
  const addresses = clients.map((c) => c.clientEmail ?? '');
  await waitFor(async () => {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'send-email' AND state = 'completed' AND data->>'to' = ANY(${addresses})`.execute(m.db);
    return Number(rows[0]?.n) === clients.length;
  }, 'every reminder sent');
  for (const address of addresses) {
    expect(m.smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(1);
  }
});
