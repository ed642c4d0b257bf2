import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Who sent a reminder by hand ('Send reminder now'): the member and their name then, at the time
 * the reminder claimed as the client's last one (`projects.last_reminder_at`). A reminder with no
 * row at its time was sent by the schedule. A row whose send was refused matches no reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE manual_reminders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL,
      actor_user_id text REFERENCES "user"(id) ON DELETE SET NULL,
      actor_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX manual_reminders_project ON manual_reminders (project_id, sent_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE IF EXISTS manual_reminders;\n');
}
