import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/platform/storage/create-storage';
import { DiskStorage } from '../src/platform/storage/disk-storage';
import { InvalidStorageKeyError } from '../src/platform/storage/file-storage';
import { cleanFilename, contentDisposition } from '../src/platform/storage/filenames';
import { parseRange } from '../src/platform/storage/http-range';
import { receiveUpload } from '../src/platform/storage/receive-upload';
import { createStorageKey } from '../src/platform/storage/storage-keys';
import { isUploadRequest } from '../src/platform/storage/upload-routes';
import {
  DOCX,
  diskFixture,
  multipartRequest,
  PNG,
  PROJECT_ID,
  pdfOf,
  type StorageFixture,
  storageTestApp,
  streamedUpload,
} from './helpers/storage';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-1000', { start: 50, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=100-200', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, null],
    ['bytes=0-1,5-6', null],
    ['bytes=9-3', null],
    ['items=0-9', null],
    ['bytes=-', null],
  ] as const)('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe('file names', () => {
  it('keeps the name for display without folders or control characters', () => {
    expect(cleanFilename('C:\\Users\\ana\\Brief\u0000 final.pdf')).toBe('Brief final.pdf');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('  ')).toBe('file');
    const long = `${'é'.repeat(300)}.pdf`;
    expect(Array.from(cleanFilename(long))).toHaveLength(255);
    expect(cleanFilename(long).endsWith('.pdf')).toBe(true);
  });

  it('encodes Content-Disposition for every client, quotes and all', () => {
    expect(contentDisposition('attachment', 'say "hi";.txt')).toBe(
      `attachment; filename="say _hi_;.txt"; filename*=UTF-8''say%20%22hi%22%3B.txt`,
    );
    expect(contentDisposition('inline', "l'été (1).png")).toBe(
      `inline; filename="l'_t_ (1).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.png`,
    );
  });

  it('builds storage keys from safe parts only', () => {
    expect(createStorageKey({ projectId: PROJECT_ID, uploaderType: 'client', ext: 'pdf' })).toMatch(
      new RegExp(`^${PROJECT_ID}/client/\\d{13}-[0-9a-f]{16}\\.pdf$`),
    );
    expect(() => createStorageKey({ projectId: '../other', uploaderType: 'client', ext: 'pdf' })).toThrow(
      InvalidStorageKeyError,
    );
  });
});

describe('choosing the storage', () => {
  it('uses DATA_DIR/files by default and S3 when a bucket is configured', async () => {
    const disk = await createStorage({ maxUploadMb: 25 }, '/srv/bloom');
    expect(disk).toBeInstanceOf(DiskStorage);
    expect((disk as DiskStorage).root).toBe('/srv/bloom/files');
    const s3 = await createStorage(
      {
        maxUploadMb: 25,
        s3: {
          bucket: 'files',
          endpoint: 'http://127.0.0.1:9',
          region: 'us-east-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
          forcePathStyle: true,
        },
      },
      '/srv/bloom',
    );
    expect(s3.kind).toBe('s3');
  });

  it('refuses a disk key that resolves outside the root', () => {
    const disk = new DiskStorage('/srv/bloom/files');
    expect(disk.pathFor('p/freelancer/1-a.pdf')).toBe('/srv/bloom/files/p/freelancer/1-a.pdf');
    expect(() => disk.pathFor('p/../../x')).toThrow(InvalidStorageKeyError);
  });
});

describe('upload requests', () => {
  let fx: StorageFixture;
  beforeAll(async () => {
    fx = await diskFixture();
  });
  afterAll(() => fx.close());

  it('refuses a declared Content-Length past the limit before reading the body', async () => {
    const { app } = storageTestApp(fx.storage, 1024 * 1024);
    const request = multipartRequest(`/api/projects/${PROJECT_ID}/uploads`, [
      { name: 'file', filename: 'a.png', data: PNG },
    ]);
    const res = await app.request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(3 * 1024 * 1024) },
      body: request.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'FILE_TOO_LARGE', message: 'File is too large. Maximum size is 1 MB.' },
    });
    expect(await fx.keys()).toEqual([]);
  });

  it('recognises an Office document from its bytes and only ever offers it as a download', async () => {
    const { app } = storageTestApp(fx.storage, 1024 * 1024);
    const res = await app.request(
      multipartRequest(`/api/projects/${PROJECT_ID}/uploads`, [
        { name: 'file', filename: 'Proposal.docx', data: DOCX },
      ]),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; key: string; mimeType: string };
    expect(body.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(body.key).toMatch(/\.docx$/);
    const download = await app.request(`/api/files/${body.id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Proposal.docx"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(DOCX)).toBe(true);
    await fx.storage.delete(body.key);
  });

  it('refuses an over-long text field with a clear message and keeps nothing', async () => {
    const { app } = storageTestApp(fx.storage, 1024 * 1024);
    const res = await app.request(
      multipartRequest(`/api/projects/${PROJECT_ID}/uploads`, [
        { name: 'description', data: 'x'.repeat(20_000) },
        { name: 'file', filename: 'a.png', data: PNG },
      ]),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_UPLOAD',
        message: 'The upload form has too many fields or a field that is too long.',
      },
    });
    expect(await fx.keys()).toEqual([]);
  });

  it('refuses a project id that could escape its folder before reading anything', async () => {
    const request = multipartRequest('/x/uploads', [{ name: 'file', filename: 'a.png', data: PNG }]);
    await expect(
      receiveUpload(request, { storage: fx.storage, maxBytes: 1000, projectId: '..', uploaderType: 'client' }),
    ).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('answers 413 to a client still sending over a real connection, instead of resetting it', async () => {
    const { app } = storageTestApp(fx.storage, 1024 * 1024);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { request, pulled } = streamedUpload(
        `/api/projects/${PROJECT_ID}/uploads`,
        'big.pdf',
        pdfOf(1024),
        40 * 1024 * 1024,
      );
      const res = await fetch(`http://127.0.0.1:${port}/api/projects/${PROJECT_ID}/uploads`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'File is too large. Maximum size is 1 MB.',
      );
      expect(pulled()).toBeLessThan(20 * 1024 * 1024);
      expect(await fx.keys()).toEqual([]);
      expect(await fx.leftovers()).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('the app-wide JSON body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const big = 'x'.repeat(2 * 1024 * 1024);

  it('lets multipart uploads to an /uploads path through to their own streamed limit', async () => {
    expect(isUploadRequest('POST', '/api/projects/p1/uploads', 'multipart/form-data; boundary=x')).toBe(true);
    expect(isUploadRequest('PUT', '/api/portal/tok/uploads/', 'multipart/form-data; boundary=x')).toBe(true);
    expect(isUploadRequest('POST', '/api/projects/p1/uploads', 'application/json')).toBe(false);
    expect(isUploadRequest('POST', '/api/projects/p1/uploads-archive', 'multipart/form-data')).toBe(false);
    expect(isUploadRequest('GET', '/api/projects/p1/uploads', 'multipart/form-data')).toBe(false);

    // No upload route exists yet, so a passing request reaches the API's 404, not the 413.
    const request = multipartRequest('/api/projects/p1/uploads', [{ name: 'file', filename: 'big.txt', data: big }]);
    const body = await request.arrayBuffer();
    const upload = await t.app.request(request.url, {
      method: 'POST',
      // The declared length is what the JSON limit refuses up front.
      headers: { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(body.byteLength) },
      body,
    });
    expect(upload.status).toBe(404);
  });

  it('still refuses large JSON bodies everywhere else, including /uploads paths', async () => {
    for (const path of ['/api/projects/p1/uploads', '/api/journeys']) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(big.length + 2) },
        body: JSON.stringify(big),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });
});
