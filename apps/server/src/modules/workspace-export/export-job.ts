import { WORKSPACE_EXPORT_DAYS, WORKSPACE_EXPORT_MESSAGES } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import type { FileStorage } from '../../platform/storage/file-storage';
import { enqueueEmail } from '../email';
import { exportReadyEmail } from './export-email';
import { WORKSPACE_EXPORT_QUEUE, type WorkspaceExportJob } from './export-service';
import { buildWorkspaceZip } from './export-zip';

const DAY = 24 * 60 * 60 * 1000;

export type ExportJobDeps = Pick<WorkerDeps, 'db' | 'appOrigin' | 'storage'>;

/** Registers the worker that builds workspace exports (one try: a failure is shown, and retried by hand). */
export const workWorkspaceExport = (jobs: Jobs, deps: ExportJobDeps) =>
  jobs.work<WorkspaceExportJob>(WORKSPACE_EXPORT_QUEUE, async ({ exportId }) => {
    await runWorkspaceExport(deps, exportId);
  });

/** The zip's key: under the workspace's own prefix, which deleting the account removes whole. */
export const exportKey = (workspaceId: string, exportId: string) => `${workspaceId}/exports/${exportId}.zip`;

/**
 * Builds one export: running with its progress, then ready (7 days) with the Owner mailed in the
 * same transaction, or failed with a message. Never throws: the row says what happened.
 */
export async function runWorkspaceExport({ db, storage, appOrigin }: ExportJobDeps, exportId: string): Promise<void> {
  const claimed = await db
    .updateTable('workspace_exports')
    .set({ status: 'running', started_at: new Date(), progress: 0 })
    .where('id', '=', exportId)
    .where('status', 'in', ['queued', 'running'])
    .returning('workspace_id')
    .executeTakeFirst();
  if (!claimed) return;
  const key = exportKey(claimed.workspace_id, exportId);
  try {
    if (!storage) throw new Error('no file storage is configured');
    let shown = 0;
    let writes: Promise<unknown> = Promise.resolve();
    const size = await buildWorkspaceZip({
      db,
      storage,
      workspaceId: claimed.workspace_id,
      key,
      onProgress: (percent) => {
        if (percent <= shown) return;
        shown = percent;
        writes = writes.then(() => setProgress(db, exportId, percent)).catch(() => {});
      },
    });
    await writes;
    await finish(db, storage, { exportId, key, size, appOrigin });
  } catch (err) {
    console.error(`[workspace export] ${exportId} failed:`, (err as Error).message);
    await storage?.delete(key).catch(() => {});
    await db
      .updateTable('workspace_exports')
      .set({ status: 'failed', error: WORKSPACE_EXPORT_MESSAGES.failed, finished_at: new Date() })
      .where('id', '=', exportId)
      .execute();
  }
}

const setProgress = (db: Db, exportId: string, progress: number) =>
  db
    .updateTable('workspace_exports')
    .set({ progress })
    .where('id', '=', exportId)
    .where('status', '=', 'running')
    .where('progress', '<', progress)
    .execute();

async function finish(
  db: Db,
  storage: FileStorage,
  done: { exportId: string; key: string; size: number; appOrigin: string },
): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + WORKSPACE_EXPORT_DAYS * DAY);
  const kept = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('workspace_exports')
      .set({
        status: 'ready',
        progress: 100,
        storage_key: done.key,
        size_bytes: done.size,
        finished_at: now,
        expires_at: expiresAt,
      })
      .where('id', '=', done.exportId)
      .where('status', '=', 'running')
      .returning('workspace_id')
      .executeTakeFirst();
    if (!row) return false;
    // The Owner now (workspaces.user_id follows an ownership transfer).
    const owner = await trx
      .selectFrom('workspaces as w')
      .innerJoin('user as u', 'u.id', 'w.user_id')
      .select(['u.email', 'w.name'])
      .where('w.id', '=', row.workspace_id)
      .executeTakeFirst();
    if (owner) {
      const link = new URL('/settings/account', done.appOrigin).toString();
      await enqueueEmail(trx, exportReadyEmail({ to: owner.email, workspaceName: owner.name, link, expiresAt }));
    }
    return true;
  });
  // The row went meanwhile (the workspace was deleted): nothing names the zip any more.
  if (!kept) await storage.delete(done.key);
}
