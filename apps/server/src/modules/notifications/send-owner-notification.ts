import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { EMAIL_WORKSPACE_COLUMNS, enqueueEmail, toEmailWorkspace } from '../email';
import { notificationRecipients } from './notification-recipients';
import { ownerNotificationEmail } from './owner-notification-email';
import { wantsNotification } from './owner-notifications';

/**
 * The owner-notify job of one client: claims every event about it not mailed yet and queues ONE
 * email to each recipient (the client's assignees, else the Owner and Admins), in one transaction
 * (a retry after a commit finds nothing left to claim, so no one gets the same news twice). The
 * toggles are the workspace's, so they hold for every recipient. A deleted client's events went
 * with it (cascade). Returns how many emails were queued.
 */
export async function sendOwnerNotification(db: Db, projectId: string, appOrigin: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // FOR SHARE waits for a portal write on this client still open (it locks the row, see
    // lockJourney): news it records after this job was fetched is claimed here, not left behind
    // by a send the waiting job had swallowed.
    const who = await trx
      .selectFrom('projects as p')
      .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
      .select([
        'p.id',
        'p.client_name',
        'p.name as project_name',
        'p.workspace_id',
        ...EMAIL_WORKSPACE_COLUMNS,
        'w.notify_submission',
        'w.notify_testimonial',
        'w.notify_milestone',
      ])
      .where('p.id', '=', projectId)
      .forShare('p')
      .executeTakeFirst();
    if (!who) return 0;
    const claimed = await trx
      .updateTable('owner_notifications')
      .set({ sent_at: sql<Date>`now()` })
      .where('project_id', '=', projectId)
      .where('sent_at', 'is', null)
      .returning(['kind', 'stage_name', 'created_at'])
      .execute();
    // A toggle turned off during the delay holds too: those events are claimed and dropped.
    const events = claimed
      .filter((e) => wantsNotification(e.kind, who))
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
      .map((e) => ({ kind: e.kind, stageName: e.stage_name }));
    if (events.length === 0) return 0;
    const recipients = await notificationRecipients(trx, who.workspace_id, who.id);
    const workspace = toEmailWorkspace(who);
    const client = { id: who.id, name: who.client_name, projectName: who.project_name };
    // One job per recipient: each is sent and retried on its own, and all or none are queued.
    for (const to of recipients) {
      await enqueueEmail(trx, ownerNotificationEmail({ to, workspace, client, events }, appOrigin));
    }
    return recipients.length;
  });
}
