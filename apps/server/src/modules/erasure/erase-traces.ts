import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

const count = (res: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) =>
  Number('numDeletedRows' in res ? res.numDeletedRows : res.numUpdatedRows);

/** Whether `text` (any expression) holds one of `needles`, case folded. */
const mentions = (text: RawBuilder<unknown>, needles: string[]) =>
  sql<boolean>`EXISTS (SELECT 1 FROM unnest(${needles.map((n) => n.toLowerCase())}::text[]) AS n(v)
    WHERE position(n.v IN lower(${text})) > 0)`;

/**
 * What other tables say about the client without a key to it: mails waiting or kept in the
 * outbox, webhook messages and the receivers' answers, stored answers of idempotent requests,
 * rate-limit windows and verification rows keyed by an address. Found by the client's id, its
 * contacts' ids, addresses, names and portal tokens (`needles`).
 */
export async function eraseTraces(trx: Kysely<Database>, workspaceId: string, needles: string[], emails: string[]) {
  if (needles.length === 0) return { emails: 0, webhookMessages: 0, storedResponses: 0 };
  const mails = count(
    await trx
      .deleteFrom('outbox')
      .where((eb) =>
        eb.or([
          ...(emails.length ? [eb(sql<string>`lower(to_address)`, 'in', emails)] : []),
          eb(
            mentions(
              sql`concat_ws(' ', to_address, reply_to, subject, text_body, html_body, headers::text, attachments::text)`,
              needles,
            ),
            '=',
            true,
          ),
        ]),
      )
      .executeTakeFirst(),
  );
  const webhookMessages = await redactWebhookMessages(trx, workspaceId, needles);
  const storedResponses = count(
    await trx.deleteFrom('idempotency_keys').where(mentions(sql`response_body`, needles)).executeTakeFirst(),
  );
  await trx.deleteFrom('rate_limits').where(mentions(sql`key`, needles)).execute();
  await trx.deleteFrom('verification').where(mentions(sql`concat_ws(' ', identifier, value)`, needles)).execute();
  return { emails: mails, webhookMessages, storedResponses };
}

/**
 * The workspace's webhook messages about the client keep their event type and time (the delivery
 * log still adds up) but their body becomes a stub; the receivers' answers to them go too.
 */
async function redactWebhookMessages(trx: Kysely<Database>, workspaceId: string, needles: string[]) {
  const rows = await trx
    .updateTable('webhook_messages')
    .set({
      body: sql<string>`json_build_object('type', event_type, 'timestamp', created_at,
        'data', json_build_object('erased', true))::text`,
    })
    .where('workspace_id', '=', workspaceId)
    .where(mentions(sql`body`, needles))
    .returning('id')
    .execute();
  if (rows.length === 0) return 0;
  await trx
    .updateTable('webhook_attempts')
    .set({ response_excerpt: '', error: null })
    .where(
      'message_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.length;
}
