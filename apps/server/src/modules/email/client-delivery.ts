import { emailBlock } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Addresses compare as mail servers treat them in practice: case and surrounding space aside. */
const normalized = (address: string) => address.trim().toLowerCase();
const sameAddress = (a: string, b: string) => normalized(a) === normalized(b);

/** Whom a queued email to a client is for: its primary contact, or another contact (`contactId`). */
export interface MailRecipient {
  id: string;
  contactId?: string | undefined;
}

/** The person's address and email state, with the client's status; the primary's from `projects`. */
async function recipientState(db: Db, { id, contactId }: MailRecipient) {
  if (!contactId) {
    return db
      .selectFrom('projects')
      .select(['client_email', 'email_unsubscribed_at', 'email_bounced_at', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  // The primary's row mirrors `projects`, so a contact made primary since reads the same here.
  return db
    .selectFrom('client_contacts as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select(['c.email as client_email', 'c.email_unsubscribed_at', 'c.email_bounced_at', 'p.status'])
    .where('c.id', '=', contactId)
    .where('c.project_id', '=', id)
    .executeTakeFirst();
}

/**
 * Why a queued email to a client's contact must not go now, or null when it may: the client was
 * deleted, archived, the contact removed, unsubscribed or bouncing since it was queued, or their
 * address is no longer `to`. `evenUnsubscribed`: a record of a transaction the contact takes part
 * in (a signing code they asked for, the signed agreement) goes to an unsubscribed contact too.
 */
export async function clientMailSkipReason(
  db: Db,
  recipient: MailRecipient,
  to: string,
  options: { evenUnsubscribed?: boolean } = {},
): Promise<string | null> {
  const row = await recipientState(db, recipient);
  if (!row) return recipient.contactId ? 'the contact was removed' : 'the client was deleted';
  const block = emailBlock(options.evenUnsubscribed ? { ...row, email_unsubscribed_at: null } : row);
  if (block && block !== 'no-email') return block;
  if (!row.client_email || !sameAddress(row.client_email, to)) return 'the address changed';
  return null;
}

/** The SMTP server accepted the invitation: only now does the client page say 'Invitation sent'. */
export async function markInvitationSent(db: Db, { id, contactId }: MailRecipient): Promise<void> {
  const sentAt = { invitation_sent_at: sql<Date>`now()` };
  if (contactId) {
    await db
      .updateTable('client_contacts')
      .set(sentAt)
      .where('id', '=', contactId)
      .where('project_id', '=', id)
      .where('is_primary', '=', false)
      .where('invitation_queued_at', 'is not', null)
      .execute();
  }
  // The primary's state is written on `projects` (the trigger copies it): a job for the primary,
  // or for a contact who was made primary while it waited.
  await db
    .updateTable('projects')
    .set(sentAt)
    .where('id', '=', id)
    .where('invitation_queued_at', 'is not', null)
    .$if(contactId !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('client_contacts as k')
            .select(sql`1`.as('one'))
            .where('k.id', '=', contactId ?? '')
            .where('k.project_id', '=', id)
            .where('k.is_primary', '=', true),
        ),
      ),
    )
    .execute();
}

/**
 * The server refused `to` for good: no more mail to whoever of the client's contacts has that
 * address until the owner changes it (client-service.ts clears the primary's then). Not when the
 * address already changed meanwhile.
 */
export async function markBouncing(db: Db, clientId: string, to: string, reason: string): Promise<void> {
  const bounced = { email_bounced_at: sql<Date>`now()`, email_bounce_reason: reason.slice(0, 500) };
  await db
    .updateTable('projects')
    .set(bounced)
    .where('id', '=', clientId)
    .where(sql<boolean>`lower(trim(client_email)) = ${normalized(to)}`)
    .execute();
  // Another contact with that address (one at most: addresses are unique within a client).
  await db
    .updateTable('client_contacts')
    .set(bounced)
    .where('project_id', '=', clientId)
    .where('is_primary', '=', false)
    .where(sql<boolean>`lower(trim(email)) = ${normalized(to)}`)
    .execute();
}
