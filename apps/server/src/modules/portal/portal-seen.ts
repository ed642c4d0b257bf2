import { sql } from 'kysely';
import type { Events } from '../../kernel/events';
import type { Db } from '../../platform/db/database';
import type { PortalProject } from './portal-access';

/**
 * The portal's "seen" beacon (the page sends it once it has loaded, and as a stage's form opens):
 * a visit puts the next reminder N days off, and the browser's time zone (already checked as
 * IANA) becomes the reminders' clock. The first visit opens the portal, and the first view of a
 * stage starts it, for the journey insights. Separate from the page's GET, which stays read-only.
 * The owner's `updated_at` is not touched: a visit is not a change to the client. The last visit
 * is the visiting contact's: the primary's is the client's own column (the trigger copies it to
 * their contact row), another contact's is on their row.
 */
export async function recordPortalSeen(
  db: Db,
  project: PortalProject,
  seen: { timeZone?: string | undefined; stageId?: string | undefined },
  events: Events,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Whether the contact is the primary is read here, not from the request's lookup: a swap may
    // have happened since.
    const contactId = project.contact.id;
    await trx
      .updateTable('client_contacts')
      .set({ portal_last_seen_at: sql<Date>`now()` })
      .where('id', '=', contactId)
      .where('is_primary', '=', false)
      .execute();
    await trx
      .updateTable('projects')
      .set({
        portal_last_seen_at: sql<Date | null>`CASE WHEN (SELECT is_primary FROM client_contacts WHERE id = ${contactId})
          THEN now() ELSE portal_last_seen_at END`,
        portal_first_opened_at: sql<Date>`coalesce(portal_first_opened_at, now())`,
        ...(seen.timeZone ? { client_timezone: seen.timeZone } : {}),
      })
      .where('id', '=', project.id)
      .execute();
    await events.publish(trx, 'portal.seen', { clientId: project.id, stageId: seen.stageId ?? null });
  });
}
