import { CLIENT_MESSAGES, type ClientEmailStatus, EMAIL_MESSAGES, ERROR_CODES, emailBlock } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import type { EmailLinks } from './client-email';
import { EMAIL_WORKSPACE_COLUMNS, toEmailWorkspace } from './email-brand';
import { invitationTemplate } from './email-settings';
import { invitationEmail } from './invitation-email';
import { enqueueEmail } from './send-email-job';

/** What the owner is told when the client cannot be emailed. */
const BLOCKED: Record<NonNullable<ClientEmailStatus['blockedBy']>, string> = {
  'no-email': EMAIL_MESSAGES.noEmail,
  unsubscribed: EMAIL_MESSAGES.unsubscribed,
  bouncing: EMAIL_MESSAGES.bouncing,
  archived: EMAIL_MESSAGES.archived,
};

/**
 * 'Send invitation' / 'Resend': renders the invitation from the workspace's template now and
 * queues it in the same transaction that records the request, so the client page says "on its
 * way" until the send-email worker records the SMTP server's acceptance (invitation_sent_at).
 * 404 for another workspace's or an unknown client; 409 with the reason when the client cannot
 * be emailed (no address, unsubscribed, bouncing, archived).
 */
export async function queueInvitation(ctx: OwnerContext, clientId: string, links: EmailLinks): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('projects as p')
      .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
      .select([
        'p.id',
        'p.name as project_name',
        'p.client_name',
        'p.client_email',
        'p.share_token',
        'p.status',
        'p.email_unsubscribed_at',
        'p.email_bounced_at',
        ...EMAIL_WORKSPACE_COLUMNS,
        'w.invitation_subject',
        'w.invitation_body',
      ])
      .where('p.id', '=', clientId)
      .where('p.workspace_id', '=', ctx.workspaceId)
      // Held until commit: an address change or unsubscribe waits, so the mail queued matches the row.
      .forUpdate('p')
      .executeTakeFirst();
    if (!row) throw notFound(CLIENT_MESSAGES.notFound);
    const block = emailBlock(row);
    if (block || !row.client_email) {
      throw new ServiceError(ERROR_CODES.CONFLICT, BLOCKED[block ?? 'no-email']);
    }
    const message = invitationEmail(
      toEmailWorkspace(row),
      invitationTemplate(row),
      {
        id: row.id,
        email: row.client_email,
        name: row.client_name,
        projectName: row.project_name,
        shareToken: row.share_token,
      },
      links,
    );
    await trx
      .updateTable('projects')
      .set({ invitation_queued_at: sql<Date>`now()`, invitation_sent_at: null })
      .where('id', '=', row.id)
      .execute();
    await enqueueEmail(trx, { ...message, client: { id: row.id, kind: 'invitation' } });
  });
}
