import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { migrate } from '../../src/migrate';
import { authOptions } from '../../src/modules/auth/auth';
import { workWebhookDelivery } from '../../src/modules/integrations/webhooks/webhook-delivery-job';
import type { Db } from '../../src/platform/db/database';
import { createJobs, type Jobs, type JobsOptions } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { createMailer } from '../../src/platform/mail/mailer';
import { freshDatabase, PUBLIC_URL, TEST_SECRET, type TestApp } from './test-app';

/** The background-job tests' queues, waits and quiet logs (jobs.test.ts and its database-specific siblings). */
export const TEST_QUEUES = {
  ...QUEUES,
  'test-echo': { retryLimit: 0 },
  'test-failing': { retryLimit: 2, retryDelay: 1, retryBackoff: false },
};

/** Polls `check` until it holds (the runners poll every half second here). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const silent = () => {
  const errors: string[] = [];
  return { errors, log: { log: () => {}, error: (...args: unknown[]) => errors.push(args.join(' ')) } };
};

/**
 * The webhook delivery worker on the test app's database as the server runs it (a retry waits
 * `retryDelaySeconds(failures)`, null gives up), polling every half second and logging nothing.
 * Not started: the caller adds any other worker, then starts it.
 */
export async function webhookWorker(t: TestApp, retryDelaySeconds: (failures: number) => number | null) {
  const jobs = createJobs({
    db: t.db,
    databaseUrl: t.databaseUrl,
    queues: QUEUES,
    schedules: {},
    pollingIntervalSeconds: 0.5,
    log: silent().log,
  });
  await workWebhookDelivery(
    jobs,
    { db: t.db, appOrigin: PUBLIC_URL, secret: TEST_SECRET, isProduction: false },
    { retryDelaySeconds },
  );
  return jobs;
}

export const jobRows = (db: Db, queue: string) =>
  sql<{ state: string; data: { n: number } }>`SELECT state, data FROM pgboss.job WHERE name = ${queue}`
    .execute(db)
    .then((r) => r.rows);

/**
 * A migrated fresh database for one test file, and `runner()` for pg-boss runners on it that are
 * stopped after each test (no runner outlives its test, no process hangs).
 */
export function jobsSuite() {
  const suite = { db: undefined as unknown as Db, databaseUrl: undefined as string | undefined };
  let drop: () => Promise<void>;
  const running: Jobs[] = [];
  beforeAll(async () => {
    let db: Db;
    ({ db, databaseUrl: suite.databaseUrl, drop } = await freshDatabase());
    suite.db = db;
    const mailer = createMailer({ db, from: 'Bloom <test@localhost>' });
    await migrate(
      db,
      authOptions({ db, mailer, secret: 'test-secret-test-secret-test-secret-00', isProduction: false }),
    );
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(async () => {
    await suite.db.destroy();
    await drop();
  });
  const runner = (options: Partial<JobsOptions> = {}) => {
    const jobs = createJobs({
      db: suite.db,
      databaseUrl: suite.databaseUrl,
      queues: TEST_QUEUES,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    running.push(jobs);
    return jobs;
  };
  return { suite, runner };
}
