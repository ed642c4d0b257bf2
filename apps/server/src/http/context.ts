import type { Billing } from '../billing/provider';
import type { Db } from '../db/database';
import type { Workspace } from '../services/workspace/workspace-service';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What every owner service receives: the signed-in owner and their workspace, from the session. */
export interface OwnerContext {
  db: Db;
  userId: string;
  workspaceId: string;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    owner: OwnerContext;
    workspace: Workspace;
    billing: Billing;
  };
}
