import type { SignedIn } from '../auth/session-reader';
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
    /** The signed-in user and workspace, read from the session cookie on first call (http/session.ts). */
    session: () => Promise<SignedIn | null>;
    /** Set by requireOwner, for the owner routes behind it. */
    user: SessionUser;
    owner: OwnerContext;
    workspace: Workspace;
    billing: Billing;
  };
}
