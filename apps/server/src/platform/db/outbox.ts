import type { Db } from './database';
import type { OutboxAttachment } from './schema';

/** One message as the outbox keeps it (what the mailer would have sent, shown at /dev/outbox). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  headers?: Record<string, string> | undefined;
  attachments?: { filename: string; contentType: string; content: Buffer }[] | undefined;
}

export async function writeOutbox(db: Db, m: OutboxMessage): Promise<void> {
  // The bytes too (base64): /dev/outbox offers them for download, as a mail client would.
  const attachments: OutboxAttachment[] | null = m.attachments?.length
    ? m.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: a.content.toString('base64'),
      }))
    : null;
  await db
    .insertInto('outbox')
    .values({
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html ?? null,
      reply_to: m.replyTo ?? null,
      headers: m.headers && Object.keys(m.headers).length > 0 ? JSON.stringify(m.headers) : null,
      attachments: attachments ? JSON.stringify(attachments) : null,
    })
    .execute();
}

/** A kept attachment as the page lists it: its bytes stay in the row until one is downloaded. */
export interface OutboxAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
}

/** The newest 100 kept mails, for /dev/outbox, each attachment by name, type and size. */
export async function latestOutbox(db: Db) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();
  return rows.map(({ attachments, ...row }) => ({
    ...row,
    attachments: (attachments ?? []).map(
      (a): OutboxAttachmentInfo => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.base64, 'base64'),
      }),
    ),
  }));
}

/** One message's HTML part, as a mail client would show it. */
export const outboxHtml = async (db: Db, id: string) =>
  (await db.selectFrom('outbox').select('html_body').where('id', '=', id).executeTakeFirst())?.html_body ?? null;

/** One message's `index`-th attachment with its bytes, or null. */
export async function outboxAttachment(
  db: Db,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const row = await db.selectFrom('outbox').select('attachments').where('id', '=', id).executeTakeFirst();
  const a = row?.attachments?.[index];
  return a ? { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') } : null;
}
