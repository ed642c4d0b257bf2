import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  LOGO_MAX_BYTES,
  type PortalResponse,
  SETTINGS_MESSAGES,
  type WorkspaceSettings,
} from '@bloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { type ErrorBody, ok } from './helpers/journeys';
import { getPortal } from './helpers/portal';
import { multipartRequest, type StorageFixture, streamedUpload } from './helpers/storage';
import { ordinaryLogo, slowFilters, useBomb } from './helpers/svg-logos';
import { fromAddress, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, fx, app, owner } = env));

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } });

async function upload(
  data: Uint8Array | string,
  filename = 'logo.png',
  contentType = 'image/png',
  cookie = owner.cookie,
) {
  const request = multipartRequest('/api/workspace/logo', [{ name: 'file', filename, contentType, data }]);
  return app.request(request.url, {
    method: 'POST',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    body: await request.arrayBuffer(),
  });
}
const uploaded = async (data: Uint8Array | string, filename?: string, contentType?: string) =>
  ok<WorkspaceSettings>(upload(data, filename, contentType));
const settings = () => ok<WorkspaceSettings>(app.request('/api/workspace', { headers: { cookie: owner.cookie } }));
const logoKeys = async () => (await fx.keys()).filter((k) => k.startsWith('logos/'));
const refused = async (res: Response, status: number, code: string, message?: string) => {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
};

describe('uploading a logo', () => {
  it('resizes a raster image to 512 px and serves it publicly under its content hash', async () => {
    const png = await image(1200, 600).png().toBuffer();
    const saved = await uploaded(png);
    expect(saved.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{64}\.png$/);

    // No session: a portal and an email show it.
    const res = await app.request(saved.logoUrl as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('set-cookie')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(saved.logoUrl).toBe(`/api/logos/${hash}.png`);
    expect(res.headers.get('etag')).toBe(`"${hash}"`);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);

    const again = await app.request(saved.logoUrl as string, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.status).toBe(304);
  });

  it('takes JPEG and WebP, and never enlarges a small image', async () => {
    const jpeg = await uploaded(await image(2000, 3000).jpeg().toBuffer(), 'photo.jpeg', 'image/jpeg');
    expect(jpeg.logoUrl).toMatch(/\.jpg$/);
    const jpegMeta = await sharp(
      Buffer.from(await (await app.request(jpeg.logoUrl as string)).arrayBuffer()),
    ).metadata();
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height]).toEqual(['jpeg', 341, 512]);

    const webp = await uploaded(await image(100, 40).webp().toBuffer(), 'mark.webp', 'image/webp');
    expect(webp.logoUrl).toMatch(/\.webp$/);
    const res = await app.request(webp.logoUrl as string);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 40]);
  });

  it('accepts a logo over the 1 MB JSON limit, up to 2 MB', async () => {
    const noise = await sharp(randomBytes(700 * 600 * 3), { raw: { width: 700, height: 600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect(noise.length).toBeLessThan(LOGO_MAX_BYTES);
    expect((await uploaded(noise)).logoUrl).toMatch(/\.png$/);
  });

  it('decides the type by the bytes, not the name or the claimed type', async () => {
    const png = await image(50, 50).png().toBuffer();
    expect((await uploaded(png, 'logo.svg', 'image/svg+xml')).logoUrl).toMatch(/\.png$/);

    const before = await settings();
    const keys = await logoKeys();
    const gif = await image(10, 10).gif().toBuffer();
    await refused(
      await upload(gif, 'logo.png'),
      415,
      ERROR_CODES.UNSUPPORTED_FILE_TYPE,
      SETTINGS_MESSAGES.logoUnsupported,
    );
    await refused(await upload('just some words', 'logo.png'), 415, ERROR_CODES.UNSUPPORTED_FILE_TYPE);
    await refused(
      await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'logo.jpg'),
      415,
      ERROR_CODES.UNSUPPORTED_FILE_TYPE,
    );
    // A well-formed PNG container whose compressed pixels are garbage: typed PNG, undecodable.
    const broken = Buffer.from(png);
    const idat = broken.indexOf('IDAT');
    broken.fill(0xff, idat + 4, idat + 4 + broken.readUInt32BE(idat - 4));
    await refused(await upload(broken), 400, ERROR_CODES.VALIDATION_ERROR, SETTINGS_MESSAGES.logoUnreadable);
    await refused(await upload(''), 400, ERROR_CODES.EMPTY_FILE);
    expect(await settings()).toEqual(before);
    expect(await logoKeys()).toEqual(keys);
  });

  it('refuses a file over 2 MB while it streams, keeping the current logo', async () => {
    const before = await settings();
    const keys = await logoKeys();
    const png = await image(10, 10).png().toBuffer();
    const { request, pulled } = streamedUpload('/api/workspace/logo', 'huge.png', png, 50 * 1024 * 1024);
    const res = await app.request(request.url, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': request.headers.get('content-type') ?? '' },
      body: request.body,
      duplex: 'half',
    } as RequestInit);
    await refused(res, 413, ERROR_CODES.FILE_TOO_LARGE, SETTINGS_MESSAGES.logoTooLarge);
    expect(pulled()).toBeLessThan(4 * 1024 * 1024);
    // A declared length far past the limit is refused before reading.
    const declared = await app.request('/api/workspace/logo', {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(declared.status).toBe(413);
    expect(await settings()).toEqual(before);
    expect(await logoKeys()).toEqual(keys);
  });

  it('refuses a request without a file, with two files, or not multipart', async () => {
    const noFile = multipartRequest('/api/workspace/logo', [{ name: 'note', data: 'hi' }]);
    const res = await app.request(noFile.url, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': noFile.headers.get('content-type') ?? '' },
      body: await noFile.arrayBuffer(),
    });
    await refused(res, 400, ERROR_CODES.FILE_REQUIRED);
    const png = await image(10, 10).png().toBuffer();
    const two = multipartRequest('/api/workspace/logo', [
      { name: 'file', filename: 'a.png', data: png },
      { name: 'file', filename: 'b.png', data: png },
    ]);
    const twoRes = await app.request(two.url, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': two.headers.get('content-type') ?? '' },
      body: await two.arrayBuffer(),
    });
    await refused(twoRes, 400, ERROR_CODES.TOO_MANY_FILES);
    expect(
      (await app.request('/api/workspace/logo', jsonRequest('POST', { file: 'x' }, { cookie: owner.cookie }))).status,
    ).toBe(400);
    expect((await upload(png, 'logo.png', 'image/png', '')).status).toBe(401);
  });
});

describe('an SVG logo', () => {
  const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert('load')">
  <!-- made by hand -->
  <script type="text/javascript">alert('script')</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f06"/></linearGradient></defs>
  <style>.mark { fill: url(#g); }</style>
  <a xlink:href="javascript:alert('link')"><rect class="mark" width="100" height="40" onclick="alert('click')"/></a>
  <foreignObject width="100" height="40"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#g"/>
  <circle cx="5" cy="5" r="4" fill="url(https://evil.example/x)" style="fill: red"/>
  <animate attributeName="href" to="javascript:alert(1)"/>
  <text x="10" y="30" font-family="Georgia">Bloom &amp; Co</text>
</svg>`;

  it('is stored without scripts, handlers, foreignObject or outside references', async () => {
    const saved = await uploaded(hostile, 'logo.svg', 'image/svg+xml');
    expect(saved.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f]{64}\.svg$/);
    const res = await app.request(saved.logoUrl as string);
    expect(res.status).toBe(200);
    const svg = await res.text();
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'javascript:',
      'tracker.example',
      'evil.example',
      '<animate',
      '<!--',
      'DOCTYPE',
    ]) {
      expect(svg, gone).not.toContain(gone);
    }
    for (const kept of [
      'viewBox="0 0 100 40"',
      '<linearGradient id="g">',
      'url(#g)',
      '<rect class="mark"',
      'Bloom &amp; Co',
      '<use href="#g"/>',
      'style="fill: red"',
    ]) {
      expect(svg, kept).toContain(kept);
    }
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Still an image: sharp (librsvg) renders it.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
  });

  it('is never shown inline as a document', async () => {
    const saved = await uploaded(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
      'mark.svg',
    );
    const res = await app.request(saved.logoUrl as string);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="logo.svg"');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'],
    ['another root element', '<html><svg xmlns="http://www.w3.org/2000/svg"/></html>'],
  ])('refuses one that is %s, changing nothing', async (_what, text) => {
    const before = await settings();
    await refused(
      await upload(text, 'logo.svg', 'image/svg+xml'),
      400,
      ERROR_CODES.VALIDATION_ERROR,
      SETTINGS_MESSAGES.logoUnreadable,
    );
    expect(await settings()).toEqual(before);
  });
});

describe('an SVG logo and its CSS (issue 31)', () => {
  const svg = (inner: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/>${inner}</svg>`;
  /** The CSS of the stored file as a browser's tokenizer reads it: entities and escapes decoded, no spaces. */
  const asBrowserReadsIt = (stored: string) =>
    stored
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\\([0-9a-f]{1,6})[ \t\n]?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/\\(.)/g, '$1')
      .replace(/\s+/g, '')
      .toLowerCase();

  it.each([
    [
      'escaped url() and @import in <style>',
      '<style>rect{background:u\\72l(https://evil.example/a.png)} @\\69mport "https://evil.example/a.css";</style>',
    ],
    ['an escaped url() with a space in a style attribute', '<rect style="fill:u\\72 l(https://evil.example/a.png)"/>'],
    ['a six-digit escape in a fill', '<rect fill="\\000075rl(https://evil.example/a.png)"/>'],
    ['image-set() with a bare string', '<rect style="background:image-set(\'https://evil.example/a.png\' 1x)"/>'],
  ])('stores %s without anything a browser would load', async (_what, inner) => {
    const saved = await uploaded(svg(inner), 'logo.svg', 'image/svg+xml');
    const stored = await (await app.request(saved.logoUrl as string)).text();
    const css = asBrowserReadsIt(stored);
    expect(stored).not.toContain('evil.example');
    expect(css).not.toMatch(/url\((?!['"]?#)|@import|image-set\(/);
    expect(stored).toContain('<rect width="10" height="10"/>');
  });
});

describe('an SVG logo that draws too much (issue 31)', () => {
  it('refuses the 1.2 KB file that draws 262,144 shapes, with a clear message, changing nothing', async () => {
    const before = await settings();
    const keys = await logoKeys();
    const bomb = useBomb(9);
    expect(bomb.length).toBeLessThan(1400);
    const started = performance.now();
    await refused(
      await upload(bomb, 'logo.svg', 'image/svg+xml'),
      400,
      ERROR_CODES.VALIDATION_ERROR,
      SETTINGS_MESSAGES.logoTooComplex,
    );
    // Counted, not drawn.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(SETTINGS_MESSAGES.logoTooComplex).toMatch(/too complex.*10,000 shapes/);
    expect(await settings()).toEqual(before);
    expect(await logoKeys()).toEqual(keys);
  });

  it('refuses one that takes longer than the budget to draw', { timeout: 30_000 }, async () => {
    const before = await settings();
    await refused(
      await upload(slowFilters(), 'logo.svg', 'image/svg+xml'),
      400,
      ERROR_CODES.VALIDATION_ERROR,
      SETTINGS_MESSAGES.logoTooComplex,
    );
    expect(await settings()).toEqual(before);
  });

  it('takes an ordinary logo of a few hundred shapes', async () => {
    const saved = await uploaded(ordinaryLogo(400), 'logo.svg', 'image/svg+xml');
    expect(saved.logoUrl).toMatch(/\.svg$/);
    const stored = await (await app.request(saved.logoUrl as string)).text();
    expect(stored.match(/<(path|rect) /g)?.length).toBeGreaterThan(400);
    expect((await sharp(Buffer.from(stored)).metadata()).format).toBe('svg');
  });
});

describe('replacing and removing the logo', () => {
  it('removes the old stored file when replaced, and the file and URL when removed', async () => {
    const first = await uploaded(await image(30, 30).png().toBuffer());
    const firstKeys = await logoKeys();
    expect(firstKeys).toHaveLength(1);
    const second = await uploaded(await image(31, 30).png().toBuffer());
    const secondKeys = await logoKeys();
    expect(secondKeys).toHaveLength(1);
    expect(secondKeys).not.toEqual(firstKeys);
    expect((await app.request(first.logoUrl as string)).status).toBe(404);
    expect((await app.request(second.logoUrl as string)).status).toBe(200);

    const removed = await ok<WorkspaceSettings>(
      app.request('/api/workspace/logo', jsonRequest('DELETE', undefined, { cookie: owner.cookie })),
    );
    expect(removed.logoUrl).toBeNull();
    expect(await logoKeys()).toEqual([]);
    expect((await app.request(second.logoUrl as string)).status).toBe(404);
    expect(await t.db.selectFrom('storage_deletions').select('id').execute()).toEqual([]);
  });

  it("shows in the portal and on /api/me, and one owner's upload never touches another's logo", async () => {
    const other = await signUpOwner(app);
    const theirs = await ok<WorkspaceSettings>(
      upload(await image(20, 20).png().toBuffer(), 'x.png', 'image/png', other.cookie),
    );
    const mine = await uploaded(await image(22, 20).png().toBuffer());
    const client = await createClient(app, owner.cookie);
    const page: PortalResponse = await getPortal(app, client.shareToken);
    expect(page.branding.logoUrl).toBe(mine.logoUrl);
    const me = await ok<{ workspace: { logoUrl: string | null } }>(
      app.request('/api/me', { headers: { cookie: owner.cookie } }),
    );
    expect(me.workspace.logoUrl).toBe(mine.logoUrl);
    expect((await app.request(theirs.logoUrl as string)).status).toBe(200);
  });
});

describe('GET /api/logos/{file}', () => {
  it('answers 404 for unknown or malformed names, and limits an address that keeps missing', async () => {
    const from = fromAddress('10.99.0.1');
    for (const name of [
      `${'a'.repeat(64)}.png`,
      'logo.png',
      `${'A'.repeat(64)}.png`,
      `${'a'.repeat(64)}.gif`,
      '..%2F..%2Fetc',
    ]) {
      expect((await app.request(`/api/logos/${name}`, {}, from)).status, name).toBe(404);
    }
    let status = 404;
    for (let i = 0; i < 70 && status === 404; i++) {
      status = (await app.request(`/api/logos/${'b'.repeat(64)}.png`, {}, from)).status;
    }
    expect(status).toBe(429);
    // Another address is not limited.
    expect((await app.request(`/api/logos/${'b'.repeat(64)}.png`, {}, fromAddress('10.99.0.2'))).status).toBe(404);
  });
});
