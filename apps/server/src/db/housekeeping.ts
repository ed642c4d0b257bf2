import { sql } from 'kysely';
import type { Db } from './database';

/** Removes what has expired: rate-limit windows, reset tokens and sessions. */
export async function removeExpiredRows(db: Db): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('verification').where('expiresAt', '<', sql<Date>`now()`).execute();
  await sql`DELETE FROM "session" WHERE "expiresAt" < now()`.execute(db);
}

/** Runs the clean-up now and then hourly; errors are logged, never fatal. */
export function scheduleHousekeeping(db: Db): () => void {
  const run = () => removeExpiredRows(db).catch((err: Error) => console.error('[housekeeping]', err.message));
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
