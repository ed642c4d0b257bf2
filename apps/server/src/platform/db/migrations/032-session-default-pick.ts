import { type Kysely, sql } from 'kysely';

/**
 * A kept session's check (issue 37, docs/decisions/044-kept-sessions.md) reads the workspace a
 * session without a pick works in (the one its person owns, else the first joined) on every
 * request: from this index, without a sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX workspace_members_default_pick
    ON workspace_members (user_id, (role = 'owner') DESC, created_at) INCLUDE (workspace_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS workspace_members_default_pick`.execute(db);
}
