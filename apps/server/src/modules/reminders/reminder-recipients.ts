import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** A person a reminder goes to: the client's primary contact (no `contactId`) or another contact. */
export interface Recipient {
  name: string;
  email: string;
  shareToken: string;
  contactId?: string;
}

/** The primary contact as `projects` holds it. */
export interface PrimaryContact {
  client_name: string;
  client_email: string | null;
  share_token: string;
  email_unsubscribed_at: Date | null;
  email_bounced_at: Date | null;
}

/** Another contact who can be emailed (the reads below pick only those). */
export interface OtherContact {
  id: string;
  name: string;
  email: string | null;
  share_token: string;
}

/**
 * Everyone a reminder reaches, each with their own portal link: the primary when they can be
 * emailed (an address, not unsubscribed, not bouncing), then the other reachable contacts.
 */
export function reachableRecipients(primary: PrimaryContact, others: readonly OtherContact[]): Recipient[] {
  const address = primary.email_unsubscribed_at || primary.email_bounced_at ? null : primary.client_email;
  return [
    ...(address ? [{ name: primary.client_name, email: address, shareToken: primary.share_token }] : []),
    ...others.flatMap((c) =>
      c.email ? [{ name: c.name, email: c.email, shareToken: c.share_token, contactId: c.id }] : [],
    ),
  ];
}

/**
 * The client's reminder recipients read inside `trx` (fresh, with the claim of whatever reminder
 * is about to go); none when the client is gone or nobody can be reached.
 */
export async function readReminderRecipients(trx: Kysely<Database>, clientId: string): Promise<Recipient[]> {
  const primary = await trx
    .selectFrom('projects')
    .select(['client_name', 'client_email', 'share_token', 'email_unsubscribed_at', 'email_bounced_at'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!primary) return [];
  const others = await trx
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'share_token'])
    .where('project_id', '=', clientId)
    .where('is_primary', '=', false)
    .where('email', 'is not', null)
    .where('email_unsubscribed_at', 'is', null)
    .where('email_bounced_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return reachableRecipients(primary, others);
}
