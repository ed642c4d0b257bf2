import type { MessageVariant, OwnerWorkspace, Role, SubscriptionView } from '@bloom/core';
import type { Db } from '../platform/db/database';
import type { Events } from './events';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in member and the workspace they work in, taken from the session by `requireOwner`
 * and passed as it is (`c.get('owner')`) to every owner service; their queries filter by
 * `workspaceId` (and, for a Member, by the clients assigned to `userId`).
 */
export interface OwnerContext {
  db: Db;
  /** The app's event hook: a change publishes to it inside its transaction (kernel/events.ts). */
  events: Events;
  userId: string;
  /**
   * Their name as it is now (read with the session, or the key's Owner for /api/v1): what an
   * action records beside `userId`, so the history keeps it after they rename or leave.
   */
  userName: string;
  workspaceId: string;
  /** The member's role in this workspace, read with the session on every request. */
  role: Role;
  /**
   * The workspace's data version read with the session (or the key), before anything else: the
   * answer cache's check (docs/decisions/043-answer-cache.md). Absent: not read, nothing is cached.
   */
  dataVersion?: string;
}

/** The signed-in user and, once created, their workspace and subscription (read in the same query). */
export interface SignedIn {
  user: SessionUser;
  sessionId: string;
  workspace: OwnerWorkspace | null;
  /** The role in `workspace`; null with no workspace. */
  role: Role | null;
  /** The session picked a workspace its person is no longer a member of. */
  removed: boolean;
  /** null: no subscription; undefined: not read (the caller reads it itself). */
  subscription?: SubscriptionView | null;
  /** The profile's message variant; null: no profile; undefined: not read. */
  messageVariant?: MessageVariant | null;
  /** The workspace's data version (migration 031); null or undefined: not read. */
  dataVersion?: string | null;
}
