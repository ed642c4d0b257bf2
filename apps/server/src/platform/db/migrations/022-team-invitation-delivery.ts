import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * A team invitation's email, as honest as a client's: `sent_at` was written when the email was
 * queued, so it becomes `queued_at`; `delivered_at` is set once the mail server accepted it, and
 * `refused_at` with the server's answer when it refused the address for good. A (re)send clears
 * both. Invitations from before this were queued long ago: they count as delivered then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE workspace_invitations RENAME COLUMN sent_at TO queued_at;
    ALTER TABLE workspace_invitations ADD COLUMN delivered_at timestamptz;
    ALTER TABLE workspace_invitations ADD COLUMN refused_at timestamptz;
    ALTER TABLE workspace_invitations ADD COLUMN refused_reason text;
    UPDATE workspace_invitations SET delivered_at = queued_at;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE workspace_invitations DROP COLUMN refused_reason;
    ALTER TABLE workspace_invitations DROP COLUMN refused_at;
    ALTER TABLE workspace_invitations DROP COLUMN delivered_at;
    ALTER TABLE workspace_invitations RENAME COLUMN queued_at TO sent_at;
    `,
  );
}
