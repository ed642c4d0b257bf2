import type { Db } from '../db/database';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in owner and their workspace, taken from the session by `requireOwner` and passed
 * as it is (`c.get('owner')`) to every owner service; their queries filter by `workspaceId`.
 */
export interface OwnerContext {
  db: Db;
  userId: string;
  workspaceId: string;
}
