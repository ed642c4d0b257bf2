import { WORKSPACE_EXPORT_MESSAGES, type WorkspaceExport } from '@bloom/core';
import { type Selectable, sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { WorkspaceExportsTable } from '../../platform/db/schema-data-requests';
import { enqueue } from '../../platform/jobs/enqueue';
import type { FileStorage } from '../../platform/storage/file-storage';

export const WORKSPACE_EXPORT_QUEUE = 'workspace-export';
export interface WorkspaceExportJob {
  exportId: string;
}

/** An export still queued or running after this long had its job die with its process. */
const STALE = sql<Date>`now() - interval '6 hours'`;
const ACTIVE = ['queued', 'running'] as const;
/** How many exports the account page lists. */
const LISTED = 5;

type Row = Selectable<WorkspaceExportsTable>;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const toView = (row: Row): WorkspaceExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  error: row.error,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: iso(row.finished_at),
  expiresAt: iso(row.expires_at),
});

/**
 * POST /api/workspace-exports: queues the build of the workspace's zip. One at a time per
 * workspace (a partial unique index: a second request, even a concurrent one, answers 409).
 */
export async function startWorkspaceExport(ctx: OwnerContext): Promise<WorkspaceExport> {
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('workspace_exports')
      .set({ status: 'failed', error: WORKSPACE_EXPORT_MESSAGES.timedOut, finished_at: new Date() })
      .where('workspace_id', '=', ctx.workspaceId)
      .where('status', 'in', ACTIVE)
      .where('created_at', '<', STALE)
      .execute();
    const row = await trx
      .insertInto('workspace_exports')
      .values({ workspace_id: ctx.workspaceId, requested_by_user_id: ctx.userId })
      .onConflict((oc) => oc.column('workspace_id').where('status', 'in', ACTIVE).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(WORKSPACE_EXPORT_MESSAGES.alreadyRunning);
    await enqueue(trx, WORKSPACE_EXPORT_QUEUE, { exportId: row.id } satisfies WorkspaceExportJob);
    return toView(row);
  });
}

/** The latest exports, newest first; an expired one is gone (its file too, by housekeeping). */
export async function listWorkspaceExports(ctx: OwnerContext): Promise<WorkspaceExport[]> {
  const rows = await ctx.db
    .selectFrom('workspace_exports')
    .selectAll()
    .where('workspace_id', '=', ctx.workspaceId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .orderBy('created_at', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map(toView);
}

/** A ready, unexpired export of this workspace; 404 for anything else (foreign, expired, unknown). */
export async function downloadableExport(ctx: OwnerContext, id: string) {
  const row = await ctx.db
    .selectFrom('workspace_exports')
    .select(['storage_key', 'finished_at'])
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row?.storage_key) throw notFound(WORKSPACE_EXPORT_MESSAGES.notFound);
  return { key: row.storage_key, finishedAt: row.finished_at ?? new Date() };
}

/**
 * Housekeeping: an expired export's zip is removed from storage, then its row; a failed one's row
 * after 30 days. A removal that fails leaves the row for the next run.
 */
export async function removeExpiredExports(db: Db, storage: FileStorage): Promise<number> {
  const expired = await db
    .selectFrom('workspace_exports')
    .select(['id', 'storage_key'])
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sql<Date>`now()`),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<', sql<Date>`now() - interval '30 days'`)]),
      ]),
    )
    .limit(500)
    .execute();
  let removed = 0;
  for (const row of expired) {
    if (row.storage_key) await storage.delete(row.storage_key);
    await db.deleteFrom('workspace_exports').where('id', '=', row.id).execute();
    removed++;
  }
  return removed;
}
