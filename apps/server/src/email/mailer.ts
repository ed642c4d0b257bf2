import nodemailer from 'nodemailer';
import type { Db } from '../db/database';

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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
        });
      },
    };
  }
  return {
    async send(m) {
      await opts.db
        .insertInto('outbox')
        .values({
          to_address: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html ?? null,
          reply_to: m.replyTo ?? null,
          headers: m.headers && Object.keys(m.headers).length > 0 ? JSON.stringify(m.headers) : null,
        })
        .execute();
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[outbox] to=${m.to} subject="${m.subject}"${links.length ? ` links: ${links.join(' ')}` : ''}`);
    },
  };
}

/** The newest 100 kept mails, for /dev/outbox. */
export const latestOutbox = (db: Db) =>
  db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();
