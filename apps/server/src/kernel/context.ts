import type { OwnerWorkspace } from '@bloom/core';
import type { Billing } from '../platform/billing/provider';
import type { Events } from './events';
import type { OwnerContext, SessionUser, SignedIn } from './owner-context';

export interface AppEnv {
  Variables: {
    /** The signed-in user and workspace, read from the session cookie on first call (modules/auth/session.ts). */
    session: () => Promise<SignedIn | null>;
    /** Set by requireOwner, for the owner routes behind it. */
    user: SessionUser;
    owner: OwnerContext;
    workspace: OwnerWorkspace;
    billing: Billing;
    /** The app's event hook (kernel/events.ts), set for every request. */
    events: Events;
  };
}
