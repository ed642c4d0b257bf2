import {
  CLIENT_MESSAGES,
  ERROR_CODES,
  planReminderNow,
  REMINDER_NOW_MESSAGES,
  type SendReminderResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import { getClientEmailStatus, type ReminderRow, remind, reminderRows, reminderState } from '../reminders';

export interface ReminderLinks {
  /** Where the portal link and the logo point (PUBLIC_URL or the request's origin). */
  appOrigin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** PORTAL_BASE_DOMAIN, for a workspace's claimed subdomain in the portal link. */
  portalBaseDomain?: string | undefined;
}

const clientRow = async (ctx: OwnerContext, clientId: string): Promise<ReminderRow | undefined> =>
  (await reminderRows(ctx.db, sql<boolean>`p.id = ${clientId} AND p.workspace_id = ${ctx.workspaceId}`))[0];

/**
 * 'Send reminder now' on a stuck client: core's planReminderNow decides (409 with its reason:
 * unsubscribed, bouncing, archived, nothing waiting, reminders off for them, already reminded
 * today), then the reminder sweep's own claim-and-queue sends it, at once or, in the quiet hours
 * on the client's clock, at 08:00 their time (the job waits; the last reminder is that time).
 * Another workspace's or an unknown client is 404.
 */
export async function sendReminderNow(
  ctx: OwnerContext,
  clientId: string,
  links: ReminderLinks,
  now = new Date(),
): Promise<SendReminderResponse> {
  const row = await clientRow(ctx, clientId);
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  const plan = planReminderNow(reminderState(row, now));
  if ('blocked' in plan) throw new ServiceError(ERROR_CODES.CONFLICT, REMINDER_NOW_MESSAGES[plan.blocked]);
  // Who pressed it is recorded with the claim (manual_reminders), under their name as it is now.
  const sent = await remind(
    ctx.db,
    row,
    { ...links, now: plan.sendAt },
    plan.scheduled ? { startAfter: plan.sendAt } : {},
    { userId: ctx.userId, name: ctx.userName },
  );
  if (!sent) {
    // Something changed since the row was read (another reminder, an unsubscribe): say what.
    const again = await clientRow(ctx, clientId);
    const replan = again ? planReminderNow(reminderState(again, now)) : null;
    const reason = replan && 'blocked' in replan ? replan.blocked : 'reminded-today';
    throw new ServiceError(ERROR_CODES.CONFLICT, REMINDER_NOW_MESSAGES[reason]);
  }
  return {
    reminder: { sendAt: plan.sendAt.toISOString(), scheduled: plan.scheduled },
    email: await getClientEmailStatus(ctx, clientId, now),
  };
}
