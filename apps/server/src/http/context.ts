import type { SignedIn } from '../auth/session-reader';
import type { Billing } from '../billing/provider';
import type { OwnerContext, SessionUser } from '../services/owner-context';
import type { Workspace } from '../services/workspace/workspace-service';

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
