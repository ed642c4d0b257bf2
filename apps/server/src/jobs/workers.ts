import type { Db } from '../db/database';
import type { Mailer } from '../email/mailer';
import type { Jobs } from './jobs';
import { workOwnerNotify } from './owner-notify';
import { workReminderSweep } from './reminder-sweep';
import { workSendEmail } from './send-email';
import { workWeeklySummary } from './weekly-summary';

export interface WorkerDeps {
  db: Db;
  mailer: Mailer;
  /** Where links in mail from jobs point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs unsubscribe links. */
  secret: string;
}

/** Every background worker of the app, registered on `jobs` (before or after it starts). */
export async function registerWorkers(jobs: Jobs, deps: WorkerDeps): Promise<void> {
  await workSendEmail(jobs, deps);
  await workOwnerNotify(jobs, deps);
  await workReminderSweep(jobs, deps);
  await workWeeklySummary(jobs, deps);
}
