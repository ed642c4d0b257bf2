import { type DeliverableDto, type DeliverableResponse, ERROR_CODES, MESSAGES, UPLOAD_MESSAGES } from '@bloom/core';
import { ApiError, readError } from '../../../lib/api-client';
import { uploadPercent } from '../../../lib/upload-progress';
import { deliverablesPath } from './query-keys';

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

/** The ApiError an upload answer stands for: the server's own message when it sent one. */
export function uploadError(status: number, responseText: string): ApiError {
  if (status === 0) return new ApiError(0, ERROR_CODES.NETWORK_ERROR, MESSAGES.networkError);
  let data: unknown;
  try {
    data = responseText ? JSON.parse(responseText) : undefined;
  } catch {
    data = undefined;
  }
  const { code, message } = readError(data);
  return new ApiError(status, code ?? `HTTP_${status}`, message ?? UPLOAD_MESSAGES.uploadFailed);
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

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * POST /api/clients/:clientId/deliverables/uploads through XMLHttpRequest, since fetch reports no
 * upload progress. Resolves with the new deliverable; rejects with an ApiError or an AbortError.
 */
export function uploadDeliverable(
  { clientId, onProgress, signal, ...fields }: DeliverableUpload,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<DeliverableDto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', `${deliverablesPath(clientId)}/uploads`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as DeliverableResponse).deliverable);
        } catch {
          reject(uploadError(xhr.status, ''));
        }
        return;
      }
      reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      settle();
      reject(uploadError(0, ''));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    onProgress?.(0);
    xhr.send(uploadBody(fields));
  });
}
