import { DELIVERABLE_MESSAGES } from '@bloom/core';
import type { StoredFileRecord } from '../../storage/send-stored-file';
import { notFound } from '../service-error';
import type { DeliverableContext } from './deliverable-context';
import { requireClient } from './milestone-target';

/** An attachment of this client of this workspace, as send-stored-file needs it; else 404. */
export async function findClientAttachment(
  ctx: DeliverableContext,
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
