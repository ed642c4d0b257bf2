import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailMessage } from '../email/mailer';
import { enqueue } from './enqueue';
import type { Jobs } from './jobs';
import type { WorkerDeps } from './workers';

export const SEND_EMAIL = 'send-email';

/** A queued email. Mail to a client names it: checked again before sending, its delivery recorded. */
export interface EmailJob extends MailMessage {
  client?: { id: string; kind: 'invitation' | 'reminder' };
}

/** Queues `message` in `trx`: it is sent once the transaction commits, and never if it rolls back. */
export const enqueueEmail = (trx: Kysely<Database>, message: EmailJob) => enqueue(trx, SEND_EMAIL, message);

/** Sends queued emails with the mailer; a failure (SMTP down) is retried as the queue says. */
export const workSendEmail = (jobs: Jobs, { mailer }: Pick<WorkerDeps, 'mailer'>) =>
  jobs.work<EmailJob>(SEND_EMAIL, async ({ client: _client, ...message }) => {
    await mailer.send(message);
  });
