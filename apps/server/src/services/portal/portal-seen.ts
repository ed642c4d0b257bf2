import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PortalProject } from './portal-access';

/**
 * The portal's "seen" beacon (the page sends it once it has loaded): a visit puts the next
 * reminder N days off, and the browser's time zone (already checked as IANA) becomes the
 * reminders' clock. Separate from the page's GET, which stays read-only. The owner's
 * `updated_at` is not touched: a visit is not a change to the client.
 */
export async function recordPortalSeen(db: Db, project: PortalProject, timeZone: string | undefined): Promise<void> {
  await db
    .updateTable('projects')
    .set({
      portal_last_seen_at: sql<Date>`now()`,
      ...(timeZone ? { client_timezone: timeZone } : {}),
    })
    .where('id', '=', project.id)
    .execute();
}
