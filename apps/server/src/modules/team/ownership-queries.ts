import type { OwnershipTransfer } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { Db } from '../../platform/db/database';

interface TransferRow {
  workspace_name: string;
  from_user_id: string;
  from_name: string;
  to_user_id: string;
  to_name: string;
  to_email: string;
  created_at: Date;
  expires_at: Date;
}

/** The workspace's transfer still waiting (not expired), with the names the screens show. */
export async function pendingTransferRow(db: Db, workspaceId: string): Promise<TransferRow | undefined> {
  const { rows } = await sql<TransferRow>`
    SELECT w.name AS workspace_name, t.from_user_id, f.name AS from_name, t.to_user_id,
      u.name AS to_name, u.email AS to_email, t.created_at, t.expires_at
    FROM ownership_transfers t
      JOIN workspaces w ON w.id = t.workspace_id
      JOIN "user" f ON f.id = t.from_user_id
      JOIN "user" u ON u.id = t.to_user_id
    WHERE t.workspace_id = ${workspaceId} AND t.expires_at > now()`.execute(db);
  return rows[0];
}

export const toTransfer = (
  row: TransferRow,
  viewerId: string,
  replacesWorkspace: string | null,
): OwnershipTransfer => ({
  workspaceName: row.workspace_name,
  fromUserId: row.from_user_id,
  fromName: row.from_name,
  toUserId: row.to_user_id,
  toName: row.to_name,
  toEmail: row.to_email,
  requestedAt: new Date(row.created_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
  forYou: row.to_user_id === viewerId,
  replacesWorkspace,
});

/**
 * The pending transfer as this member may see it: the Owner and Admins (who manage the team) see
 * it, a Member only when it names them.
 */
export async function visibleTransfer(ctx: OwnerContext): Promise<OwnershipTransfer | null> {
  const row = await pendingTransferRow(ctx.db, ctx.workspaceId);
  if (!row) return null;
  const forYou = row.to_user_id === ctx.userId;
  if (!forYou && ctx.role === 'member') return null;
  const own = forYou ? await ownWorkspaceOf(ctx.db, ctx.userId) : undefined;
  return toTransfer(row, ctx.userId, own?.unused ? own.name : null);
}

export interface OwnWorkspace {
  id: string;
  name: string;
  /**
   * Nothing in it but its Owner: no clients, journeys, team, invitations, widgets, keys, webhooks,
   * domain or logo (the empty workspace a first sign-in makes). Only such a one may give way.
   */
  unused: boolean;
}

/** The workspace `userId` owns (a person owns at most one: workspaces.user_id is unique). */
export async function ownWorkspaceOf(db: Db, userId: string, lock = false): Promise<OwnWorkspace | undefined> {
  const { rows } = await sql<OwnWorkspace>`
    SELECT w.id, w.name, (w.logo_url IS NULL
      AND NOT EXISTS (SELECT 1 FROM projects x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM flow_templates x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM widgets x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM api_keys x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM webhook_endpoints x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM portal_domains x WHERE x.workspace_id = w.id)
      AND NOT EXISTS (SELECT 1 FROM workspace_members x WHERE x.workspace_id = w.id AND x.user_id <> w.user_id)
      AND NOT EXISTS (SELECT 1 FROM workspace_invitations x
        WHERE x.workspace_id = w.id AND x.accepted_at IS NULL AND x.revoked_at IS NULL)) AS unused
    FROM workspaces w WHERE w.user_id = ${userId} ${lock ? sql`FOR UPDATE OF w` : sql``}`.execute(db);
  return rows[0];
}

/**
 * Whether `userId` has a subscription of their own that ever started. The workspace's subscription
 * moves to its new owner, and a person has one subscription row, so only a never-started row (a
 * checkout begun and left) may give way to it.
 */
export async function hasOwnSubscription(db: Db, userId: string, lock = false): Promise<boolean> {
  const { rows } = await sql<{ started: boolean }>`
    SELECT (subscription_status <> 'not_started' OR stripe_subscription_id IS NOT NULL) AS started
    FROM subscriptions WHERE user_id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows[0]?.started ?? false;
}
