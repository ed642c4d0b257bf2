import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Reminders reach every contact who can be emailed (issue 33): a client is a candidate while any
 * of its contacts has an address that neither unsubscribed nor bounced, not only its primary. The
 * sweep's candidates are then the active clients with reminders on (the partial index on
 * `projects`, no longer narrowed by the primary's address) that have a reachable contact (the
 * partial index on `client_contacts`, which also counts the others for the client page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS projects_reminder_candidates;
    CREATE INDEX projects_reminder_candidates ON projects (workspace_id)
      WHERE status = 'active' AND reminders_off = false;
    CREATE INDEX client_contacts_reachable ON client_contacts (project_id)
      WHERE email IS NOT NULL AND email_unsubscribed_at IS NULL AND email_bounced_at IS NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS client_contacts_reachable;
    DROP INDEX IF EXISTS projects_reminder_candidates;
    CREATE INDEX projects_reminder_candidates ON projects (workspace_id)
      WHERE status = 'active' AND client_email IS NOT NULL AND email_unsubscribed_at IS NULL
        AND email_bounced_at IS NULL AND reminders_off = false;
    `,
  );
}
