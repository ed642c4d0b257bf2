import { ERROR_CODES, UPLOAD_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { FakeXhr } from '../../../lib/fake-xhr';
import { isAbortError } from '../../../lib/upload-progress';
import { uploadBody, uploadDeliverable } from './upload-deliverable';

const file = new File(['hello'], 'brief.pdf', { type: 'application/pdf' });
const deliverable = { id: 'd1', stageId: 's1', title: 'brief.pdf', type: 'file', items: [] };

function start(signal?: AbortSignal) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const result = uploadDeliverable(
    {
      clientId: 'c/1',
      stageId: 's1',
      title: null,
      slotId: 'slot-1',
      file,
      signal,
      onProgress: (p) => progress.push(p),
    },
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, result };
}

describe('uploadBody', () => {
  it('sends the stage, the slot and the file, and leaves out an empty title', () => {
    const body = uploadBody({ stageId: 's1', title: null, slotId: 'slot-1', file });
    expect([...body.keys()]).toEqual(['stageId', 'slotId', 'file']);
    expect((body.get('file') as File).name).toBe('brief.pdf');
  });
});

describe('uploadDeliverable', () => {
  it('posts multipart to the uploads route, reports progress and resolves with the deliverable', async () => {
    const { xhr, progress, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/clients/c%2F1/deliverables/uploads');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { deliverable });
    await expect(result).resolves.toEqual(deliverable);
    expect(progress).toEqual([0, 25, 100]);
  });

  it("rejects with the server's error", async () => {
    const { xhr, result } = start();
    xhr.answer(400, { error: { code: 'VALIDATION_ERROR', message: 'Select a milestone' } });
    await expect(result).rejects.toMatchObject({ status: 400, message: 'Select a milestone' });
  });

  it("keeps the server's code and message, and falls back to the upload toast when the answer is not JSON", async () => {
    const tooLarge = start();
    tooLarge.xhr.answer(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large.' } });
    await expect(tooLarge.result).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large.',
    });
    const gateway = start();
    gateway.xhr.answer(502, '<html>Bad gateway</html>');
    await expect(gateway.result).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: UPLOAD_MESSAGES.uploadFailed,
    });
  });

  it('rejects a network failure', async () => {
    const { xhr, result } = start();
    xhr.onerror?.();
    await expect(result).rejects.toMatchObject({ status: 0, code: ERROR_CODES.NETWORK_ERROR });
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { xhr, result } = start(controller.signal);
    xhr.progress(10, 100);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends nothing when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    let created = false;
    const result = uploadDeliverable(
      { clientId: 'c1', stageId: 's1', title: null, slotId: null, file, signal: controller.signal },
      () => {
        created = true;
        return new FakeXhr() as unknown as XMLHttpRequest;
      },
    );
    expect(isAbortError(await result.catch((e: unknown) => e))).toBe(true);
    expect(created).toBe(false);
  });
});
