import { type ContactDto, portalUrl } from '@bloom/core';
import type { Selectable } from 'kysely';
import type { ClientContactsTable } from '../../platform/db/schema-contacts';

/** The columns a ContactDto is made of. */
export const CONTACT_DTO_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'is_primary',
  'share_token',
  'invitation_sent_at',
  'email_unsubscribed_at',
  'email_bounced_at',
  'portal_last_seen_at',
  'created_at',
] as const;

export type ContactDtoRow = Pick<Selectable<ClientContactsTable>, (typeof CONTACT_DTO_COLUMNS)[number]>;

/** A contact row as the API answers it: their own portal link on the workspace's portal origin. */
export function toContactDto(row: ContactDtoRow, portalOrigin: string): ContactDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    primary: row.is_primary,
    portalUrl: portalUrl(portalOrigin, row.share_token),
    invitationSentAt: row.invitation_sent_at?.toISOString() ?? null,
    unsubscribed: row.email_unsubscribed_at !== null,
    bounced: row.email_bounced_at !== null,
    lastSeenAt: row.portal_last_seen_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
