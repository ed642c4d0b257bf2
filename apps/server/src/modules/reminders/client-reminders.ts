import { CLIENT_MESSAGES, type ClientEmailStatus, type ClientRemindersInput } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { getClientEmailStatus } from './client-email-status';

/**
 * A client's reminder override: the workspace's schedule, off, or every N days of its own (which
 * keeps reminding even when the workspace's default is off). Answers the client's email status.
 */
export async function setClientReminders(
  ctx: OwnerContext,
  clientId: string,
  input: ClientRemindersInput,
  now = new Date(),
): Promise<ClientEmailStatus> {
  const row = await ctx.db
    .updateTable('projects')
    .set({
      reminders_off: input.mode === 'off',
      reminder_interval_days: input.mode === 'custom' ? input.intervalDays : null,
    })
    .where('id', '=', clientId)
    .where('workspace_id', '=', ctx.workspaceId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  return getClientEmailStatus(ctx, clientId, now);
}
