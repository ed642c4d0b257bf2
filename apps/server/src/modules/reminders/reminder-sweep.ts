import { isReminderDue, planReminder, portalUrl, reminderEmailCopy } from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { EnqueueOptions } from '../../platform/jobs/enqueue';
import { workspacePortalOrigin } from '../domains';
import { type EmailWorkspace, enqueueEmail, renderClientEmail, workspaceBrand } from '../email';
import { reachableRecipients } from './reminder-recipients';
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
  /** Reminder emails queued by this sweep (one per contact reminded). */
  queued: number;
  /** Clients whose reminder could not be queued, with the reason (the others still went). */
  failed: { clientId: string; reason: string }[];
}

/**
 * Queues a reminder for every client due one at `now` (core's planReminder decides: due while any
 * of its contacts can be emailed), to each of those contacts. Each client is claimed and its emails queued in one
 * transaction; the claim only succeeds while the client's last reminder is still the one this
 * sweep read, so two instances sweeping at once remind once.
 */
export async function runReminderSweep(db: Db, options: ReminderSweepOptions): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { queued: 0, failed: [] };
  const rows = await reminderRows(db, REMINDER_CANDIDATES);
  for (const row of rows) {
    if (options.signal?.aborted) break;
    if (!isReminderDue(planReminder(reminderState(row, options.now)), options.now)) continue;
    try {
      result.queued += await remind(db, row, options);
    } catch (err) {
      result.failed.push({ clientId: row.id, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}

/** The member who pressed 'Send reminder now', and their name at that moment. */
export interface ReminderSender {
  userId: string;
  name: string;
}

/** Thrown inside the claim's transaction when no one can be reached any more: the claim is undone. */
class NobodyToRemind extends Error {}

/**
 * Claims the client's reminder and queues its emails together: one to each contact who can be
 * emailed (an address, not unsubscribed, not bouncing), the primary included when they can, each
 * with their own portal link and unsubscribe, each other contact recorded on their own row. The
 * schedule is the client's: its claim (projects.last_reminder_at) decides, so two sweeps remind
 * every contact once. Answers the emails queued; 0 when another sweep (or a change) got there
 * first, or when no one can be reached any more.
 * 'Send reminder now' (modules/insights/send-reminder-now.ts) passes `queue.startAfter` to hold it
 * past the quiet hours, and `by`, recorded with the claim in manual_reminders.
 */
export async function remind(
  db: Db,
  row: ReminderRow,
  options: ReminderSweepOptions,
  queue: EnqueueOptions = {},
  by?: ReminderSender,
): Promise<number> {
  try {
    return await db.transaction().execute((trx) => claimAndQueue(trx, row, options, queue, by));
  } catch (err) {
    if (err instanceof NobodyToRemind) return 0;
    throw err;
  }
}

async function claimAndQueue(
  trx: Transaction<Database>,
  row: ReminderRow,
  options: ReminderSweepOptions,
  queue: EnqueueOptions,
  by: ReminderSender | undefined,
): Promise<number> {
  const { now, appOrigin, secret } = options;
  // Re-checks what the sweep read, in case the client was archived or turned off since; the
  // primary's address and state are read fresh with the claim. Timestamps are compared at the
  // millisecond a JavaScript Date holds.
  const claimed = await trx
    .updateTable('projects')
    .set({ last_reminder_at: now })
    .where('id', '=', row.id)
    .where(
      sql<boolean>`date_trunc('milliseconds', last_reminder_at) IS NOT DISTINCT FROM ${row.last_reminder_at}::timestamptz`,
    )
    .where('status', '=', 'active')
    .where('reminders_off', '=', false)
    .returning(['client_name', 'client_email', 'share_token', 'email_unsubscribed_at', 'email_bounced_at'])
    .executeTakeFirst();
  if (!claimed) return 0;
  // Only the claim's holder gets here, once per claim: the other contacts are recorded with it.
  const contacts = await trx
    .updateTable('client_contacts')
    .set({ last_reminder_at: now })
    .where('project_id', '=', row.id)
    .where('is_primary', '=', false)
    .where('email', 'is not', null)
    .where('email_unsubscribed_at', 'is', null)
    .where('email_bounced_at', 'is', null)
    .returning(['id', 'name', 'email', 'share_token'])
    .execute();
  // An unreachable primary is skipped; the others are still reminded.
  const recipients = reachableRecipients(claimed, contacts);
  if (recipients.length === 0) throw new NobodyToRemind();
  if (by) {
    await sql`INSERT INTO manual_reminders (project_id, sent_at, actor_user_id, actor_name)
      VALUES (${row.id}, ${now}, ${by.userId}, ${by.name})`.execute(trx);
  }
  const workspace: EmailWorkspace = {
    name: row.workspace_name,
    logoUrl: row.logo_url,
    primaryColor: row.primary_color,
    contactEmail: row.contact_email,
  };
  const portalOrigin = await workspacePortalOrigin(trx, row.workspace_id, {
    baseDomain: options.portalBaseDomain,
    appOrigin,
    now,
  });
  for (const person of recipients) {
    const copy = reminderEmailCopy({
      clientName: person.name,
      projectName: row.project_name,
      workspaceName: workspaceBrand(workspace, appOrigin).name,
      stages: row.waiting,
    });
    const message = renderClientEmail(
      {
        workspace,
        client: { id: row.id, email: person.email, contactId: person.contactId },
        subject: copy.subject,
        heading: copy.heading,
        paragraphs: copy.paragraphs,
        action: { label: copy.actionLabel, url: portalUrl(portalOrigin, person.shareToken) },
      },
      { origin: appOrigin, secret },
    );
    const client = { id: row.id, kind: 'reminder' as const, contactId: person.contactId };
    await enqueueEmail(trx, { ...message, client }, queue);
  }
  return recipients.length;
}
