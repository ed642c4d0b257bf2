import type { PortalFileAnswer } from '@bloom/core';
import { uploadPercent } from '../../../lib/upload-progress';
import { portalPath } from './portal-api';
import { parseBody, portalError } from './portal-client';

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

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * POST /api/portal/:token/uploads (multipart: stageId, fieldId, then the file) through
 * XMLHttpRequest, which reports upload progress. Resolves with the file answer to store.
 */
export function uploadPortalFile(
  { token, stageId, fieldId, file, onProgress, signal }: PortalUpload,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<PortalFileAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', `${portalPath(token)}/uploads`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      const answer = (body as { file?: PortalFileAnswer } | undefined)?.file;
      if (xhr.status >= 200 && xhr.status < 300 && answer) resolve(answer);
      else reject(portalError(xhr.status >= 200 && xhr.status < 300 ? 500 : xhr.status, body));
    };
    xhr.onerror = () => {
      settle();
      reject(portalError(0, undefined));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    // The text fields first, so the server knows the question before the bytes arrive.
    body.append('stageId', stageId);
    body.append('fieldId', fieldId);
    body.append('file', file, file.name);
    onProgress?.(0);
    xhr.send(body);
  });
}
