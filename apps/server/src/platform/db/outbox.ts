import type { Db } from './database';

/** One message as the outbox keeps it (what the mailer would have sent, shown at /dev/outbox). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  headers?: Record<string, string> | undefined;
}

export async function writeOutbox(db: Db, m: OutboxMessage): Promise<void> {
  await db
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
}

export const latestOutbox = (db: Db) =>
  db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();

/** One message's HTML part, as a mail client would show it. */
export const outboxHtml = async (db: Db, id: string) =>
  (await db.selectFrom('outbox').select('html_body').where('id', '=', id).executeTakeFirst())?.html_body ?? null;
