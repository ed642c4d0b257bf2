import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The team invitation a queued email carries: its id and the hash of the token in its link. A
 * Resend stores a new token, so a job whose hash no longer matches is an older send.
 */
export interface TeamInvitationMail {
  id: string;
  tokenHash: string;
}

/**
 * Why a queued team invitation must not go now, or null when it may: it was revoked, accepted,
 * sent again (a newer email carries the live link), has expired, or its workspace is gone.
 */
export async function teamInvitationSkipReason(db: Db, { id, tokenHash }: TeamInvitationMail): Promise<string | null> {
  const row = await db
    .selectFrom('workspace_invitations')
    .select(['token_hash', 'accepted_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return 'the invitation was deleted';
  if (row.revoked_at) return 'the invitation was revoked';
  if (row.accepted_at) return 'the invitation was accepted';
  if (row.token_hash !== tokenHash) return 'the invitation was sent again since';
  if (row.expired) return 'the invitation expired';
  return null;
}

/** The send this job made, if it is still the invitation's latest one. */
const thisSend = (db: Db, { id, tokenHash }: TeamInvitationMail) =>
  db
    .updateTable('workspace_invitations')
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .where('delivered_at', 'is', null)
    .where('refused_at', 'is', null);

/** The mail server accepted it: only now does the team page say 'Delivered'. */
export async function markTeamInvitationDelivered(db: Db, invitation: TeamInvitationMail): Promise<void> {
  await thisSend(db, invitation).set({ delivered_at: sql<Date>`now()` }).execute();
}

/** The mail server refused the address for good: the team page says so, with its answer. */
export async function markTeamInvitationRefused(db: Db, invitation: TeamInvitationMail, reason: string): Promise<void> {
  await thisSend(db, invitation)
    .set({ refused_at: sql<Date>`now()`, refused_reason: reason.slice(0, 500) })
    .execute();
}
