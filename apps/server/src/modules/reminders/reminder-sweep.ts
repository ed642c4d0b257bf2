import { isReminderDue, planReminder, portalUrl, reminderEmailCopy } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { EnqueueOptions } from '../../platform/jobs/enqueue';
import { workspacePortalOrigin } from '../domains';
import { type EmailWorkspace, enqueueEmail, renderClientEmail, workspaceBrand } from '../email';
import { REMINDER_CANDIDATES, type ReminderRow, reminderRows, reminderState } from './reminder-rows';

export interface ReminderSweepOptions {
  /** The sweep's clock (the cron job passes the real time; tests their own). */
  now: Date;
  /** Where the portal link and the logo point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** PORTAL_BASE_DOMAIN: a claimed subdomain is the portal link's host (docs/product.md#portal-domains). */
  portalBaseDomain?: string | undefined;
  /** Aborted when the server stops: the clients not reached yet are left to the next tick. */
  signal?: AbortSignal;
}

export interface ReminderSweepResult {
  /** Reminders queued by this sweep. */
  queued: number;
  /** Clients whose reminder could not be queued, with the reason (the others still went). */
  failed: { clientId: string; reason: string }[];
}

/**
 * Queues a reminder for every client due one at `now` (core's planReminder decides). Each client
 * is claimed and its email queued in one transaction; the claim only succeeds while the client's
 * last reminder is still the one this sweep read, so two instances sweeping at once remind once.
 */
export async function runReminderSweep(db: Db, options: ReminderSweepOptions): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { queued: 0, failed: [] };
  const rows = await reminderRows(db, REMINDER_CANDIDATES);
  for (const row of rows) {
    if (options.signal?.aborted) break;
    if (!isReminderDue(planReminder(reminderState(row, options.now)), options.now)) continue;
    try {
      if (await remind(db, row, options)) result.queued++;
    } catch (err) {
      result.failed.push({ clientId: row.id, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}

/**
 * Claims the client's reminder and queues its email together; false when another sweep (or a change) got there first.
 * 'Send reminder now' (modules/insights/send-reminder-now.ts) passes `queue.startAfter` to hold it past the quiet hours.
 */
export async function remind(
  db: Db,
  row: ReminderRow,
  options: ReminderSweepOptions,
  queue: EnqueueOptions = {},
): Promise<boolean> {
  const { now, appOrigin, secret } = options;
  const email = row.client_email;
  if (!email) return false;
  return db.transaction().execute(async (trx) => {
    // Also re-checks what the sweep read, in case the client unsubscribed or was archived since.
    // Timestamps are compared at the millisecond a JavaScript Date holds.
    const claimed = await trx
      .updateTable('projects')
      .set({ last_reminder_at: now })
      .where('id', '=', row.id)
      .where(
        sql<boolean>`date_trunc('milliseconds', last_reminder_at) IS NOT DISTINCT FROM ${row.last_reminder_at}::timestamptz`,
      )
      .where('status', '=', 'active')
      .where('client_email', '=', email)
      .where('email_unsubscribed_at', 'is', null)
      .where('email_bounced_at', 'is', null)
      .where('reminders_off', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    const workspace: EmailWorkspace = {
      name: row.workspace_name,
      logoUrl: row.logo_url,
      primaryColor: row.primary_color,
      contactEmail: row.contact_email,
    };
    const copy = reminderEmailCopy({
      clientName: row.client_name,
      projectName: row.project_name,
      workspaceName: workspaceBrand(workspace, appOrigin).name,
      stages: row.waiting,
    });
    const message = renderClientEmail(
      {
        workspace,
        client: { id: row.id, email },
        subject: copy.subject,
        heading: copy.heading,
        paragraphs: copy.paragraphs,
        action: {
          label: copy.actionLabel,
          url: portalUrl(
            await workspacePortalOrigin(trx, row.workspace_id, {
              baseDomain: options.portalBaseDomain,
              appOrigin,
              now,
            }),
            row.share_token,
          ),
        },
      },
      { origin: appOrigin, secret },
    );
    await enqueueEmail(trx, { ...message, client: { id: row.id, kind: 'reminder' } }, queue);
    return true;
  });
}
