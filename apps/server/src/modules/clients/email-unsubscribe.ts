import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { EMAIL_WORKSPACE_COLUMNS, type EmailWorkspace, toEmailWorkspace, type UnsubscribeSubject } from '../email';

/** What the unsubscribe page shows: the workspace the person hears from, and whether they already stopped. */
export interface UnsubscribeTarget {
  subject: UnsubscribeSubject;
  workspace: EmailWorkspace;
  unsubscribedAt: Date | null;
}

/**
 * The person an unsubscribe token named (its signature already verified), with its workspace's
 * branding: a client's primary contact (the client's id) or another contact (the contact's id).
 */
export async function findUnsubscribeTarget(db: Db, subject: UnsubscribeSubject): Promise<UnsubscribeTarget | null> {
  const row =
    subject.kind === 'client'
      ? await db
          .selectFrom('projects as p')
          .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
          .select(['p.email_unsubscribed_at', ...EMAIL_WORKSPACE_COLUMNS])
          .where('p.id', '=', subject.id)
          .executeTakeFirst()
      : await db
          .selectFrom('client_contacts as c')
          .innerJoin('projects as p', 'p.id', 'c.project_id')
          .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
          .select(['c.email_unsubscribed_at', ...EMAIL_WORKSPACE_COLUMNS])
          .where('c.id', '=', subject.id)
          .executeTakeFirst();
  if (!row) return null;
  return { subject, unsubscribedAt: row.email_unsubscribed_at, workspace: toEmailWorkspace(row) };
}

const stopped = { email_unsubscribed_at: sql<Date>`coalesce(email_unsubscribed_at, now())` };

/**
 * Stops the workspace's emails to this person only; a second time keeps the first date. False
 * when they are gone. A contact's own row records it, the primary's is `projects` (the trigger
 * copies it to their row), also for a contact made primary since the email went.
 */
export async function unsubscribeClient(db: Db, subject: UnsubscribeSubject): Promise<boolean> {
  if (subject.kind === 'client') {
    const row = await db
      .updateTable('projects')
      .set(stopped)
      .where('id', '=', subject.id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
  const contact = await db
    .updateTable('client_contacts')
    .set(stopped)
    .where('id', '=', subject.id)
    .where('is_primary', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (contact) return true;
  const primary = await db
    .updateTable('projects')
    .set(stopped)
    .where(
      'id',
      '=',
      db.selectFrom('client_contacts').select('project_id').where('id', '=', subject.id).where('is_primary', '=', true),
    )
    .returning('id')
    .executeTakeFirst();
  return primary !== undefined;
}

/** True when the client's primary contact unsubscribed, or the client is gone. */
export async function isUnsubscribed(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('email_unsubscribed_at')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return !row || row.email_unsubscribed_at !== null;
}
