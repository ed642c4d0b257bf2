import { emailBlock } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Addresses compare as mail servers treat them in practice: case and surrounding space aside. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why a queued email to a client must not go now, or null when it may: the client was deleted,
 * archived, unsubscribed or is bouncing since it was queued, or its address is no longer `to`.
 */
export async function clientMailSkipReason(db: Db, clientId: string, to: string): Promise<string | null> {
  const row = await db
    .selectFrom('projects')
    .select(['client_email', 'email_unsubscribed_at', 'email_bounced_at', 'status'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) return 'the client was deleted';
  const block = emailBlock(row);
  if (block && block !== 'no-email') return block;
  if (!row.client_email || !sameAddress(row.client_email, to)) return 'the address changed';
  return null;
}

/** The SMTP server accepted the invitation: only now does the client page say 'Invitation sent'. */
export async function markInvitationSent(db: Db, clientId: string): Promise<void> {
  await db
    .updateTable('projects')
    .set({ invitation_sent_at: sql<Date>`now()` })
    .where('id', '=', clientId)
    .where('invitation_queued_at', 'is not', null)
    .execute();
}

/**
 * The server refused `to` for good: no more mail to the client until the owner changes the
 * address (client-service.ts clears it then). Not when the address already changed meanwhile.
 */
export async function markBouncing(db: Db, clientId: string, to: string, reason: string): Promise<void> {
  await db
    .updateTable('projects')
    .set({ email_bounced_at: sql<Date>`now()`, email_bounce_reason: reason.slice(0, 500) })
    .where('id', '=', clientId)
    .where(sql<boolean>`lower(trim(client_email)) = ${to.trim().toLowerCase()}`)
    .execute();
}
