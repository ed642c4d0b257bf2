import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer, MailMessage } from '../email/mailer';
import { enqueue } from './enqueue';
import type { Jobs } from './jobs';

export const SEND_EMAIL = 'send-email';

/** Queues `message` in `trx`: it is sent once the transaction commits, and never if it rolls back. */
export const enqueueEmail = (trx: Kysely<Database>, message: MailMessage) => enqueue(trx, SEND_EMAIL, message);

/** Sends queued emails with `mailer`; a failure (SMTP down) is retried as the queue says. */
export const workSendEmail = (jobs: Jobs, mailer: Mailer) =>
  jobs.work<MailMessage>(SEND_EMAIL, (message) => mailer.send(message));
