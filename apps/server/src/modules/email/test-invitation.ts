import type { testInvitationSchema } from '@bloom/core';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { EMAIL_WORKSPACE_COLUMNS, toEmailWorkspace } from './email-brand';
import { testInvitationEmail } from './invitation-email';
import { enqueueEmail } from './send-email-job';

export type TestInvitationInput = z.output<typeof testInvitationSchema>;

/**
 * 'Send test email' (/settings/email): the template as it is in the form, saved or not, filled
 * with the sample values and the workspace's name, queued to the owner's account email.
 * `origin` makes the logo's address absolute.
 */
export async function sendTestInvitation(
  ctx: OwnerContext,
  input: TestInvitationInput,
  origin: string,
): Promise<{ sentTo: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('workspaces as w')
      .innerJoin('user as u', 'u.id', 'w.user_id')
      .select([...EMAIL_WORKSPACE_COLUMNS, 'u.email'])
      .where('w.id', '=', ctx.workspaceId)
      .where('u.id', '=', ctx.userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const message = testInvitationEmail(
      toEmailWorkspace(row),
      { subject: input.invitationSubject, body: input.invitationBody },
      row.email,
      origin,
    );
    await enqueueEmail(trx, message);
    return { sentTo: row.email };
  });
}
