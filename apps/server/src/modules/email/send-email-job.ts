import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type EnqueueOptions, enqueue } from '../../platform/jobs/enqueue';
import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import type { MailAttachment, MailMessage, OutgoingMail } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/storage/file-storage';
import { clientMailSkipReason, markBouncing, markInvitationSent } from './client-delivery';
import {
  markTeamInvitationDelivered,
  markTeamInvitationRefused,
  type TeamInvitationMail,
  teamInvitationSkipReason,
} from './team-invitation-delivery';

export const SEND_EMAIL = 'send-email';

/**
 * Why a client email goes: 'agreement' asks a contact to sign (like an invitation, it respects an
 * unsubscribe); 'agreement-record' is a signing code the contact asked for or the signed document
 * itself, records of a transaction they are part of, which reach them even unsubscribed.
 * 'payment-record' is an invoice, its receipt or a credit note, records the same way;
 * 'payment-reminder' asks to pay an open invoice, and respects an unsubscribe (issue 35);
 * 'due-reminder' names a stage due soon or past its date, and respects one too.
 */
export type ClientMailKind =
  | 'invitation'
  | 'reminder'
  | 'agreement'
  | 'agreement-record'
  | 'payment-record'
  | 'payment-reminder'
  | 'due-reminder';

/** A file sent with a queued email: the job names it in storage and reads it when sending. */
export interface QueuedAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

/**
 * A queued email. Mail to a client names it (and the contact, when not the primary): checked again
 * before sending, its delivery recorded on that person. Attachments ride as storage keys, so the
 * job's payload stays small whatever the file's size.
 */
export interface EmailJob extends MailMessage {
  client?: { id: string; kind: ClientMailKind; contactId?: string };
  /** A team invitation: checked again before sending, its delivery or refusal recorded on it. */
  teamInvitation?: TeamInvitationMail;
  attachments?: QueuedAttachment[];
}

/** How the log names the person a client email was for. */
const whom = (client: NonNullable<EmailJob['client']>) =>
  `client ${client.id}${client.contactId ? ` (contact ${client.contactId})` : ''}`;

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
 * queue says; a permanent refusal is final (no retry): the client contact's address is marked bouncing.
 * Mail to a client is checked again first, since things change while it waits.
 */
/**
 * `onInvitationSent`: what follows an invitation's delivery (the composition root passes the due
 * dates' refresh: the invitation starts the client's clock). A callback, so mail imports no area above it.
 */
export const workSendEmail = (
  jobs: Jobs,
  { db, mailer, storage }: Pick<WorkerDeps, 'db' | 'mailer' | 'storage'>,
  onInvitationSent: (db: WorkerDeps['db'], clientId: string) => Promise<unknown> = async () => undefined,
) =>
  jobs.work<EmailJob>(SEND_EMAIL, async ({ client, teamInvitation, attachments: queued, ...rest }, job) => {
    if (teamInvitation) {
      const skip = await teamInvitationSkipReason(db, teamInvitation);
      if (skip) {
        console.log(`[email] team invitation ${teamInvitation.id} not sent (job ${job.id}): ${skip}`);
        return;
      }
    }
    if (client) {
      const skip = await clientMailSkipReason(db, client, rest.to, {
        evenUnsubscribed: client.kind === 'agreement-record' || client.kind === 'payment-record',
      });
      if (skip) {
        console.log(`[email] ${client.kind} to ${whom(client)} not sent (job ${job.id}): ${skip}`);
        return;
      }
    }
    // A file that cannot be read yet throws: the job is tried again, as for a failed send.
    const message: OutgoingMail = queued?.length
      ? { ...rest, attachments: await readAttachments(storage, queued) }
      : rest;
    try {
      await mailer.send(message);
    } catch (err) {
      const refusal = permanentRefusal(err);
      if (refusal === null) throw err;
      if (client) {
        await markBouncing(db, client.id, message.to, refusal);
        console.error(`[email] ${client.kind} to ${whom(client)} refused for good, address bouncing: ${refusal}`);
      } else if (teamInvitation) {
        await markTeamInvitationRefused(db, teamInvitation, refusal);
        console.error(`[email] team invitation ${teamInvitation.id} refused for good: ${refusal}`);
      } else {
        console.error(`[email] "${message.subject}" to ${message.to} refused for good (job ${job.id}): ${refusal}`);
      }
      return;
    }
    if (client?.kind === 'invitation') {
      // The mail is gone: failing the job now would send it again. A stale status is the lesser harm.
      await markInvitationSent(db, client)
        .then(() => onInvitationSent(db, client.id))
        .catch((err: unknown) =>
          console.error(`[email] invitation to ${whom(client)} sent, but recording it failed:`, err),
        );
    }
    if (teamInvitation) {
      await markTeamInvitationDelivered(db, teamInvitation).catch((err: unknown) =>
        console.error(`[email] team invitation ${teamInvitation.id} sent, but recording it failed:`, err),
      );
    }
  });

/** The queued attachments' bytes, read whole from storage (a sealed agreement is a few hundred KB). */
async function readAttachments(
  storage: FileStorage | undefined,
  queued: QueuedAttachment[],
): Promise<MailAttachment[]> {
  if (!storage) throw new Error('An email has attachments but no file storage is configured');
  return Promise.all(
    queued.map(async ({ filename, contentType, storageKey }) => {
      const object = await storage.get(storageKey);
      if (!object) throw new Error(`The attachment ${filename} (${storageKey}) is not in storage`);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return { filename, contentType, content: Buffer.concat(chunks) };
    }),
  );
}
