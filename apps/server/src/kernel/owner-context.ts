import type { MessageVariant, OwnerWorkspace, SubscriptionView } from '@bloom/core';
import type { Db } from '../platform/db/database';
import type { Events } from './events';

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
  /** The app's event hook: a change publishes to it inside its transaction (kernel/events.ts). */
  events: Events;
  userId: string;
  workspaceId: string;
}

/** The signed-in user and, once created, their workspace and subscription (read in the same query). */
export interface SignedIn {
  user: SessionUser;
  workspace: OwnerWorkspace | null;
  /** null: no subscription; undefined: not read (the caller reads it itself). */
  subscription?: SubscriptionView | null;
  /** The profile's message variant; null: no profile; undefined: not read. */
  messageVariant?: MessageVariant | null;
}
