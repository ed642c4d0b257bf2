import type { ContactDto } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { lockWorkspaceClient } from '../../platform/db/lock-client';
import { listContacts } from './contact-rows';
import { contactOf } from './contact-service';

/**
 * What a person on the client's side has on `projects` (the primary) and on each contact row
 * (migration 018), but last_reminder_at: on `projects` it is the client's reminder schedule, which
 * every contact shares, so a new primary must not move it.
 */
const PERSON_STATE = [
  'invitation_queued_at',
  'invitation_sent_at',
  'email_unsubscribed_at',
  'email_bounced_at',
  'email_bounce_reason',
  'portal_last_seen_at',
] as const;

/**
 * POST /api/clients/{id}/contacts/{contactId}/primary, in one transaction: the old primary's row
 * stops being primary (it keeps its name, email, link and email state: it becomes an ordinary
 * contact), the new one becomes primary, and `projects` takes the new primary's name, email, link
 * and email state, which the trigger copies back onto the same row. Answers the list.
 */
export async function makePrimary(
  ctx: OwnerContext,
  clientId: string,
  contactId: string,
  origin: string,
): Promise<ContactDto[]> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
    const contact = await contactOf(trx, clientId, contactId);
    if (contact.is_primary) return;
    await trx
      .updateTable('client_contacts')
      .set({ is_primary: false, updated_at: new Date() })
      .where('project_id', '=', clientId)
      .where('is_primary', '=', true)
      .execute();
    await trx
      .updateTable('client_contacts')
      .set({ is_primary: true, updated_at: new Date() })
      .where('id', '=', contactId)
      .execute();
    const state = sql.raw(PERSON_STATE.map((column) => `${column} = c.${column}`).join(', '));
    await sql`
      UPDATE projects p
      SET client_name = c.name, client_email = c.email, share_token = c.share_token, ${state}, updated_at = now()
      FROM client_contacts c
      WHERE c.id = ${contactId} AND p.id = ${clientId}`.execute(trx);
  });
  return listContacts(ctx, clientId, origin);
}
