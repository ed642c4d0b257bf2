import type { Role } from '@bloom/core';
import type { ColumnType, Generated } from 'kysely';

/** The team's tables (migration 017), kept beside schema.ts, which lists them in `Database`. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: Role;
  created_at: Generated<Date>;
}

export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  email: string;
  role: Exclude<Role, 'owner'>;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  /** When the latest email was queued; `delivered_at` once the mail server accepted it (migration 022). */
  queued_at: Timestamp;
  delivered_at: NullableTimestamp;
  /** The mail server refused the address for good, with its answer. */
  refused_at: NullableTimestamp;
  refused_reason: string | null;
  created_at: Generated<Date>;
}

export interface ClientAssignmentsTable {
  project_id: string;
  workspace_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface SessionWorkspacesTable {
  session_id: string;
  workspace_id: string;
}
