import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from '../../src/platform/storage/file-storage';
import {
  ELF,
  multipartRequest,
  PNG,
  PROJECT_ID,
  pdfOf,
  type StorageFixture,
  storageTestApp,
  streamedUpload,
} from './storage';

const LIMIT = 256 * 1024;
const UPLOAD_URL = `/api/projects/${PROJECT_ID}/uploads`;

interface UploadBody {
  id: string;
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
  fields: Record<string, string>;
}
interface ErrorBody {
  error: { code: string; message: string };
}

/** The same behaviour on every backend: upload, refusals, downloads with ranges, deletes. */
export function describeStorageBackend(name: string, makeFixture: () => Promise<StorageFixture>) {
  describe(`file storage on ${name}`, () => {
    let fx: StorageFixture;
    let app: ReturnType<typeof storageTestApp>['app'];

    beforeAll(async () => {
      fx = await makeFixture();
      app = storageTestApp(fx.storage, LIMIT).app;
    });
    afterAll(async () => {
      await fx.storage.deletePrefix(PROJECT_ID);
      await fx.close();
    });

    const upload = async (filename: string, data: Uint8Array, extra: { name: string; data: string }[] = []) => {
      const res = await app.request(multipartRequest(UPLOAD_URL, [...extra, { name: 'file', filename, data }]));
      return { res, body: (await res.json()) as UploadBody & ErrorBody };
    };

    /** Stored keys of this project (the fixture may hold other tests' objects). */
    const storedKeys = async () => (await fx.keys()).filter((k) => k.startsWith(`${PROJECT_ID}/`));

    it('stores an upload under {projectId}/{uploaderType}/{timestamp-random.ext} and serves it back', async () => {
      const { res, body } = await upload('Company Logo.png', PNG, [{ name: 'description', data: 'Final logo' }]);
      expect(res.status).toBe(201);
      expect(body).toMatchObject({
        originalName: 'Company Logo.png',
        mimeType: 'image/png',
        size: PNG.length,
        fields: { description: 'Final logo' },
      });
      expect(body.key).toMatch(new RegExp(`^${PROJECT_ID}/freelancer/\\d{13}-[0-9a-f]{16}\\.png$`));
      expect(await storedKeys()).toContain(body.key);

      const download = await app.request(`/api/files/${body.id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-length')).toBe(String(PNG.length));
      expect(download.headers.get('accept-ranges')).toBe('bytes');
      expect(download.headers.get('content-disposition')).toBe(
        `inline; filename="Company Logo.png"; filename*=UTF-8''Company%20Logo.png`,
      );
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
      await fx.storage.delete(body.key);
    });

    it('refuses a file that passes the size limit mid-stream with 413 and keeps nothing', async () => {
      const before = await storedKeys();
      const { res, body } = await upload('big.pdf', pdfOf(LIMIT + 40_000));
      expect(res.status).toBe(413);
      expect(body.error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File is too large. Maximum size is 256 KB.' });
      expect(await storedKeys()).toEqual(before);
      expect(await fx.leftovers()).toEqual([]);
    });

    it('accepts a file of exactly the limit', async () => {
      const { res, body } = await upload('exact.pdf', pdfOf(LIMIT));
      expect(res.status).toBe(201);
      expect(body.size).toBe(LIMIT);
      await fx.storage.delete(body.key);
    });

    it('refuses a program disguised as a PNG with 415, listing what is allowed, and keeps nothing', async () => {
      const { res, body } = await upload('cat.png', ELF);
      expect(res.status).toBe(415);
      expect(body.error.code).toBe('UNSUPPORTED_FILE_TYPE');
      expect(body.error.message).toMatch(/^This file type isn't allowed\. You can upload images \(JPG, PNG/);
      expect(body.error.message).toContain('PDF, Office documents');
      expect(await storedKeys()).toEqual([]);
      expect(await fx.leftovers()).toEqual([]);
    });

    it('refuses a second file in the same request and removes the first', async () => {
      const res = await app.request(
        multipartRequest(UPLOAD_URL, [
          { name: 'file', filename: 'one.png', data: PNG },
          { name: 'file', filename: 'two.png', data: PNG },
        ]),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'TOO_MANY_FILES', message: 'Upload one file at a time.' } });
      expect(await storedKeys()).toEqual([]);
      expect(await fx.leftovers()).toEqual([]);
    });

    it('asks for a file when there is none, and refuses an empty one', async () => {
      const none = await app.request(multipartRequest(UPLOAD_URL, [{ name: 'description', data: 'x' }]));
      expect(none.status).toBe(400);
      expect(await none.json()).toEqual({ error: { code: 'FILE_REQUIRED', message: 'Choose a file to upload' } });

      const unnamed = await app.request(multipartRequest(UPLOAD_URL, [{ name: 'file', filename: '', data: '' }]));
      expect(unnamed.status).toBe(400);
      expect(((await unnamed.json()) as ErrorBody).error.code).toBe('FILE_REQUIRED');

      const { res, body } = await upload('empty.txt', new Uint8Array());
      expect(res.status).toBe(400);
      expect(body.error).toEqual({ code: 'EMPTY_FILE', message: 'The file is empty.' });
      expect(await storedKeys()).toEqual([]);
    });

    it('refuses a body that is not multipart/form-data', async () => {
      const res = await app.request(UPLOAD_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Send the file as a multipart/form-data upload.');
    });

    it('serves byte ranges (206), refuses ranges past the end (416) and answers HEAD without a body', async () => {
      const pdf = pdfOf(100_000);
      const { body } = await upload('Brochure.pdf', pdf);
      const url = `/api/files/${body.id}`;

      const middle = await app.request(url, { headers: { range: 'bytes=100-199' } });
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe('bytes 100-199/100000');
      expect(middle.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await middle.arrayBuffer()).equals(pdf.subarray(100, 200))).toBe(true);

      const tail = await app.request(url, { headers: { range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe('bytes 99990-99999/100000');
      expect(Buffer.from(await tail.arrayBuffer()).equals(pdf.subarray(99_990))).toBe(true);

      const open = await app.request(url, { headers: { range: 'bytes=99000-' } });
      expect(open.status).toBe(206);
      expect((await open.arrayBuffer()).byteLength).toBe(1000);

      const past = await app.request(url, { headers: { range: 'bytes=100000-100010' } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */100000');
      expect(((await past.json()) as ErrorBody).error.code).toBe('RANGE_NOT_SATISFIABLE');

      const head = await app.request(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('100000');
      expect(head.headers.get('content-type')).toBe('application/pdf');
      expect(await head.text()).toBe('');

      const headRange = await app.request(url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
      expect(headRange.status).toBe(206);
      expect(headRange.headers.get('content-length')).toBe('10');

      // A cached copy is revalidated by its ETag; a stale If-Range gets the whole file.
      const etag = head.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect((await app.request(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
      const stale = await app.request(url, { headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
      expect(stale.status).toBe(200);
      expect((await stale.arrayBuffer()).byteLength).toBe(100_000);
      await fx.storage.delete(body.key);
    });

    it('keeps a unicode file name for display and Content-Disposition, and forces downloads on request', async () => {
      const { body } = await upload('Résumé — été 2026.pdf', pdfOf(2000));
      expect(body.originalName).toBe('Résumé — été 2026.pdf');
      const res = await app.request(`/api/files/${body.id}?download=1`);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="R_sum_ _ _t_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%94%20%C3%A9t%C3%A9%202026.pdf`,
      );
      await res.arrayBuffer();
      await fx.storage.delete(body.key);
    });

    it('stores SVG and CSV by extension plus a text check, and never serves them inline', async () => {
      const svg = await upload(
        'mark.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      );
      expect(svg.body.mimeType).toBe('image/svg+xml');
      const served = await app.request(`/api/files/${svg.body.id}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
      await served.arrayBuffer();

      const csv = await upload('numbers.csv', Buffer.from('a,b\n1,2\n'));
      expect(csv.body.mimeType).toBe('text/csv');
      const fakeCsv = await upload('numbers.csv', ELF);
      expect(fakeCsv.res.status).toBe(415);
      await fx.storage.deletePrefix(PROJECT_ID);
    });

    it('deletes one object, and every object of a project with deletePrefix', async () => {
      const put = (key: string) => fx.storage.put(key, Readable.from([Buffer.from('hello')]), { maxBytes: 100 });
      await put('proj-1/freelancer/1-a.txt');
      await put('proj-1/client/2-b.txt');
      await put('proj-10/freelancer/3-c.txt');
      expect(await fx.storage.stat('proj-1/client/2-b.txt')).toMatchObject({ size: 5 });

      await fx.storage.delete('proj-1/client/2-b.txt');
      expect(await fx.storage.stat('proj-1/client/2-b.txt')).toBeNull();
      expect(await fx.storage.get('proj-1/client/2-b.txt')).toBeNull();
      await fx.storage.delete('proj-1/client/2-b.txt'); // already gone: not an error

      await fx.storage.deletePrefix('proj-1');
      expect((await fx.keys()).sort()).toEqual(['proj-10/freelancer/3-c.txt']);
      await fx.storage.deletePrefix('proj-10');
      expect(await fx.keys()).toEqual([]);
    });

    it('lists every stored object with when it was written', async () => {
      const since = Date.now() - 2000; // S3 dates objects to the second
      const put = (key: string) => fx.storage.put(key, Readable.from([Buffer.from('hello')]), { maxBytes: 100 });
      await put('proj-2/client/1-a.txt');
      await put('proj-2/freelancer/nested-2-b.txt');
      const listed = [];
      for await (const object of fx.storage.list()) listed.push(object);
      const mine = listed.filter((o) => o.key.startsWith('proj-2/'));
      expect(mine.map((o) => o.key).sort()).toEqual(['proj-2/client/1-a.txt', 'proj-2/freelancer/nested-2-b.txt']);
      for (const { modifiedAt } of mine) {
        expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(since);
        expect(modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      await fx.storage.deletePrefix('proj-2');
    });

    it('refuses keys that could escape the storage root', async () => {
      const body = () => Readable.from([Buffer.from('x')]);
      for (const key of ['../evil', 'a/../../etc/passwd', '/etc/passwd', 'a//b', '.tmp/x', 'a\\b', '']) {
        await expect(fx.storage.put(key, body(), { maxBytes: 10 })).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(fx.storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(fx.storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(fx.storage.deletePrefix(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
      expect(await fx.keys()).toEqual([]);
    });

    it('stops reading a 30 MB streamed upload at the 25 MB limit, answers 413 and keeps nothing', async () => {
      const limit = 25 * 1024 * 1024;
      const big = storageTestApp(fx.storage, limit).app;
      const { request, pulled } = streamedUpload(UPLOAD_URL, 'huge.pdf', pdfOf(1024), 30 * 1024 * 1024);
      const res = await big.request(request);
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorBody).error.message).toBe('File is too large. Maximum size is 25 MB.');
      // Read up to the limit, then stopped: the rest of the request was never pulled.
      expect(pulled()).toBeGreaterThan(limit);
      expect(pulled()).toBeLessThan(limit + 1024 * 1024);
      expect(await storedKeys()).toEqual([]);
      expect(await fx.leftovers()).toEqual([]);
    }, 60_000);
  });
}
