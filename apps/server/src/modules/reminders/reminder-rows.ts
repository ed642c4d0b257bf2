import type { ClientStatus, ReminderState } from '@bloom/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** A stage the client can act on now: their turn, or sent back to them for changes. */
export interface WaitingStage {
  name: string;
  sentBack: boolean;
}

/** A client as reminders see it: the planner's inputs, what is waiting, and what the email needs. */
export interface ReminderRow {
  id: string;
  workspace_id: string;
  client_name: string;
  project_name: string;
  client_email: string | null;
  share_token: string;
  status: ClientStatus;
  created_at: Date;
  invitation_queued_at: Date | null;
  invitation_sent_at: Date | null;
  email_unsubscribed_at: Date | null;
  email_bounced_at: Date | null;
  email_bounce_reason: string | null;
  /** The client's other contacts a reminder can reach (REACHABLE_CONTACT). */
  other_reachable: number;
  reminders_off: boolean;
  reminder_interval_days: number | null;
  last_reminder_at: Date | null;
  /** Who sent the last reminder by hand (their name then); null: the schedule, or not read. */
  last_reminder_by: string | null;
  client_timezone: string | null;
  last_activity_at: Date | null;
  waiting: WaitingStage[];
  workspace_name: string;
  logo_url: string | null;
  primary_color: string;
  contact_email: string | null;
  workspace_timezone: string;
  workspace_reminders_enabled: boolean;
  workspace_interval_days: number;
}

/**
 * The stages waiting on the client, in journey order, among those that apply to them
 * (`skipped_step_ids`): in each phase the first stage without an
 * answer (the portal's 'current' one, portalStepStatuses) unless it waits on the owner (a
 * milestone asking nothing whose deliverables are all decided, or not delivered yet; an agreement
 * not sent, or waiting for the countersignature), none behind an unsigned agreement, and every
 * stage whose answer the owner sent back for changes.
 */
const WAITING = sql<WaitingStage[]>`(
  SELECT coalesce(json_agg(json_build_object('name', c.name, 'sentBack', c.sent_back)
    ORDER BY c.step_order, c.id), '[]'::json)
  FROM (
    SELECT st.id, st.name, st.step_order, false AS sent_back,
      rank() OVER (PARTITION BY st.phase ORDER BY st.step_order) AS place,
      CASE st.step_type
        WHEN 'milestone' THEN jsonb_array_length(st.form_config) > 0
          OR EXISTS (SELECT 1 FROM deliverables d WHERE d.project_id = p.id AND d.step_id = st.id
            AND NOT EXISTS (SELECT 1 FROM deliverable_reviews v WHERE v.deliverable_id = d.id))
        -- An agreement waits on the client only once sent, while a contact's signature is due.
        WHEN 'agreement' THEN EXISTS (SELECT 1 FROM agreements ag
          JOIN agreement_signers s ON s.agreement_id = ag.id AND s.kind = 'contact' AND s.status = 'pending'
          WHERE ag.project_id = p.id AND ag.step_id = st.id AND ag.status = 'sent'
            AND NOT EXISTS (SELECT 1 FROM agreement_signers m WHERE m.agreement_id = ag.id
              AND m.status = 'pending' AND m.sign_order < s.sign_order))
        ELSE true
      END AS actionable
    FROM flow_steps st
    WHERE st.template_id = p.template_id AND st.deleted_at IS NULL
      -- A stage that does not apply to the client never waits on them.
      AND NOT (p.skipped_step_ids ? st.id::text)
      AND NOT EXISTS (SELECT 1 FROM form_submissions f
        WHERE f.project_id = p.id AND f.step_id = st.id AND f.status <> 'draft')
      -- Stages after an unsigned agreement are locked in every phase (core's portalStepStatuses).
      AND NOT EXISTS (SELECT 1 FROM flow_steps a WHERE a.template_id = st.template_id
        AND a.deleted_at IS NULL AND a.step_type = 'agreement' AND a.step_order < st.step_order
        AND NOT (p.skipped_step_ids ? a.id::text)
        AND NOT EXISTS (SELECT 1 FROM form_submissions f
          WHERE f.project_id = p.id AND f.step_id = a.id AND f.status <> 'draft'))
    UNION ALL
    SELECT st.id, st.name, st.step_order, true, 1, true
    FROM form_submissions f JOIN flow_steps st ON st.id = f.step_id
    WHERE f.project_id = p.id AND f.status = 'changes_requested'
      AND st.template_id = p.template_id AND st.deleted_at IS NULL
      AND NOT (p.skipped_step_ids ? st.id::text)
  ) c
  WHERE c.place = 1 AND c.actionable
)`;

/** A contact (`c`) a reminder can reach: an address that neither unsubscribed nor bounced. */
const REACHABLE_CONTACT = sql<boolean>`c.email IS NOT NULL AND c.email_unsubscribed_at IS NULL
  AND c.email_bounced_at IS NULL`;

/** The client's last sign of life in the portal: a visit, an answer or draft, a decision on a deliverable. */
const LAST_ACTIVITY = sql<Date | null>`greatest(
  p.portal_last_seen_at,
  (SELECT max(f.updated_at) FROM form_submissions f WHERE f.project_id = p.id),
  (SELECT max(v.created_at) FROM deliverable_reviews v WHERE v.project_id = p.id)
)`;

/** The member who pressed 'Send reminder now' for the client's last reminder (manual_reminders, migration 021). */
const LAST_REMINDER_BY = sql<string | null>`(SELECT m.actor_name FROM manual_reminders m
  WHERE m.project_id = p.id AND m.sent_at = p.last_reminder_at ORDER BY m.created_at DESC LIMIT 1)`;

/**
 * Reminder rows of the clients `where` picks (a condition on `p`, the project, and `w`, its
 * workspace); `sender` also reads who sent the last reminder (the client page; the sweep needn't).
 */
export async function reminderRows(
  db: Db,
  where: RawBuilder<boolean>,
  { sender = false }: { sender?: boolean } = {},
): Promise<ReminderRow[]> {
  const { rows } = await sql<ReminderRow>`
    SELECT p.id, p.workspace_id, p.client_name, p.name AS project_name, p.client_email, p.share_token,
      p.status, p.created_at, p.invitation_queued_at, p.invitation_sent_at, p.email_unsubscribed_at,
      p.email_bounced_at, p.email_bounce_reason, p.reminders_off,
      (SELECT count(*)::int FROM client_contacts c
        WHERE c.project_id = p.id AND NOT c.is_primary AND ${REACHABLE_CONTACT}) AS other_reachable, p.reminder_interval_days,
      p.last_reminder_at, ${sender ? LAST_REMINDER_BY : sql`NULL`} AS last_reminder_by, p.client_timezone,
      ${LAST_ACTIVITY} AS last_activity_at,
      ${WAITING} AS waiting,
      w.name AS workspace_name, w.logo_url, w.primary_color, w.contact_email,
      w.timezone AS workspace_timezone, w.reminders_enabled AS workspace_reminders_enabled,
      w.reminder_interval_days AS workspace_interval_days
    FROM projects p
    JOIN workspaces w ON w.id = p.workspace_id
    WHERE ${where}
    ORDER BY p.id`.execute(db);
  return rows;
}

/**
 * Clients a sweep may remind (the partial indexes projects_reminder_candidates and
 * client_contacts_reachable): active, reminders not turned off for them, on in their workspace
 * unless they have their own interval, and with a contact who can be reached (the primary's row
 * mirrors the client's own address, so an unreachable primary alone does not stop them).
 */
export const REMINDER_CANDIDATES = sql<boolean>`p.status = 'active' AND p.reminders_off = false
  AND (w.reminders_enabled OR p.reminder_interval_days IS NOT NULL)
  AND EXISTS (SELECT 1 FROM client_contacts c WHERE c.project_id = p.id AND ${REACHABLE_CONTACT})`;

/** The reminders' clock: the client's own zone when the portal told us, else the workspace's. */
export const reminderTimeZone = (row: ReminderRow) => row.client_timezone ?? row.workspace_timezone;

/** The planner's input (core's planReminder) for a row at `now`. */
export function reminderState(row: ReminderRow, now: Date): ReminderState {
  return {
    now,
    timeZone: reminderTimeZone(row),
    workspaceEnabled: row.workspace_reminders_enabled,
    workspaceIntervalDays: row.workspace_interval_days,
    clientOff: row.reminders_off,
    clientIntervalDays: row.reminder_interval_days,
    hasEmail: row.client_email !== null,
    unsubscribed: row.email_unsubscribed_at !== null,
    bouncing: row.email_bounced_at !== null,
    otherContactsReachable: row.other_reachable,
    status: row.status,
    hasOpenStage: row.waiting.length > 0,
    createdAt: row.created_at,
    invitationSentAt: row.invitation_sent_at,
    lastReminderAt: row.last_reminder_at,
    lastActivityAt: row.last_activity_at,
  };
}
