import { fieldKind, PORTAL_MESSAGES, type PortalFileAnswer, portalUploadFieldsSchema, stageFields } from '@bloom/core';
import { badRequest, notFound, zodMessage } from '../../kernel/service-error';
import { insertAttachment } from '../../platform/db/attachments';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ReceivedUpload } from '../../platform/storage/receive-upload';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import { lockJourney } from './journey-state';
import type { PortalProject } from './portal-access';

/**
 * Records a client's upload already in storage: it must answer a file question of an open stage
 * of this client's journey. Anything refused removes the stored object, so nothing is left behind.
 * The answer itself is saved by the draft or the submission that names the attachment.
 */
export async function recordClientUpload(
  db: Db,
  storage: FileStorage,
  project: PortalProject,
  upload: ReceivedUpload,
): Promise<{ file: PortalFileAnswer }> {
  try {
    const parsed = portalUploadFieldsSchema.safeParse({ ...upload.fields });
    if (!parsed.success) throw badRequest(zodMessage(parsed.error));
    const { stageId, fieldId } = parsed.data;
    return await db.transaction().execute(async (trx) => {
      const stage = (await lockJourney(trx, project)).openStage(stageId);
      const field = stageFields({ stepType: stage.stepType, fields: stage.fields }).find((f) => f.id === fieldId);
      if (!field || fieldKind(field) !== 'file') throw badRequest('This question does not take a file');
      const attachmentId = await insertAttachment(trx, project.id, 'client', upload);
      return {
        file: { attachmentId, name: upload.originalName, size: upload.size, mimeType: upload.mimeType },
      };
    });
  } catch (err) {
    await storage.delete(upload.key).catch((e) => console.error('[portal] removing refused upload failed:', e));
    throw err;
  }
}

/** A file of this project (a deliverable or the client's own upload); anything else is 404. */
export async function findPortalFile(db: Db, project: PortalProject, attachmentId: string): Promise<StoredFileRecord> {
  const row = await db
    .selectFrom('attachments')
    .select(['file_path', 'original_filename', 'mime_type'])
    .where('id', '=', attachmentId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (!row) throw notFound(PORTAL_MESSAGES.fileNotFound);
  return { key: row.file_path, originalName: row.original_filename, mimeType: row.mime_type };
}
