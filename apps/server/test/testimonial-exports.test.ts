import { ERROR_CODES, EXPORT_FORMAT_IDS, EXPORT_FORMATS, TESTIMONIAL_MESSAGES } from '@bloom/core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EXPORT_FORMAT } from '../src/modules/publishing/exports/export-routes';
import { PNG_GEOMETRY, type PngFormat } from '../src/modules/publishing/exports/png-layout';
import { type ErrorBody, workspaceOf } from './helpers/journeys';
import { seedTestimonial } from './helpers/publishing';
import { diskFixture, multipartRequest, type StorageFixture } from './helpers/storage';
import { ordinaryLogo, pixelsOf, storeLogoUnchecked, useBomb } from './helpers/svg-logos';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

let t: TestApp;
let fx: StorageFixture;
let app: TestApp['app'];
let owner: { cookie: string };
let stranger: { cookie: string };
let testimonialId: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await diskFixture();
  app = appOn(t.db, { storage: fx.storage });
  owner = await signUpOwner(app);
  stranger = await signUpOwner(app);
  // Pending and without permission: the owner may still export it for their own use.
  ({ id: testimonialId } = await seedTestimonial(t, owner.cookie, {
    clientName: 'Jordan Lée',
    content: 'Calm, clear and ahead of schedule. Our sign-ups doubled.',
    status: 'pending',
    permission: false,
  }));
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.close();
});

const exportOf = (format: string, headers: Record<string, string> = {}, id = testimonialId, query = '') =>
  app.request(`/api/testimonials/${id}/export/${format}${query}`, { headers: { cookie: owner.cookie, ...headers } });
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const refused = async (res: Response, status: number, code: string, message?: string) => {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
};

describe('exporting a testimonial', () => {
  it.each(EXPORT_FORMAT_IDS)('%s: the file, inline, cached privately for five minutes', async (format) => {
    const res = await exportOf(format);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(EXPORT_FORMATS[format].type);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="jordan-lee-testimonial-/);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    // The export page may show it in a frame of our own pages, and no other site's.
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const bytes = await bytesOf(res);
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const { width, height } = EXPORT_FORMATS[format];
    if (format === 'pdf') {
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getPage(0).getSize()).toEqual({ width, height });
    } else {
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
  });

  it('downloads as an attachment named after the client', async () => {
    const square = await exportOf('square', {}, testimonialId, '?download=1');
    expect(square.status).toBe(200);
    expect(square.headers.get('content-disposition')).toBe(
      `attachment; filename="jordan-lee-testimonial-square.png"; filename*=UTF-8''jordan-lee-testimonial-square.png`,
    );
    const pdf = await exportOf('pdf', {}, testimonialId, '?download=1');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="jordan-lee-testimonial-pdf\.pdf"/);
  });

  it('serves the second request from its cache: the same ETag and bytes, 304 when the browser has it', async () => {
    const first = await exportOf('social');
    const second = await exportOf('social');
    const etag = first.headers.get('etag') as string;
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await bytesOf(second)).equals(Buffer.from(await bytesOf(first)))).toBe(true);

    const revalidated = await exportOf('social', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('private, max-age=300');
    // Each format is its own file.
    expect((await exportOf('square')).headers.get('etag')).not.toBe(etag);
  });

  it('makes a new file when the testimonial or the brand changes', async () => {
    const { id } = await seedTestimonial(t, owner.cookie, { clientName: 'Sam Ortiz', status: 'pending' });
    const before = await exportOf('square', {}, id);
    const etag = before.headers.get('etag') as string;
    const approved = await app.request(
      `/api/testimonials/${id}/approve`,
      jsonRequest('POST', undefined, { cookie: owner.cookie }),
    );
    expect(approved.status).toBe(200);
    const afterApproval = await exportOf('square', { 'if-none-match': etag }, id);
    expect(afterApproval.status).toBe(200);
    const approvedTag = afterApproval.headers.get('etag') as string;
    expect(approvedTag).not.toBe(etag);

    // A new brand colour shows in the canvas: the old file is not served.
    const patched = await app.request(
      '/api/workspace',
      jsonRequest('PATCH', { primaryColor: '#0e7c66' }, { cookie: owner.cookie }),
    );
    expect(patched.status).toBe(200);
    const rebranded = await exportOf('square', { 'if-none-match': approvedTag }, id);
    expect(rebranded.status).toBe(200);
    const { data } = await sharp(await bytesOf(rebranded))
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x0e, 0x7c, 0x66]);

    // And so does a new logo, drawn in the footer.
    const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer();
    const upload = multipartRequest('/api/workspace/logo', [
      { name: 'file', filename: 'logo.png', contentType: 'image/png', data: logo },
    ]);
    const uploaded = await app.request(upload.url, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': upload.headers.get('content-type') ?? '' },
      body: await upload.arrayBuffer(),
    });
    expect(uploaded.status).toBe(200);
    const withLogo = await exportOf('square', { 'if-none-match': rebranded.headers.get('etag') as string }, id);
    expect(withLogo.status).toBe(200);
    const footer = await sharp(await bytesOf(withLogo))
      .extract({ left: 64, top: 1080 - 64 - 72, width: 144, height: 72 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let magenta = 0;
    for (let i = 0; i < footer.data.length; i += footer.info.channels) {
      if (footer.data[i] === 255 && footer.data[i + 1] === 0 && footer.data[i + 2] === 255) magenta += 1;
    }
    expect(magenta).toBeGreaterThan(5000);
  });
});

describe('what an export refuses', () => {
  it("answers 404 for another workspace's testimonial, exactly like an unknown one", async () => {
    const foreign = await app.request(`/api/testimonials/${testimonialId}/export/square`, {
      headers: { cookie: stranger.cookie },
    });
    await refused(foreign, 404, ERROR_CODES.NOT_FOUND, TESTIMONIAL_MESSAGES.notFound);
    await refused(
      await exportOf('square', {}, '00000000-0000-4000-8000-000000000000'),
      404,
      ERROR_CODES.NOT_FOUND,
      TESTIMONIAL_MESSAGES.notFound,
    );
    await refused(await exportOf('square', {}, 'not-a-uuid'), 404, ERROR_CODES.NOT_FOUND);
  });

  it('answers 400 with the formats for an unknown format', async () => {
    for (const format of ['gif', 'SQUARE', 'constructor', '__proto__']) {
      await refused(await exportOf(format), 400, ERROR_CODES.VALIDATION_ERROR, INVALID_EXPORT_FORMAT);
    }
    expect(INVALID_EXPORT_FORMAT).toBe('Choose a format: square, social, story, pdf');
  });

  it('answers 401 without a session', async () => {
    const res = await app.request(`/api/testimonials/${testimonialId}/export/pdf`);
    await refused(res, 401, ERROR_CODES.AUTH_REQUIRED);
  });
});

describe('an SVG logo in the exports (issue 31)', () => {
  /** Where a PNG format draws the logo: the footer row's start. */
  const footerOf = (format: PngFormat) => {
    const g = PNG_GEOMETRY[format];
    return { left: g.pad, top: g.height - g.pad - g.footer, width: 200, height: g.footer };
  };
  const GREEN: [number, number, number] = [0, 255, 0];
  /** Image objects in a PDF (pdf-lib writes each as a stream of its own, never packed). */
  const imagesIn = (pdf: Uint8Array) =>
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Subtype\s*\/Image/g)?.length ?? 0;
  const exportFor = (cookie: string, id: string, format: string) =>
    app.request(`/api/testimonials/${id}/export/${format}`, { headers: { cookie } });

  it('draws an ordinary logo of a few hundred shapes in the PNG and the PDF', async () => {
    const someone = await signUpOwner(app);
    const { id } = await seedTestimonial(t, someone.cookie, { content: 'Ordinary logo, ordinary export.' });
    const upload = multipartRequest('/api/workspace/logo', [
      { name: 'file', filename: 'logo.svg', contentType: 'image/svg+xml', data: ordinaryLogo(300) },
    ]);
    const uploaded = await app.request(upload.url, {
      method: 'POST',
      headers: { cookie: someone.cookie, 'content-type': upload.headers.get('content-type') ?? '' },
      body: await upload.arrayBuffer(),
    });
    expect(uploaded.status).toBe(200);
    const square = await exportFor(someone.cookie, id, 'square');
    expect(square.status).toBe(200);
    expect(await pixelsOf(await bytesOf(square), footerOf('square'), GREEN)).toBeGreaterThan(3000);
    const pdf = await exportFor(someone.cookie, id, 'pdf');
    expect(pdf.status).toBe(200);
    expect(imagesIn(await bytesOf(pdf))).toBe(1);
  });

  it('leaves out a logo stored before the limits that draws 262,144 shapes, without drawing it', async () => {
    const someone = await signUpOwner(app);
    const { id } = await seedTestimonial(t, someone.cookie, { content: 'A logo from before the limits.' });
    await storeLogoUnchecked(t.db, fx.storage, await workspaceOf(app, someone.cookie), useBomb(9));
    for (const format of ['square', 'social', 'pdf']) {
      const started = performance.now();
      const res = await exportFor(someone.cookie, id, format);
      const ms = performance.now() - started;
      console.info(`${format} export with the 262,144-shape logo: ${Math.round(ms)} ms`);
      expect(res.status, format).toBe(200);
      const bytes = await bytesOf(res);
      if (format === 'pdf') expect(imagesIn(bytes)).toBe(0);
      else expect(await pixelsOf(bytes, footerOf(format as PngFormat), GREEN), format).toBe(0);
      // Drawing the logo took 2–5 s per export; counting it takes milliseconds.
      expect(ms, format).toBeLessThan(2000);
    }
  });
});
