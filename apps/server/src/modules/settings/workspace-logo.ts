import { Readable } from 'node:stream';
import type { WorkspaceSettings } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { queueDeletions, removeQueued } from '../../platform/db/storage-deletions';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createLogoKey, logoUrlPath } from '../../platform/storage/logo-keys';
import type { PreparedLogo } from './logo/logo-image';
import { readWorkspaceSettings } from './workspace-settings';

/**
 * The workspace logo (docs/decisions/021): stored under a new key per upload, named publicly by
 * its content hash (/api/logos/<sha256>.<ext>). The previous logo's object is queued for removal
 * in the transaction that replaces it and removed after the commit.
 */
export async function setWorkspaceLogo(
  ctx: OwnerContext,
  storage: FileStorage,
  logo: PreparedLogo,
): Promise<WorkspaceSettings> {
  const key = createLogoKey(ctx.workspaceId, logo.type.extension);
  await storage.put(key, Readable.from([logo.bytes]), { maxBytes: logo.bytes.length, contentType: logo.type.mime });
  try {
    return await replaceLogo(ctx, storage, { key, url: logoUrlPath(logo.fileName) });
  } catch (err) {
    // The row never named it: nothing else will.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** DELETE /api/workspace/logo. */
export function removeWorkspaceLogo(ctx: OwnerContext, storage: FileStorage | undefined) {
  return replaceLogo(ctx, storage, null);
}

async function replaceLogo(
  ctx: OwnerContext,
  storage: FileStorage | undefined,
  next: { key: string; url: string } | null,
): Promise<WorkspaceSettings> {
  const { settings, queued } = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('workspaces')
      .select('logo_key')
      .where('id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    await trx
      .updateTable('workspaces')
      .set({ logo_key: next?.key ?? null, logo_url: next?.url ?? null, updated_at: new Date() })
      .where('id', '=', ctx.workspaceId)
      .execute();
    const old = current.logo_key;
    const queued = old && old !== next?.key ? await queueDeletions(trx, [{ target: old, isPrefix: false }]) : [];
    return { settings: await readWorkspaceSettings(ctx, trx), queued };
  });
  await removeQueued(ctx.db, storage, queued);
  return settings;
}

/**
 * The storage key behind a public logo name, and this address's recent misses, in one statement.
 * Only a workspace's current logo is served: a replaced one is gone with its row.
 */
export async function findPublicLogo(
  db: Db,
  fileName: string,
  missKey: string,
): Promise<{ key: string | null; misses: number }> {
  const { rows } = await sql<{ key: string | null; misses: number | null }>`
    SELECT (SELECT w.logo_key FROM workspaces w WHERE w.logo_url = ${logoUrlPath(fileName)} AND w.logo_key IS NOT NULL
        LIMIT 1) AS key,
      (SELECT r.count FROM rate_limits r WHERE r.key = ${missKey} AND r.reset_at > now()) AS misses`.execute(db);
  return { key: rows[0]?.key ?? null, misses: rows[0]?.misses ?? 0 };
}
