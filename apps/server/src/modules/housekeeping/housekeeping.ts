import { sql } from 'kysely';
import { type Db, embeddedPGlite } from '../../platform/db/database';
import { removeExpiredIdempotencyKeys } from '../../platform/db/idempotency-keys';
import { removeQueued } from '../../platform/db/storage-deletions';
import type { FileStorage } from '../../platform/storage/file-storage';
import { removeOldWebhookMessages } from '../integrations';
import { removeExpiredExports } from '../workspace-export';
import { sweepStorage } from './storage-sweep';

/** Removes what has expired: rate-limit windows, reset tokens, sessions and idempotency keys. */
export async function removeExpiredRows(db: Db): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('verification').where('expiresAt', '<', sql<Date>`now()`).execute();
  await sql`DELETE FROM "session" WHERE "expiresAt" < now()`.execute(db);
  await removeExpiredIdempotencyKeys(db);
  // The webhook delivery log keeps 30 days (attempts go with their message).
  await removeOldWebhookMessages(db);
}

/**
 * PGlite runs no autovacuum: without this its visibility map goes stale, and the client list's
 * searches, read from the index alone on PostgreSQL (migration 029), fetch every matching row.
 */
export async function vacuumEmbedded(db: Db): Promise<boolean> {
  if (!embeddedPGlite(db)) return false;
  await sql`VACUUM (ANALYZE) projects`.execute(db);
  return true;
}

/** The expired rows, then (with file storage) the files an interrupted upload left behind. */
export async function runHousekeeping(db: Db, storage?: FileStorage): Promise<void> {
  await removeExpiredRows(db);
  await vacuumEmbedded(db);
  if (!storage) return;
  // Files whose rows were deleted but whose removal failed then (a deleted account's, a replaced logo).
  const queued = await removeQueued(db, storage);
  if (queued.removed || queued.failed) {
    console.log(`[housekeeping] removed ${queued.removed} queued stored file(s); ${queued.failed} still failing`);
  }
  // Workspace exports past their 7 days: the zip, then its row.
  await removeExpiredExports(db, storage).catch((err: Error) =>
    console.error('[housekeeping] removing expired workspace exports failed:', err.message),
  );
  const swept = await sweepStorage(db, storage);
  if (swept.abandonedWrites || swept.orphans) {
    console.log(
      `[housekeeping] removed ${swept.abandonedWrites} abandoned partial upload(s) and ${swept.orphans} stored file(s) no row names`,
    );
  }
}

/** Runs the clean-up now and then hourly (never two at once); errors are logged, never fatal. */
export function scheduleHousekeeping(db: Db, storage?: FileStorage): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    await runHousekeeping(db, storage)
      .catch((err: Error) => console.error('[housekeeping]', err.message))
      .finally(() => {
        running = false;
      });
  };
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
