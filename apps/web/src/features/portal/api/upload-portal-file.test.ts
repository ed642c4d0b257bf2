import { ERROR_CODES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { FakeXhr } from '../../../lib/fake-xhr';
import { isAbortError } from '../../../lib/upload-progress';
import { uploadPortalFile } from './upload-portal-file';

const file = new File(['hello'], 'brief.pdf', { type: 'application/pdf' });
const answer = {
  attachmentId: '00000000-0000-4000-8000-000000000000',
  name: 'brief.pdf',
  size: 5,
  mimeType: 'application/pdf',
};

function start(signal?: AbortSignal) {
  const xhr = new FakeXhr<FormData>();
  const progress: number[] = [];
  const result = uploadPortalFile(
    { token: 'tok', stageId: 's1', fieldId: 'f1', file, signal, onProgress: (p) => progress.push(p) },
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, result };
}

describe('uploadPortalFile', () => {
  it('posts the stage, the field and the file, reports progress and resolves with the file answer', async () => {
    const { xhr, progress, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/portal/tok/uploads');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['stageId', 'fieldId', 'file']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    xhr.answer(201, { file: answer });
    await expect(result).resolves.toEqual(answer);
    expect(progress).toEqual([0, 50]);
  });

  it('rejects with the server’s message (413, 415) and a network error', async () => {
    const tooLarge = start();
    tooLarge.xhr.answer(413, { error: { code: ERROR_CODES.FILE_TOO_LARGE, message: 'File is too large.' } });
    await expect(tooLarge.result).rejects.toMatchObject({ status: 413, message: 'File is too large.' });
    const offline = start();
    offline.xhr.onerror?.();
    await expect(offline.result).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('cancels through the signal', async () => {
    const controller = new AbortController();
    const { result } = start(controller.signal);
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});
