import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/platform/db/database';
import { uniqueEmail } from '../helpers/test-app';

/**
 * Another contact of `clientId`, written straight to the table as the contacts routes would
 * (their own link): Sam Finance at a fresh address unless told; `email: null` for none.
 */
export const insertContact = (db: Db, clientId: string, values: { name?: string; email?: string | null } = {}) =>
  db
    .insertInto('client_contacts')
    .values({
      project_id: clientId,
      name: values.name ?? 'Sam Finance',
      email: values.email === undefined ? uniqueEmail('contact') : values.email,
      share_token: randomBytes(32).toString('base64url'),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const contactRowOf = (db: Db, id: string) =>
  db.selectFrom('client_contacts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Marks a contact as their unsubscribe link or a bounce would. */
export const markContact = (db: Db, id: string, as: 'unsubscribed' | 'bounced') =>
  db
    .updateTable('client_contacts')
    .set(as === 'unsubscribed' ? { email_unsubscribed_at: new Date() } : { email_bounced_at: new Date() })
    .where('id', '=', id)
    .execute();
