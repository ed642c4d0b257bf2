import { migrate } from '../../src/migrate';
import { type AuthDeps, authOptions } from '../../src/modules/auth/auth';
import type { Db } from '../../src/platform/db/database';
import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { createMailer, type Mailer } from '../../src/platform/mail/mailer';

/**
 * What a test database holds before its file's tests, kept apart from test-app.ts (which loads
 * the whole app) so database-template.ts can prepare the run's template quickly.
 */

export const PUBLIC_URL = 'http://localhost:3000';
/** AUTH_SECRET of every test app: unsubscribe links are signed with it. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-00';

export interface AuthDepsOptions {
  mailer?: Mailer;
  isProduction?: boolean;
  /** PUBLIC_URL; defaults to PUBLIC_URL above, null leaves it unset (links follow the request). */
  publicUrl?: string | null;
  /** TRUST_PROXY hops; 0 by default. */
  trustProxy?: number;
}

export const authDeps = (db: Db, options: AuthDepsOptions = {}): AuthDeps => ({
  db,
  mailer: options.mailer ?? createMailer({ db, from: 'Bloom <test@localhost>' }),
  secret: TEST_SECRET,
  publicUrl: options.publicUrl === null ? undefined : (options.publicUrl ?? PUBLIC_URL),
  trustProxy: options.trustProxy ?? 0,
  isProduction: options.isProduction ?? false,
});

/**
 * pg-boss's schema and the app's queues, as the server's start makes them, so a route can enqueue
 * (jobs wait unrun; a test that wants them run starts its own runner, helpers/jobs.ts).
 */
export async function installJobs(db: Db, databaseUrl?: string) {
  const jobs = createJobs({ db, databaseUrl, queues: QUEUES, schedules: {} });
  await jobs.start();
  await jobs.stop();
}

/** The migrations and pg-boss's queues: what every test app's database starts with. */
export async function prepareTestDatabase(db: Db, databaseUrl?: string): Promise<void> {
  await migrate(db, authOptions(authDeps(db)));
  await installJobs(db, databaseUrl);
}
