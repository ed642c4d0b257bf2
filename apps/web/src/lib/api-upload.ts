import type { API_ROUTES, ApiResponse, ApiRoute } from '@bloom/core';
import { apiError, apiUrl, type ParamsOption, parseBody } from './api-client';
import { uploadPercent } from './upload-progress';

type Routes = typeof API_ROUTES;

/** The contract's routes whose body is a multipart file upload. */
export type UploadRoute = { [K in ApiRoute]: Routes[K] extends { body: 'multipart' } ? K : never }[ApiRoute];

export type UploadOptions<K extends UploadRoute> = ParamsOption<K> & {
  /** The multipart body, text fields before the file so the server reads them before the bytes. */
  form: FormData;
  /** Whole percent of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise rejects with an AbortError DOMException. */
  signal?: AbortSignal;
  /** The message of a failed answer that carries none. */
  fallbackMessage?: string;
};

interface LooseUpload {
  params?: Record<string, string>;
  form: FormData;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  fallbackMessage?: string;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * The one upload of the owner app and the portal: a multipart POST through XMLHttpRequest, since
 * fetch reports no upload progress. Resolves with the route's answer; rejects with an ApiError
 * (read like every other answer, lib/api-client.ts) or an AbortError once cancelled.
 */
export function apiUpload<K extends UploadRoute>(
  route: K,
  options: UploadOptions<K>,
  createXhr?: () => XMLHttpRequest,
): Promise<ApiResponse<K>>;
export function apiUpload(
  route: UploadRoute,
  { params, form, onProgress, signal, fallbackMessage }: LooseUpload,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', apiUrl(route, params));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && body !== undefined) resolve(body);
      // A 2xx without its JSON answer is a broken answer, not a success.
      else reject(apiError(ok ? 500 : xhr.status, body, fallbackMessage));
    };
    xhr.onerror = () => {
      settle();
      reject(apiError(0, undefined));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}
