import { apiUpload } from '../../../lib/api-upload';

export interface PortalUpload {
  token: string;
  stageId: string;
  fieldId: string;
  file: File;
  /** Whole percent of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

/**
 * POST /api/portal/:token/uploads (multipart: stageId, fieldId, then the file) with progress and
 * cancel (lib/api-upload.ts). Resolves with the file answer to store.
 */
export async function uploadPortalFile(
  { token, stageId, fieldId, file, onProgress, signal }: PortalUpload,
  createXhr?: () => XMLHttpRequest,
) {
  const form = new FormData();
  // The text fields first, so the server knows the question before the bytes arrive.
  form.append('stageId', stageId);
  form.append('fieldId', fieldId);
  form.append('file', file, file.name);
  const answer = await apiUpload(
    'POST /api/portal/{token}/uploads',
    { params: { token }, form, onProgress, signal },
    createXhr,
  );
  return answer.file;
}
