import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The email loop (issue 20): the workspace's invitation template, reminder schedule and the
 * owner's four notification toggles; per client the invitation's delivery, the reminder
 * override, the last reminder, portal activity (for skipping reminders to active clients) and a
 * bouncing address; owner notifications waiting to be grouped into one email per client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE workspaces
      ADD COLUMN invitation_subject text,
      ADD COLUMN invitation_body text,
      ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true,
      ADD COLUMN reminder_interval_days integer NOT NULL DEFAULT 3
        CHECK (reminder_interval_days BETWEEN 1 AND 30),
      ADD COLUMN notify_submission boolean NOT NULL DEFAULT true,
      ADD COLUMN notify_testimonial boolean NOT NULL DEFAULT true,
      ADD COLUMN notify_milestone boolean NOT NULL DEFAULT true,
      ADD COLUMN notify_weekly_summary boolean NOT NULL DEFAULT true,
      -- the local Monday (YYYY-MM-DD) of the last weekly summary claimed
      ADD COLUMN weekly_summary_week text;

    ALTER TABLE projects
      ADD COLUMN invitation_queued_at timestamptz,
      ADD COLUMN invitation_sent_at timestamptz,
      ADD COLUMN reminders_off boolean NOT NULL DEFAULT false,
      ADD COLUMN reminder_interval_days integer CHECK (reminder_interval_days BETWEEN 1 AND 30),
      ADD COLUMN last_reminder_at timestamptz,
      ADD COLUMN portal_last_seen_at timestamptz,
      ADD COLUMN client_timezone text,
      ADD COLUMN email_bounced_at timestamptz,
      ADD COLUMN email_bounce_reason text;

    CREATE INDEX projects_reminder_candidates ON projects (workspace_id)
      WHERE status = 'active' AND client_email IS NOT NULL AND email_unsubscribed_at IS NULL
        AND email_bounced_at IS NULL AND reminders_off = false;

    CREATE TABLE owner_notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('submission', 'testimonial', 'milestone')),
      -- the stage's name as it was when it happened
      stage_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX owner_notifications_pending ON owner_notifications (project_id) WHERE sent_at IS NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS owner_notifications;
    DROP INDEX IF EXISTS projects_reminder_candidates;
    ALTER TABLE projects
      DROP COLUMN IF EXISTS invitation_queued_at, DROP COLUMN IF EXISTS invitation_sent_at,
      DROP COLUMN IF EXISTS reminders_off, DROP COLUMN IF EXISTS reminder_interval_days,
      DROP COLUMN IF EXISTS last_reminder_at, DROP COLUMN IF EXISTS portal_last_seen_at,
      DROP COLUMN IF EXISTS client_timezone, DROP COLUMN IF EXISTS email_bounced_at,
      DROP COLUMN IF EXISTS email_bounce_reason;
    ALTER TABLE workspaces
      DROP COLUMN IF EXISTS invitation_subject, DROP COLUMN IF EXISTS invitation_body,
      DROP COLUMN IF EXISTS reminders_enabled, DROP COLUMN IF EXISTS reminder_interval_days,
      DROP COLUMN IF EXISTS notify_submission, DROP COLUMN IF EXISTS notify_testimonial,
      DROP COLUMN IF EXISTS notify_milestone, DROP COLUMN IF EXISTS notify_weekly_summary,
      DROP COLUMN IF EXISTS weekly_summary_week;
  `,
  );
}
