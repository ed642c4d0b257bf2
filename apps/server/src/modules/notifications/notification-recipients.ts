import type { Role } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface NotificationRecipient {
  email: string;
  role: Role;
  /** Whether they hear of the client because they are assigned to it (else: no one is, and they manage). */
  assigned: boolean;
}

/**
 * Who hears of a client's news: the members assigned to it; when no one is, the Owner and the
 * Admins. One statement, read in the sending transaction, so an assignment changed during the
 * delay counts as it is when the email goes.
 */
export async function notificationRecipients(
  trx: Kysely<Database>,
  workspaceId: string,
  projectId: string,
): Promise<NotificationRecipient[]> {
  const { rows } = await sql<NotificationRecipient>`
    WITH assigned AS (
      SELECT u.email, m.role FROM client_assignments a
      JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.user_id = a.user_id
      JOIN "user" u ON u.id = a.user_id
      WHERE a.project_id = ${projectId} AND a.workspace_id = ${workspaceId}
    )
    SELECT email, role, true AS assigned FROM assigned
    UNION ALL
    SELECT u.email, m.role, false AS assigned FROM workspace_members m
    JOIN "user" u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId} AND m.role IN ('owner', 'admin') AND NOT EXISTS (SELECT 1 FROM assigned)
    ORDER BY email`.execute(trx);
  return rows;
}
