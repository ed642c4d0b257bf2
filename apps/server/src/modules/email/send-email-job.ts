import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type EnqueueOptions, enqueue } from '../../platform/jobs/enqueue';
import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { clientMailSkipReason, markBouncing, markInvitationSent } from './client-delivery';

export const SEND_EMAIL = 'send-email';

/** A queued email. Mail to a client names it: checked again before sending, its delivery recorded. */
export interface EmailJob extends MailMessage {
  client?: { id: string; kind: 'invitation' | 'reminder' };
}

/**
 * Queues `message` in `trx`: it is sent once the transaction commits, and never if it rolls back
 * (with `options.startAfter`, not before then).
 */
export const enqueueEmail = (trx: Kysely<Database>, message: EmailJob, options: EnqueueOptions = {}) =>
  enqueue(trx, SEND_EMAIL, message, options);

interface SmtpError {
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  message?: unknown;
}

/**
 * The server's answer when it refused the recipient for good: a 5xx to RCPT TO (every recipient
 * refused) or to the message itself. Null for anything worth another try: 4xx, a connection
 * refused or timed out, and 5xx about us rather than the address (AUTH, MAIL FROM), which the
 * operator can fix while the retries wait. 503 is a protocol sequence error, not a refusal.
 */
export function permanentRefusal(err: unknown): string | null {
  const e = (err ?? {}) as SmtpError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  if (code < 500 || code > 599 || code === 503) return null;
  if (e.command !== 'RCPT TO' && e.command !== 'DATA') return null;
  if (typeof e.response === 'string' && e.response.trim()) return e.response.trim();
  return typeof e.message === 'string' ? e.message : `SMTP ${code}`;
}

/**
 * Sends queued emails with the mailer. A temporary failure throws, and pg-boss tries again as the
 * queue says; a permanent refusal is final (no retry): a client's address is marked bouncing.
 * Mail to a client is checked again first, since things change while it waits.
 */
export const workSendEmail = (jobs: Jobs, { db, mailer }: Pick<WorkerDeps, 'db' | 'mailer'>) =>
  jobs.work<EmailJob>(SEND_EMAIL, async ({ client, ...message }, job) => {
    if (client) {
      const skip = await clientMailSkipReason(db, client.id, message.to);
      if (skip) {
        console.log(`[email] ${client.kind} to client ${client.id} not sent (job ${job.id}): ${skip}`);
        return;
      }
    }
    try {
      await mailer.send(message);
    } catch (err) {
      const refusal = permanentRefusal(err);
      if (refusal === null) throw err;
      if (client) {
        await markBouncing(db, client.id, message.to, refusal);
        console.error(`[email] ${client.kind} to client ${client.id} refused for good, address bouncing: ${refusal}`);
      } else {
        console.error(`[email] "${message.subject}" to ${message.to} refused for good (job ${job.id}): ${refusal}`);
      }
      return;
    }
    if (client?.kind === 'invitation') {
      // The mail is gone: failing the job now would send it again. A stale status is the lesser harm.
      await markInvitationSent(db, client.id).catch((err: unknown) =>
        console.error(`[email] invitation to client ${client.id} sent, but recording it failed:`, err),
      );
    }
  });
