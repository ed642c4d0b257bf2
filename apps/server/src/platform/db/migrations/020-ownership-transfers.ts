import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * A workspace's Owner hands it to another member (issue 33, docs/decisions/032-team-workspaces.md).
 * A row is a transfer waiting for its new owner: one per workspace, gone once accepted or
 * cancelled. Both people are referenced through their membership, so removing either of them from
 * the team (or deleting their account or the workspace) cancels the transfer in the same statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE ownership_transfers (
      workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
      from_user_id text NOT NULL,
      to_user_id text NOT NULL CHECK (to_user_id <> from_user_id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      FOREIGN KEY (workspace_id, from_user_id) REFERENCES workspace_members (workspace_id, user_id) ON DELETE CASCADE,
      FOREIGN KEY (workspace_id, to_user_id) REFERENCES workspace_members (workspace_id, user_id) ON DELETE CASCADE
    );
    CREATE INDEX ownership_transfers_to ON ownership_transfers (to_user_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE IF EXISTS ownership_transfers;');
}
