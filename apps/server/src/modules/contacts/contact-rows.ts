import { CLIENT_MESSAGES, CONTACT_MESSAGES, type ContactDto } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { CONTACT_DTO_COLUMNS, type ContactDtoRow, toContactDto } from './contact-dto';

/**
 * The contacts of one client of a workspace, primary first, then oldest first. Every client has a
 * primary contact (migration 018's trigger), so no row means the client is not the workspace's.
 */
export function contactsOf(db: Kysely<Database>, workspaceId: string, clientId: string) {
  return db
    .selectFrom('client_contacts')
    .select(CONTACT_DTO_COLUMNS)
    .where('project_id', 'in', (eb) =>
      eb.selectFrom('projects').select('id').where('id', '=', clientId).where('workspace_id', '=', workspaceId),
    )
    .orderBy('is_primary', 'desc')
    .orderBy('created_at')
    .orderBy('id');
}

/** A client's contacts as rows; 404 'Client not found' when it is not this workspace's. */
export async function contactRows(ctx: OwnerContext, clientId: string): Promise<ContactDtoRow[]> {
  const rows = await contactsOf(ctx.db, ctx.workspaceId, clientId).execute();
  if (rows.length === 0) throw notFound(CLIENT_MESSAGES.notFound);
  return rows;
}

/** GET /api/clients/{id}/contacts. */
export async function listContacts(ctx: OwnerContext, clientId: string, origin: string): Promise<ContactDto[]> {
  return (await contactRows(ctx, clientId)).map((row) => toContactDto(row, origin));
}

/** One contact of a client of this workspace; 404 for the client's or the contact's absence. */
export async function getContact(
  ctx: OwnerContext,
  clientId: string,
  contactId: string,
  origin: string,
): Promise<ContactDto> {
  const row = (await contactRows(ctx, clientId)).find((r) => r.id === contactId);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return toContactDto(row, origin);
}
