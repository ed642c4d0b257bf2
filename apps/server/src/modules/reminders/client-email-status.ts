import { CLIENT_MESSAGES, type ClientEmailStatus, emailBlock, planReminder } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { type ReminderRow, reminderRows, reminderState, reminderTimeZone } from './reminder-rows';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the client page shows about email to this client, from its reminder row, at `now`. */
export function clientEmailStatus(row: ReminderRow, now: Date): ClientEmailStatus {
  const plan = planReminder(reminderState(row, now));
  const mode = row.reminders_off ? 'off' : row.reminder_interval_days !== null ? 'custom' : 'workspace';
  return {
    address: row.client_email,
    blockedBy: emailBlock(row),
    unsubscribedAt: iso(row.email_unsubscribed_at),
    bouncedAt: iso(row.email_bounced_at),
    bounceReason: row.email_bounce_reason,
    invitation: { queuedAt: iso(row.invitation_queued_at), sentAt: iso(row.invitation_sent_at) },
    reminders: {
      mode,
      intervalDays: mode === 'custom' ? row.reminder_interval_days : null,
      workspaceEnabled: row.workspace_reminders_enabled,
      workspaceIntervalDays: row.workspace_interval_days,
      lastAt: iso(row.last_reminder_at),
      otherContacts: row.other_reachable,
      nextAt: 'at' in plan ? plan.at.toISOString() : null,
      stoppedBy: 'stopped' in plan ? plan.stopped : null,
      timeZone: reminderTimeZone(row),
    },
    lastReminderBy: row.last_reminder_by,
  };
}

/** A client of this workspace's email status; 404 'Client not found' for another workspace's or an unknown id. */
export async function getClientEmailStatus(
  ctx: OwnerContext,
  clientId: string,
  now = new Date(),
): Promise<ClientEmailStatus> {
  const [row] = await reminderRows(ctx.db, sql<boolean>`p.id = ${clientId} AND p.workspace_id = ${ctx.workspaceId}`, {
    sender: true,
  });
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  return clientEmailStatus(row, now);
}
