import { planReminder, portalUrl, reminderEmailCopy } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EnqueueOptions } from '../../platform/jobs/enqueue';
import { workspacePortalOrigin } from '../domains';
import { type EmailWorkspace, enqueueEmail, renderClientEmail, workspaceBrand } from '../email';
import { moveEntries, type QueueMove } from './reminder-queue';
import { type OtherContact, type PrimaryContact, reachableRecipients } from './reminder-recipients';
import { type ReminderRow, reminderState } from './reminder-rows';

/** What claims and emails need of the sweep's options. */
export interface ClaimOptions {
  now: Date;
  appOrigin: string;
  secret: string;
  portalBaseDomain?: string | undefined;
}

/** A client to remind, as read; `version`: its queue row's, or null to mark it for a look instead. */
export interface ReminderClaim {
  row: ReminderRow;
  version: string | null;
}

/** The member who pressed 'Send reminder now', and their name at that moment. */
export interface ReminderSender {
  userId: string;
  name: string;
}

/** A contact that can be emailed (`c`): an address that neither unsubscribed nor bounced. */
const REACHABLE = sql`c.email IS NOT NULL AND c.email_unsubscribed_at IS NULL AND c.email_bounced_at IS NULL`;

/**
 * Claims the clients' reminders and queues their emails, all in `trx`: one to each contact who
 * can be emailed, each with their own portal link and unsubscribe, each other contact recorded on
 * their own row. A claim only succeeds while the client's last reminder is still the one read,
 * it is still active with reminders on, someone can be reached, and no one else is claiming it
 * (SKIP LOCKED: two sweeps never wait on each other and never remind twice). Answers the emails
 * queued per client claimed. `by` is recorded with the claim in manual_reminders.
 */
export async function claimAndQueue(
  trx: Kysely<Database>,
  claims: readonly ReminderClaim[],
  options: ClaimOptions,
  queue: EnqueueOptions = {},
  by?: ReminderSender,
): Promise<Map<string, number>> {
  const { now, appOrigin, secret } = options;
  const sent = new Map<string, number>();
  if (claims.length === 0) return sent;
  const ids = claims.map((c) => c.row.id);
  // Timestamps are compared at the millisecond a JavaScript Date holds.
  const lasts = claims.map((c) => c.row.last_reminder_at?.toISOString() ?? null);
  const { rows: claimed } = await sql<PrimaryContact & { id: string }>`
    WITH v AS (SELECT * FROM unnest(${ids}::uuid[], ${lasts}::text[]) AS v(id, last)),
    held AS (SELECT p.id FROM projects p JOIN v ON v.id = p.id
      WHERE date_trunc('milliseconds', p.last_reminder_at) IS NOT DISTINCT FROM v.last::timestamptz
        AND p.status = 'active' AND p.reminders_off = false
        AND EXISTS (SELECT 1 FROM client_contacts c WHERE c.project_id = p.id AND ${REACHABLE})
      ORDER BY p.id FOR UPDATE OF p SKIP LOCKED)
    UPDATE projects p SET last_reminder_at = ${now} FROM held WHERE p.id = held.id
    RETURNING p.id, p.client_name, p.client_email, p.share_token, p.email_unsubscribed_at, p.email_bounced_at`.execute(
    trx,
  );
  if (claimed.length === 0) return sent;
  const claimedIds = claimed.map((c) => c.id);
  // Only the claim's holder gets here, once per claim: the other contacts are recorded with it.
  const { rows: contacts } = await sql<OtherContact & { project_id: string }>`
    UPDATE client_contacts c SET last_reminder_at = ${now}
    WHERE c.project_id = ANY(${claimedIds}::uuid[]) AND NOT c.is_primary AND ${REACHABLE}
    RETURNING c.project_id, c.id, c.name, c.email, c.share_token`.execute(trx);
  const byClaim = new Map(claims.map((c) => [c.row.id, c]));
  const origins = new Map<string, string>();
  const moves: QueueMove[] = [];
  const looks: string[] = [];
  for (const primary of claimed) {
    const { row, version } = byClaim.get(primary.id) as ReminderClaim;
    const recipients = reachableRecipients(
      primary,
      contacts.filter((c) => c.project_id === row.id),
    );
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
    let portalOrigin = origins.get(row.workspace_id);
    if (portalOrigin === undefined) {
      portalOrigin = await workspacePortalOrigin(trx, row.workspace_id, {
        baseDomain: options.portalBaseDomain,
        appOrigin,
        now,
      });
      origins.set(row.workspace_id, portalOrigin);
    }
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
    sent.set(row.id, recipients.length);
    if (version === null) looks.push(row.id);
    else {
      // The next one: N days after this one, on what was read (a change since has marked the row).
      const next = planReminder(reminderState({ ...row, last_reminder_at: now }, now));
      moves.push({ projectId: row.id, version, dueAt: 'at' in next ? next.at : null });
    }
  }
  await moveEntries(trx, moves);
  if (looks.length > 0) await sql`SELECT reminder_recheck(id) FROM unnest(${looks}::uuid[]) AS id`.execute(trx);
  return sent;
}
