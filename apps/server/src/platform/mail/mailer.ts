import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { writeOutbox } from '../db/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes: the workspace's contact email on a workspace's mail. */
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post on mail to clients. */
  headers?: Record<string, string>;
}

/**
 * What the mailer sends: a message and its files (a signed agreement's sealed PDF). Apart from
 * MailMessage because a queued email names its files in storage instead (send-email-job.ts).
 */
export interface OutgoingMail extends MailMessage {
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/** With SMTP_URL, real mail through nodemailer; without it, the local outbox. */
export function createMailer(opts: { db: Db; smtpUrl?: string | undefined; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          replyTo: m.replyTo,
          headers: m.headers,
          attachments: m.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        });
      },
    };
  }
  return {
    async send(m) {
      await writeOutbox(opts.db, m);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[outbox] to=${m.to} subject="${m.subject}"${links.length ? ` links: ${links.join(' ')}` : ''}`);
    },
  };
}
