import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { isLogoKey } from '../../platform/storage/logo-keys';
import { isGeneratedKey } from '../../platform/storage/storage-keys';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How old a partial write must be before it counts as abandoned. A `.part` file is rewritten as
 * long as its upload runs, so an hour of silence means its process died; an S3 multipart upload
 * is dated by its start, and a big one may legitimately run for hours.
 */
export const ABANDONED_WRITE_AGE: Record<FileStorage['kind'], number> = { disk: HOUR, s3: DAY };

/**
 * An object is written before the row that names it commits (milliseconds later). Only one this
 * old without a row is a leftover: a fresh upload whose row is on its way is never touched.
 */
export const ORPHAN_AGE = DAY;

const BATCH = 500;

/**
 * Every column that holds a storage key, as a lookup: which of these keys does a row name?
 * attachments.file_path (deliverables and the portal's uploads), workspaces.logo_key, and the
 * agreements' PDFs.
 */
const KEY_COLUMNS: ((db: Db, keys: string[]) => Promise<string[]>)[] = [
  async (db, keys) =>
    (await db.selectFrom('attachments').select('file_path').where('file_path', 'in', keys).execute()).map(
      (row) => row.file_path,
    ),
  async (db, keys) =>
    (await db.selectFrom('workspaces').select('logo_key').where('logo_key', 'in', keys).execute()).flatMap((row) =>
      row.logo_key ? [row.logo_key] : [],
    ),
  // Agreements (modules/agreements): a stage's uploaded PDF, a client's frozen original and sealed final.
  async (db, keys) =>
    (await db.selectFrom('agreement_documents').select('file_key').where('file_key', 'in', keys).execute()).map(
      (row) => row.file_key,
    ),
  async (db, keys) =>
    (
      await db
        .selectFrom('agreements')
        .select(['original_key', 'final_key'])
        .where((eb) => eb.or([eb('original_key', 'in', keys), eb('final_key', 'in', keys)]))
        .execute()
    ).flatMap((row) => [row.original_key, ...(row.final_key ? [row.final_key] : [])]),
  // Payments (modules/payments): an invoice's PDF and receipt, a credit note's PDF.
  async (db, keys) =>
    (
      await db
        .selectFrom('invoices')
        .select(['pdf_key', 'receipt_key'])
        .where((eb) => eb.or([eb('pdf_key', 'in', keys), eb('receipt_key', 'in', keys)]))
        .execute()
    ).flatMap((row) => [row.pdf_key, row.receipt_key].filter((k): k is string => k !== null)),
  async (db, keys) =>
    (await db.selectFrom('credit_notes').select('pdf_key').where('pdf_key', 'in', keys).execute()).flatMap((row) =>
      row.pdf_key ? [row.pdf_key] : [],
    ),
];

export interface SweepResult {
  /** Partial writes removed (killed uploads). */
  abandonedWrites: number;
  /** Complete objects removed because no row names them. */
  orphans: number;
}

/**
 * Removes what an interrupted upload leaves in storage: partial writes, and objects whose row
 * never committed (or whose delete after a committed row delete failed). Only keys of our own
 * shape are considered, so other objects sharing a bucket are left alone; and only objects
 * written since this database's first account, so starting on an empty (or another) database
 * never empties the storage of the one it replaced.
 */
export async function sweepStorage(db: Db, storage: FileStorage, now = new Date()): Promise<SweepResult> {
  // A bucket policy without the multipart permissions must not stop the orphan sweep as well.
  const abandonedWrites = await storage
    .removeAbandonedWrites(new Date(now.getTime() - ABANDONED_WRITE_AGE[storage.kind]))
    .catch((err: Error) => {
      console.error('[storage sweep] removing abandoned partial writes failed:', err.message);
      return 0;
    });
  const since = await firstAccountAt(db);
  if (!since) return { abandonedWrites, orphans: 0 };
  const cutoff = now.getTime() - ORPHAN_AGE;
  let orphans = 0;
  let batch: string[] = [];
  for await (const object of storage.list()) {
    const written = object.modifiedAt.getTime();
    if (written >= cutoff || written < since.getTime() || !(isGeneratedKey(object.key) || isLogoKey(object.key)))
      continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      orphans += await removeOrphans(db, storage, batch);
      batch = [];
    }
  }
  if (batch.length > 0) orphans += await removeOrphans(db, storage, batch);
  return { abandonedWrites, orphans };
}

/** No account, no rows: nothing in storage can be this database's leftover. */
async function firstAccountAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.min('createdAt').as('first'))
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

async function removeOrphans(db: Db, storage: FileStorage, keys: string[]): Promise<number> {
  const named = new Set((await Promise.all(KEY_COLUMNS.map((lookup) => lookup(db, keys)))).flat());
  let removed = 0;
  for (const key of keys) {
    if (named.has(key)) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}
