import { type Kysely, sql } from 'kysely';
import { unwatchStatements, watchStatements } from './031-workspace-data-version';

/**
 * What the session carries moves the data version too (issue 37, docs/decisions/044-kept-sessions.md):
 * a process keeps a session it read in full and checks it on each request with the session's row
 * and its workspace's version only. So the version must also move when the workspace Owner's
 * subscription (the gate), the person's profile, or any of their memberships changes (a new one
 * can become the workspace a session without a pick works in).
 */
export const SESSION_DATA_VERSION_PATHS: Record<string, { ws: string }> = {
  subscriptions: { ws: 'SELECT w.id AS ws FROM x JOIN workspaces w ON w.user_id = x.user_id' },
  profiles: { ws: 'SELECT m.workspace_id AS ws FROM x JOIN workspace_members m ON m.user_id = x.id' },
};

/** workspace_members: its own workspace and every other workspace of the same person. */
const MEMBERS_PATH = {
  ws: 'SELECT workspace_id AS ws FROM x UNION SELECT m.workspace_id FROM x JOIN workspace_members m ON m.user_id = x.user_id',
};
const MEMBERS_PATH_BEFORE = { ws: 'SELECT workspace_id AS ws FROM x' };

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...Object.entries(SESSION_DATA_VERSION_PATHS).flatMap(([table, path]) => watchStatements(table, path)),
    ...watchStatements('workspace_members', MEMBERS_PATH, true),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...Object.keys(SESSION_DATA_VERSION_PATHS).flatMap(unwatchStatements),
    ...watchStatements('workspace_members', MEMBERS_PATH_BEFORE, true),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
