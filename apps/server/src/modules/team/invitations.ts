import {
  ERROR_CODES,
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  type InvitationPreview,
  type InviteMemberInput,
  MAX_MEMBERS,
  type TeamInvitation,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { OwnerContext, SessionUser } from '../../kernel/owner-context';
import { conflict, notFound, ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { EMAIL_WORKSPACE_COLUMNS, enqueueEmail, toEmailWorkspace } from '../email';
import { teamInvitationEmail } from './invitation-email';
import { hashInvitationToken, invitationLink, newInvitationToken } from './invitation-token';
import { openInvitations, seatsTaken, toInvitation } from './team-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Team changes of one workspace take its row's lock, so the seat count cannot be raced past. */
const lockWorkspace = (trx: Transaction<Database>, workspaceId: string) =>
  sql`SELECT 1 FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`.execute(trx);

/**
 * Stores a new token for the invitation and queues its email, in `trx`: the invitation reads
 * 'queued' until the send-email job records the mail server's answer (delivered or refused).
 */
async function sendInvitation(
  trx: Transaction<Database>,
  ctx: OwnerContext,
  invitationId: string,
  origin: string,
): Promise<TeamInvitation> {
  const { token, hash } = newInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  const row = await trx
    .updateTable('workspace_invitations')
    .set({
      token_hash: hash,
      expires_at: expiresAt,
      queued_at: sql<Date>`now()`,
      delivered_at: null,
      refused_at: null,
      refused_reason: null,
    })
    .where('id', '=', invitationId)
    .returning(['email', 'role'])
    .executeTakeFirstOrThrow();
  const workspace = await trx
    .selectFrom('workspaces as w')
    .select(EMAIL_WORKSPACE_COLUMNS)
    .where('w.id', '=', ctx.workspaceId)
    .executeTakeFirstOrThrow();
  const inviter = await trx.selectFrom('user').select('name').where('id', '=', ctx.userId).executeTakeFirstOrThrow();
  await enqueueEmail(trx, {
    ...teamInvitationEmail({
      to: row.email,
      workspace: toEmailWorkspace(workspace),
      inviterName: inviter.name,
      role: row.role,
      link: invitationLink(origin, token),
      origin,
    }),
    teamInvitation: { id: invitationId, tokenHash: hash },
  });
  const invitation = await openInvitations(trx, ctx.workspaceId)
    .where('i.id', '=', invitationId)
    .executeTakeFirstOrThrow();
  return toInvitation(invitation);
}

/** Invites `input.email` as `input.role`: refused for a member, an open invitation, a full team. */
export async function inviteMember(
  ctx: OwnerContext,
  input: InviteMemberInput,
  origin: string,
): Promise<TeamInvitation> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, ctx.workspaceId);
    const member = await trx
      .selectFrom('workspace_members as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select('m.user_id')
      .where('m.workspace_id', '=', ctx.workspaceId)
      .where(sql`lower(u.email)`, '=', input.email)
      .executeTakeFirst();
    if (member) throw conflict(INVITATION_MESSAGES.alreadyMember);
    const open = await openInvitations(trx, ctx.workspaceId).where('i.email', '=', input.email).executeTakeFirst();
    if (open) throw conflict(INVITATION_MESSAGES.alreadyInvited);
    if ((await seatsTaken(trx, ctx.workspaceId)) >= MAX_MEMBERS)
      throw conflict(INVITATION_MESSAGES.teamFull(MAX_MEMBERS));
    const { id } = await trx
      .insertInto('workspace_invitations')
      .values({
        workspace_id: ctx.workspaceId,
        email: input.email,
        role: input.role,
        // replaced by sendInvitation's own token before the transaction commits
        token_hash: newInvitationToken().hash,
        invited_by: ctx.userId,
        expires_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return sendInvitation(trx, ctx, id, origin);
  });
}

/** A new link (the old one stops working) and a new 7 days, by email again. */
export async function resendInvitation(ctx: OwnerContext, id: string, origin: string): Promise<TeamInvitation> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, ctx.workspaceId);
    const open = await openInvitations(trx, ctx.workspaceId).where('i.id', '=', id).executeTakeFirst();
    if (!open) throw notFound(INVITATION_MESSAGES.notFound);
    return sendInvitation(trx, ctx, id, origin);
  });
}

export async function revokeInvitation(ctx: OwnerContext, id: string): Promise<void> {
  const result = await ctx.db
    .updateTable('workspace_invitations')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound(INVITATION_MESSAGES.notFound);
}

/** The open, unexpired invitation behind a token, with its workspace's and inviter's names. */
const usableInvitation = (db: Db, token: string) =>
  db
    .selectFrom('workspace_invitations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .leftJoin('user as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.workspace_id',
      'i.email',
      'i.role',
      'i.expires_at',
      'w.name as workspace_name',
      'u.name as inviter_name',
    ])
    .where('i.token_hash', '=', hashInvitationToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`);

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token).executeTakeFirst();
  if (!row) throw notFound(INVITATION_MESSAGES.invalid);
  return {
    workspaceName: row.workspace_name,
    inviterName: row.inviter_name,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Joins the signed-in person to the invitation's workspace and makes it their session's: once,
 * only with the address it was sent to, only while the team has room.
 */
export async function acceptInvitation(db: Db, user: SessionUser, sessionId: string, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await usableInvitation(trx, token).executeTakeFirst();
    if (!found) throw notFound(INVITATION_MESSAGES.invalid);
    await lockWorkspace(trx, found.workspace_id);
    // Taken again under the lock: a second accept of the same link waits here, then finds it used.
    const invitation = await usableInvitation(trx, token).executeTakeFirst();
    if (!invitation) throw notFound(INVITATION_MESSAGES.invalid);
    if (invitation.email !== user.email.trim().toLowerCase()) {
      throw new ServiceError(ERROR_CODES.INVITATION_EMAIL_MISMATCH, INVITATION_MESSAGES.otherEmail(invitation.email));
    }
    const members = await trx
      .selectFrom('workspace_members')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('workspace_id', '=', invitation.workspace_id)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('workspace_members')
      .values({ workspace_id: invitation.workspace_id, user_id: user.id, role: invitation.role })
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted && members.n >= MAX_MEMBERS) throw conflict(INVITATION_MESSAGES.teamFull(MAX_MEMBERS));
    await trx
      .updateTable('workspace_invitations')
      .set({ accepted_at: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    await trx
      .insertInto('session_workspaces')
      .values({ session_id: sessionId, workspace_id: invitation.workspace_id })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ workspace_id: invitation.workspace_id }))
      .execute();
  });
}
