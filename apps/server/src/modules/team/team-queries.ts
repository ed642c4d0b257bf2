import {
  MAX_MEMBERS,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
  type WorkspaceMembership,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { Db } from '../../platform/db/database';
import { visibleTransfer } from './ownership-queries';

interface InvitationRow {
  id: string;
  email: string;
  role: TeamInvitation['role'];
  queued_at: Date;
  delivered_at: Date | null;
  refused_at: Date | null;
  refused_reason: string | null;
  expires_at: Date;
  invited_by_name: string | null;
}

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** An open invitation as the team page shows it. */
export const toInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  queuedAt: new Date(row.queued_at).toISOString(),
  delivery: row.refused_at ? 'refused' : row.delivered_at ? 'delivered' : 'queued',
  deliveredAt: isoOrNull(row.delivered_at),
  refusedReason: row.refused_at ? (row.refused_reason ?? '') : null,
  expiresAt: new Date(row.expires_at).toISOString(),
  expired: new Date(row.expires_at).getTime() <= Date.now(),
  invitedBy: row.invited_by_name,
});

/** Open invitations of the workspace (not accepted, not revoked; expired ones too, to resend). */
export const openInvitations = (db: Db, workspaceId: string) =>
  db
    .selectFrom('workspace_invitations as i')
    .leftJoin('user as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.role',
      'i.queued_at',
      'i.delivered_at',
      'i.refused_at',
      'i.refused_reason',
      'i.expires_at',
      'u.name as invited_by_name',
    ])
    .where('i.workspace_id', '=', workspaceId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null);

/** The members, Owner first, with how many clients each has assigned. */
export async function listMembers(ctx: OwnerContext, userId?: string): Promise<TeamMember[]> {
  let query = ctx.db
    .selectFrom('workspace_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.role',
      'm.created_at',
      'u.name',
      'u.email',
      sql<number>`(SELECT count(*)::int FROM client_assignments a
        WHERE a.workspace_id = m.workspace_id AND a.user_id = m.user_id)`.as('assigned'),
    ])
    .where('m.workspace_id', '=', ctx.workspaceId)
    .orderBy(sql`m.role = 'owner'`, 'desc')
    .orderBy('m.created_at')
    .orderBy('m.user_id');
  if (userId !== undefined) query = query.where('m.user_id', '=', userId);
  const rows = await query.execute();
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    joinedAt: new Date(r.created_at).toISOString(),
    isYou: r.user_id === ctx.userId,
    assignedClients: r.assigned,
  }));
}

export async function getTeam(ctx: OwnerContext): Promise<TeamResponse> {
  const [members, invitations, ownershipTransfer] = await Promise.all([
    listMembers(ctx),
    openInvitations(ctx.db, ctx.workspaceId).orderBy('i.created_at', 'desc').execute(),
    visibleTransfer(ctx),
  ]);
  return { members, invitations: invitations.map(toInvitation), maxMembers: MAX_MEMBERS, ownershipTransfer };
}

/** Members plus open, unexpired invitations: the seats a new invitation would count against. */
export async function seatsTaken(db: Db, workspaceId: string): Promise<number> {
  const row = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM workspace_members WHERE workspace_id = ${workspaceId})
      + (SELECT count(*) FROM workspace_invitations WHERE workspace_id = ${workspaceId}
          AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Every workspace the person belongs to, for the switcher; `activeId` marks the session's. */
export async function listWorkspaces(db: Db, userId: string, activeId: string): Promise<WorkspaceMembership[]> {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['w.id', 'w.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, active: r.id === activeId }));
}
