import type { Kysely } from 'kysely';
import type { ReceivedUpload } from '../storage/receive-upload';
import type { UploaderType } from '../storage/storage-keys';
import type { Database } from './schema';

/** The row of an upload already in storage (an owner's deliverable, a client's answer); its id. */
export async function insertAttachment(
  trx: Kysely<Database>,
  projectId: string,
  uploadedBy: UploaderType,
  upload: ReceivedUpload,
): Promise<string> {
  const row = await trx
    .insertInto('attachments')
    .values({
      project_id: projectId,
      uploaded_by_type: uploadedBy,
      file_path: upload.key,
      original_filename: upload.originalName,
      file_size: upload.size,
      mime_type: upload.mimeType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
