import {
  CLIENT_MESSAGES,
  type ClientEmailStatus,
  CONTACT_MESSAGES,
  EMAIL_MESSAGES,
  ERROR_CODES,
  emailBlock,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { EmailLinks } from './client-email';
import { EMAIL_WORKSPACE_COLUMNS, toEmailWorkspace } from './email-brand';
import { invitationTemplate } from './email-settings';
import { queueInvitation } from './invitation';
import { invitationEmail } from './invitation-email';
import { enqueueEmail } from './send-email-job';

/** What the owner is told when this contact cannot be emailed. */
const BLOCKED: Record<NonNullable<ClientEmailStatus['blockedBy']>, string> = {
  'no-email': CONTACT_MESSAGES.noEmail,
  unsubscribed: CONTACT_MESSAGES.unsubscribed,
  bouncing: CONTACT_MESSAGES.bounced,
  archived: EMAIL_MESSAGES.archived,
};

/**
 * 'Send invitation' to one contact of a client: the workspace's invitation with their own portal
 * link and unsubscribe, queued with the request and marked sent on their row once the SMTP server
 * accepts it (modules/email/send-email-job.ts). The primary contact's is the client's own
 * invitation (queueInvitation). 404 for an unknown or another workspace's client or contact; 409
 * with the reason when the contact cannot be emailed (no address, unsubscribed, bouncing, archived).
 */
export async function queueContactInvitation(
  ctx: OwnerContext,
  clientId: string,
  contactId: string,
  links: EmailLinks,
): Promise<void> {
  const primary = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('client_contacts as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
      .select([
        // Not `name`: that is the workspace's (EMAIL_WORKSPACE_COLUMNS).
        'c.name as contact_name',
        'c.email',
        'c.is_primary',
        'c.share_token',
        'c.email_unsubscribed_at',
        'c.email_bounced_at',
        'p.name as project_name',
        'p.status',
        ...EMAIL_WORKSPACE_COLUMNS,
        'w.invitation_subject',
        'w.invitation_body',
      ])
      .where('c.id', '=', contactId)
      .where('c.project_id', '=', clientId)
      .where('p.workspace_id', '=', ctx.workspaceId)
      // Held until commit: an address change or unsubscribe waits, so the mail queued matches the row.
      .forUpdate('c')
      .executeTakeFirst();
    // On the transaction: PGlite's one connection is held by it.
    if (!row) throw notFound(await missing(trx, ctx.workspaceId, clientId));
    if (row.is_primary) return true;
    const block = emailBlock({ ...row, client_email: row.email });
    if (block || !row.email) throw new ServiceError(ERROR_CODES.CONFLICT, BLOCKED[block ?? 'no-email']);
    const message = invitationEmail(
      toEmailWorkspace(row),
      invitationTemplate(row),
      {
        id: clientId,
        contactId,
        email: row.email,
        name: row.contact_name,
        projectName: row.project_name,
        shareToken: row.share_token,
      },
      links,
    );
    await trx
      .updateTable('client_contacts')
      .set({ invitation_queued_at: sql<Date>`now()`, invitation_sent_at: null })
      .where('id', '=', contactId)
      .execute();
    await enqueueEmail(trx, { ...message, client: { id: clientId, kind: 'invitation', contactId } });
    return false;
  });
  // The primary's state lives on `projects`: theirs is exactly the client's invitation.
  if (primary) await queueInvitation(ctx, clientId, links);
}

/** Which of the two ids named nothing of this workspace's. */
async function missing(db: Db, workspaceId: string, clientId: string): Promise<string> {
  const client = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', clientId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return client ? CONTACT_MESSAGES.notFound : CLIENT_MESSAGES.notFound;
}
