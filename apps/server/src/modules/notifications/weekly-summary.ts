import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { enqueueEmail } from '../email';
import { nothingHappened, weekActivity } from './summary-activity';
import { type SummaryWeek, summaryWeek, usableZone } from './summary-week';
import { weeklySummaryEmail } from './weekly-summary-email';

export interface WeeklySummaryRun {
  now: Date;
  /** Where the email's links point (config.appOrigin). */
  appOrigin: string;
  /** Aborted when the server stops: the workspaces not reached yet are left to the next tick. */
  signal?: AbortSignal;
}

/**
 * The cron's weekly summary (every 5 minutes, on one instance per tick): every workspace with the
 * summary on whose clock shows Monday 08:00–20:00 and that has not had this Monday's yet gets one
 * email about the week before, or none when nothing happened. Returns how many were queued.
 */
export async function runWeeklySummary(db: Db, { now, appOrigin, signal }: WeeklySummaryRun): Promise<number> {
  // By time zone first: the week is computed once per zone, and only those zones' workspaces are read.
  const zones = await db
    .selectFrom('workspaces')
    .select('timezone')
    .distinct()
    .where('notify_weekly_summary', '=', true)
    .execute();
  let queued = 0;
  const failed: string[] = [];
  for (const { timezone } of zones) {
    const timeZone = usableZone(timezone);
    const week = summaryWeek(now, timeZone);
    if (!week) continue;
    const due = await db
      .selectFrom('workspaces')
      .select('id')
      .where('timezone', '=', timezone)
      .where('notify_weekly_summary', '=', true)
      .where(sql<boolean>`weekly_summary_week IS DISTINCT FROM ${week.monday}`)
      .execute();
    for (const { id } of due) {
      if (signal?.aborted) break;
      // One workspace's failure (rolled back, unclaimed: the next tick tries again) stops no other.
      try {
        if (await summarizeWorkspace(db, id, { week, timeZone, now, appOrigin })) queued++;
      } catch (err) {
        failed.push(`${id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  // The job fails with every reason, for the operator's log.
  if (failed.length > 0)
    throw new Error(`weekly summary failed for ${failed.length} workspace(s): ${failed.join('; ')}`);
  return queued;
}

/**
 * Claims the workspace's summary for this Monday and queues it in the same transaction: of two
 * runs at once, the second finds the week claimed (its UPDATE waits for the first, then matches
 * nothing). An empty week is claimed all the same, so it is not looked at again until next Monday.
 */
async function summarizeWorkspace(
  db: Db,
  workspaceId: string,
  run: WeeklySummaryRun & { week: SummaryWeek; timeZone: string },
): Promise<boolean> {
  const { week } = run;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('workspaces')
      .set({ weekly_summary_week: week.monday })
      .where('id', '=', workspaceId)
      .where('notify_weekly_summary', '=', true)
      .where(sql<boolean>`weekly_summary_week IS DISTINCT FROM ${week.monday}`)
      .returning(['user_id', 'name', 'logo_url', 'primary_color', 'contact_email'])
      .executeTakeFirst();
    if (!claimed) return false;
    const activity = await weekActivity(trx, workspaceId, week);
    if (nothingHappened(activity)) return false;
    const owner = await trx.selectFrom('user').select('email').where('id', '=', claimed.user_id).executeTakeFirst();
    if (!owner) return false;
    const message = weeklySummaryEmail(
      {
        to: owner.email,
        workspace: {
          name: claimed.name,
          logoUrl: claimed.logo_url,
          primaryColor: claimed.primary_color,
          contactEmail: claimed.contact_email,
        },
        timeZone: run.timeZone,
        week,
        activity,
        now: run.now,
      },
      run.appOrigin,
    );
    await enqueueEmail(trx, message);
    return true;
  });
}
