import {
  CONTACT_MESSAGES,
  type ContactDto,
  type createContactSchema,
  MAX_CONTACTS,
  type updateContactSchema,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import { lockWorkspaceClient } from '../../platform/db/lock-client';
import type { Database } from '../../platform/db/schema';
import { newShareToken } from '../clients';
import { getContact } from './contact-rows';

export type Trx = Transaction<Database>;

/** The contact `contactId` of the (locked) client; 404 'Contact not found' otherwise. */
export async function contactOf(trx: Trx, clientId: string, contactId: string) {
  const row = await trx
    .selectFrom('client_contacts')
    .select(['id', 'email', 'is_primary'])
    .where('id', '=', contactId)
    .where('project_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
}

/** 409 when another contact of the client has this address (compared as lower case, like the index). */
async function refuseTakenEmail(trx: Trx, clientId: string, email: string, exceptId?: string) {
  const taken = await trx
    .selectFrom('client_contacts')
    .select('id')
    .where('project_id', '=', clientId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId ?? ''))
    .executeTakeFirst();
  if (taken) throw conflict(CONTACT_MESSAGES.duplicateEmail);
}

/** POST /api/clients/{id}/contacts: a new contact with their own portal link (not invited yet). */
export async function addContact(
  ctx: OwnerContext,
  clientId: string,
  input: z.output<typeof createContactSchema>,
  origin: string,
): Promise<ContactDto> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
    await refuseTakenEmail(trx, clientId, input.email);
    const { n } = await trx
      .selectFrom('client_contacts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', clientId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CONTACTS) throw conflict(CONTACT_MESSAGES.tooMany(MAX_CONTACTS));
    const row = await trx
      .insertInto('client_contacts')
      .values({
        project_id: clientId,
        name: input.name,
        email: input.email,
        role: input.role,
        share_token: newShareToken(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getContact(ctx, clientId, id, origin);
}

/**
 * PATCH /api/clients/{id}/contacts/{contactId}. The primary's name and email are the client's:
 * they are written on `projects` and the trigger brings them to the contact's row. A new address
 * may work: the old one's bounce no longer holds mail back.
 */
export async function updateContact(
  ctx: OwnerContext,
  clientId: string,
  contactId: string,
  input: z.output<typeof updateContactSchema>,
  origin: string,
): Promise<ContactDto> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
    const contact = await contactOf(trx, clientId, contactId);
    if (input.email !== undefined) await refuseTakenEmail(trx, clientId, input.email, contactId);
    const addressChanged = input.email !== undefined && input.email !== contact.email;
    const bounce = addressChanged ? { email_bounced_at: null, email_bounce_reason: null } : {};
    if (contact.is_primary && (input.name !== undefined || input.email !== undefined)) {
      await trx
        .updateTable('projects')
        .set({ client_name: input.name, client_email: input.email, ...bounce, updated_at: new Date() })
        .where('id', '=', clientId)
        .execute();
    }
    // The role is the contact's own, primary or not; the rest only for the others.
    const own = contact.is_primary ? {} : { name: input.name, email: input.email, ...bounce };
    const values = { ...own, ...(input.role !== undefined ? { role: input.role } : {}) };
    if (Object.values(values).some((v) => v !== undefined)) {
      await trx
        .updateTable('client_contacts')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', contactId)
        .execute();
    }
  });
  return getContact(ctx, clientId, contactId, origin);
}

/** DELETE /api/clients/{id}/contacts/{contactId}: their link stops working; what they did keeps their name. */
export async function removeContact(ctx: OwnerContext, clientId: string, contactId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
    const contact = await contactOf(trx, clientId, contactId);
    if (contact.is_primary) throw conflict(CONTACT_MESSAGES.primaryCannotBeRemoved);
    await trx.deleteFrom('client_contacts').where('id', '=', contactId).execute();
  });
}
