import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { EMAIL_WORKSPACE_COLUMNS, type EmailWorkspace, toEmailWorkspace } from '../email';

/** What the unsubscribe page shows: the workspace the client hears from, and whether it already stopped. */
export interface UnsubscribeTarget {
  clientId: string;
  workspace: EmailWorkspace;
  unsubscribedAt: Date | null;
}

/** The client an unsubscribe token named (its id already verified), with its workspace's branding. */
export async function findUnsubscribeTarget(db: Db, clientId: string): Promise<UnsubscribeTarget | null> {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select(['p.id', 'p.email_unsubscribed_at', ...EMAIL_WORKSPACE_COLUMNS])
    .where('p.id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    clientId: row.id,
    unsubscribedAt: row.email_unsubscribed_at,
    workspace: toEmailWorkspace(row),
  };
}

/** Stops the workspace's emails to this client; a second time keeps the first date. False when the client is gone. */
export async function unsubscribeClient(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .updateTable('projects')
    .set({ email_unsubscribed_at: sql<Date>`coalesce(email_unsubscribed_at, now())` })
    .where('id', '=', clientId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** For senders of client email (invitations, reminders): true when the client unsubscribed, or is gone. */
export async function isUnsubscribed(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('email_unsubscribed_at')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return !row || row.email_unsubscribed_at !== null;
}
