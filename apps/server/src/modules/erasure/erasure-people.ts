import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** What identifies a client and its contacts in free text: the values erasure looks for. */
export interface ErasedPeople {
  clientId: string;
  contactIds: string[];
  /** Lower-cased addresses of the client and every contact. */
  emails: string[];
  /** The client's and every contact's name (only those long enough to search for, see below). */
  names: string[];
  /** Every portal link's token (the client's and each contact's). */
  tokens: string[];
}

/**
 * A name shorter than this is not searched for in free text (mails, webhook bodies): "Al" would
 * match unrelated rows. Rows are still found by the client's id, addresses and tokens.
 */
const MIN_SEARCHED_NAME = 3;

/** The client's row (locked by the caller) and its contacts, read before anything is removed. */
export async function readPeople(
  trx: Kysely<Database>,
  client: { id: string; client_name: string; client_email: string | null; share_token: string },
): Promise<ErasedPeople> {
  const contacts = await trx
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'share_token'])
    .where('project_id', '=', client.id)
    .execute();
  const emails = [client.client_email, ...contacts.map((c) => c.email)]
    .filter((e): e is string => !!e)
    .map((e) => e.toLowerCase());
  const names = [client.client_name, ...contacts.map((c) => c.name)]
    .map((n) => n.trim())
    .filter((n) => n.length >= MIN_SEARCHED_NAME);
  return {
    clientId: client.id,
    contactIds: contacts.map((c) => c.id),
    emails: [...new Set(emails)],
    names: [...new Set(names)],
    tokens: [...new Set([client.share_token, ...contacts.map((c) => c.share_token)])],
  };
}

/** Every value whose presence in a row's text ties that row to the erased client. */
export const needlesOf = (people: ErasedPeople): string[] => [
  people.clientId,
  ...people.contactIds,
  ...people.emails,
  ...people.names,
  ...people.tokens,
];
