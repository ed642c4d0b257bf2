import type { Kysely, Updateable } from 'kysely';
import { notFound } from '../../kernel/service-error';
import type { Database, WorkspacesTable } from '../../platform/db/schema';

/**
 * The settings pages' way with the workspace row (workspace, email, notifications): each reads its
 * own columns, and a PATCH writes only the keys sent, in one statement.
 */

type WorkspaceColumn = keyof WorkspacesTable & string;

/** The workspace's `columns`; 404 when it is gone. */
export async function readWorkspaceColumns<C extends WorkspaceColumn>(
  db: Kysely<Database>,
  workspaceId: string,
  columns: readonly C[],
) {
  const row = await db.selectFrom('workspaces').select(columns).where('id', '=', workspaceId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Writes the values that are not undefined (with updated_at) and answers `columns` as they are
 * then; nothing to write reads them as they are. 404 when the workspace is gone.
 */
export async function patchWorkspaceColumns<C extends WorkspaceColumn>(
  db: Kysely<Database>,
  workspaceId: string,
  values: Updateable<WorkspacesTable>,
  columns: readonly C[],
) {
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return readWorkspaceColumns(db, workspaceId, columns);
  const row = await db
    .updateTable('workspaces')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', workspaceId)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
