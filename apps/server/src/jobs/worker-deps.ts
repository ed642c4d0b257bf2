import type { Db } from '../db/database';
import type { Mailer } from '../email/mailer';

/** What every background worker may use (jobs/workers.ts registers them all). */
export interface WorkerDeps {
  db: Db;
  mailer: Mailer;
  /** Where links in mail from jobs point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs unsubscribe links, decrypts webhook secrets. */
  secret: string;
  /** NODE_ENV=production: webhook deliveries refuse loopback and private addresses. */
  isProduction: boolean;
}
