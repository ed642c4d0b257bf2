import { UPLOAD_MESSAGES } from '@bloom/core';
import { apiUpload } from '../../../lib/api-upload';

export interface DeliverableUpload {
  clientId: string;
  stageId: string;
  title: string | null;
  slotId: string | null;
  file: File;
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request and rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

/** The multipart body: the text fields first so the server knows the stage before the bytes arrive. */
export function uploadBody({
  stageId,
  title,
  slotId,
  file,
}: Pick<DeliverableUpload, 'stageId' | 'title' | 'slotId' | 'file'>) {
  const body = new FormData();
  body.append('stageId', stageId);
  if (title) body.append('title', title);
  if (slotId) body.append('slotId', slotId);
  body.append('file', file, file.name);
  return body;
}

/**
 * POST /api/clients/:clientId/deliverables/uploads with progress and cancel (lib/api-upload.ts).
 * Resolves with the new deliverable; rejects with an ApiError or an AbortError.
 */
export async function uploadDeliverable(
  { clientId, onProgress, signal, ...fields }: DeliverableUpload,
  createXhr?: () => XMLHttpRequest,
) {
  const answer = await apiUpload(
    'POST /api/clients/{clientId}/deliverables/uploads',
    {
      params: { clientId },
      form: uploadBody(fields),
      onProgress,
      signal,
      fallbackMessage: UPLOAD_MESSAGES.uploadFailed,
    },
    createXhr,
  );
  return answer.deliverable;
}
