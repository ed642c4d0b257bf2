import { sql } from 'kysely';
import type { Db } from './database';

/**
 * A workspace's data version (migration 031) by its primary key, for a request that has not read
 * it with its session or token (docs/decisions/043-answer-cache.md); undefined for no workspace.
 */
export async function readDataVersion(db: Db, workspaceId: string): Promise<string | undefined> {
  const { rows } = await sql<{
    v: string;
  }>`SELECT data_version::text AS v FROM workspaces WHERE id = ${workspaceId}`.execute(db);
  return rows[0]?.v;
}
