import type { ContactDto } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { queueContactInvitation } from '../email';
import { getContact } from './contact-rows';

export interface ContactInvitationLinks {
  /** PUBLIC_URL or the request's origin: the logo and the unsubscribe link are built on it. */
  origin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** The workspace's portal origin when it has its own; else `origin`. */
  portalOrigin?: string;
}

/** 'Send invitation' to a contact of a client (modules/email/contact-invitation.ts), answering the contact. */
export async function inviteContact(
  ctx: OwnerContext,
  clientId: string,
  contactId: string,
  links: ContactInvitationLinks,
): Promise<ContactDto> {
  await queueContactInvitation(ctx, clientId, contactId, links);
  return getContact(ctx, clientId, contactId, links.portalOrigin ?? links.origin);
}
