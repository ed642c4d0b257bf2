import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Mail (issue 20): when a client unsubscribed from a workspace's emails (by the link or the
 * one-click POST of RFC 8058; set once, never cleared by the owner), and the outbox keeps the
 * Reply-To and extra headers of each kept mail, as SMTP would have sent them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE projects ADD COLUMN email_unsubscribed_at timestamptz;
    ALTER TABLE outbox ADD COLUMN reply_to text, ADD COLUMN headers jsonb;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE outbox DROP COLUMN IF EXISTS headers, DROP COLUMN IF EXISTS reply_to;
    ALTER TABLE projects DROP COLUMN IF EXISTS email_unsubscribed_at;
  `,
  );
}
