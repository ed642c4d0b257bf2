import { DELIVERABLE_MESSAGES } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import { requireClient } from './milestone-target';

/** Before an upload's bytes are read: a client of another workspace answers 404 at once. */
export async function requireUploadClient(ctx: OwnerContext, clientId: string): Promise<void> {
  await requireClient(ctx.db, ctx.workspaceId, clientId);
}

/** An attachment of this client of this workspace, as send-stored-file needs it; else 404. */
export async function findClientAttachment(
  ctx: OwnerContext,
  clientId: string,
  attachmentId: string,
): Promise<StoredFileRecord> {
  await requireClient(ctx.db, ctx.workspaceId, clientId);
  const row = await ctx.db
    .selectFrom('attachments')
    .select(['file_path', 'original_filename', 'mime_type'])
    .where('id', '=', attachmentId)
    .where('project_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound(DELIVERABLE_MESSAGES.fileNotFound);
  return { key: row.file_path, originalName: row.original_filename, mimeType: row.mime_type };
}
