import type { Kysely } from 'kysely';
import type { FileStorage } from '../storage/file-storage';
import type { Db } from './database';
import type { Database } from './schema';

/** A stored object, or every object under a prefix, whose rows are gone. */
export interface StorageTarget {
  target: string;
  isPrefix: boolean;
}

const BATCH = 200;

/**
 * Records stored files to remove, inside the transaction that deletes (or replaces) the rows that
 * name them: they are queued exactly when the rows are gone. The caller runs `removeQueued` with
 * the answer after the commit; what fails there stays queued for the hourly housekeeping
 * (docs/decisions/021). Targets are never reused (project ids, random logo keys), so a late retry
 * cannot remove a newer file.
 */
export async function queueDeletions(trx: Kysely<Database>, targets: StorageTarget[]): Promise<string[]> {
  if (targets.length === 0) return [];
  const rows = await trx
    .insertInto('storage_deletions')
    .values(targets.map((t) => ({ target: t.target, is_prefix: t.isPrefix })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Removes queued objects (the given ids, or the oldest batch), deleting each queue row once its
 * object is gone; a failure is counted on its row and left for the next run. Never throws.
 */
export async function removeQueued(
  db: Db,
  storage: FileStorage | undefined,
  ids?: string[],
): Promise<{ removed: number; failed: number }> {
  if (!storage || ids?.length === 0) return { removed: 0, failed: 0 };
  let removed = 0;
  let failed = 0;
  try {
    let query = db.selectFrom('storage_deletions').select(['id', 'target', 'is_prefix']).orderBy('created_at');
    query = ids ? query.where('id', 'in', ids) : query.limit(BATCH);
    for (const row of await query.execute()) {
      try {
        await (row.is_prefix ? storage.deletePrefix(row.target) : storage.delete(row.target));
        await db.deleteFrom('storage_deletions').where('id', '=', row.id).execute();
        removed++;
      } catch (err) {
        failed++;
        const message = (err as Error).message?.slice(0, 500) ?? String(err);
        console.error(`[storage] removing ${row.target} failed (will retry):`, message);
        await db
          .updateTable('storage_deletions')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message }))
          .where('id', '=', row.id)
          .execute()
          .catch(() => undefined);
      }
    }
  } catch (err) {
    console.error('[storage] reading the deletion queue failed:', (err as Error).message);
  }
  return { removed, failed };
}
