import { UPLOAD_MESSAGES } from '@bloom/core';
import { apiUpload } from '../../../lib/api-upload';

export interface AgreementDocumentUpload {
  journeyId: string;
  file: File;
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request and rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

/**
 * POST /api/journeys/{id}/agreement-documents/uploads with progress and cancel (lib/api-upload.ts).
 * Resolves with the stored PDF (its id goes into the stage's config); rejects with an ApiError
 * (not a PDF, too many pages, too large) or an AbortError.
 */
export async function uploadAgreementDocument(
  { journeyId, file, onProgress, signal }: AgreementDocumentUpload,
  createXhr?: () => XMLHttpRequest,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiUpload(
    'POST /api/journeys/{id}/agreement-documents/uploads',
    { params: { id: journeyId }, form, onProgress, signal, fallbackMessage: UPLOAD_MESSAGES.uploadFailed },
    createXhr,
  );
  return answer.document;
}
