import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES, type QueueName, type QueueOptions } from '../../src/platform/jobs/queues';
import { createMailer } from '../../src/platform/mail/mailer';
import { registerWorkers } from '../../src/workers';
import { silent } from './jobs';
import { type SmtpFixture, type SmtpOptions, startSmtp } from './smtp';
import { type AppOptions, appOn, createTestApp, PUBLIC_URL, TEST_SECRET, type TestApp } from './test-app';

export interface MailingApp extends TestApp {
  smtp: SmtpFixture;
  /** What the job runner logged as errors (failed tries, failed for good). */
  jobErrors: string[];
  /** The mailer the app and the workers send with (SMTP to `smtp`). */
  mailer: ReturnType<typeof createMailer>;
}

/**
 * A test app whose mail really leaves: a real SMTP server on loopback, the app's every worker
 * running on a pg-boss runner (polling each half second, no cron: tests run sweeps by hand with
 * their own clock), and owner notifications grouped over `notificationDelaySeconds` (0 here).
 */
export interface MailingAppOptions {
  smtp?: SmtpOptions;
  app?: AppOptions;
  /** Queue options over the app's, e.g. a quick `send-email` retry: `{ 'send-email': { retryDelay: 1 } }`. */
  queues?: { [Q in QueueName]?: Partial<QueueOptions> };
}

export async function createMailingApp(options: MailingAppOptions = {}): Promise<MailingApp> {
  const t = await createTestApp();
  const smtp = await startSmtp(options.smtp);
  const mailer = createMailer({ db: t.db, smtpUrl: smtp.url, from: 'Bloom <hello@bloom.test>' });
  const { errors, log } = silent();
  const jobs = createJobs({
    db: t.db,
    databaseUrl: t.databaseUrl,
    queues: Object.fromEntries(
      Object.entries(QUEUES).map(([name, queue]) => [name, { ...queue, ...options.queues?.[name as QueueName] }]),
    ),
    schedules: {},
    pollingIntervalSeconds: 0.5,
    log,
  });
  await registerWorkers(jobs, {
    db: t.db,
    mailer,
    appOrigin: PUBLIC_URL,
    secret: TEST_SECRET,
    isProduction: false,
    // A queued email's attachments (a sealed agreement) are read from the app's storage.
    storage: options.app?.storage,
  });
  await jobs.start();
  const app = appOn(t.db, { mailer, notificationDelaySeconds: 0, ...options.app });
  return {
    ...t,
    app,
    smtp,
    mailer,
    jobErrors: errors,
    async close() {
      await jobs.stop();
      await smtp.close();
      await t.close();
    },
  };
}
