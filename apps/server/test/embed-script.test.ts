import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, createTestApp, type TestApp } from './helpers/test-app';

/** GET /embed/widget.js (issue 21): the built embed script, loadable by any site, compressed when accepted. */

let t: TestApp;
let dist: string;
const SCRIPT = '(()=>{/* the embed script */})();\n';

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'bloom-embed-'));
  mkdirSync(path.join(dist, 'embed'));
  writeFileSync(path.join(dist, 'embed', 'widget.js'), SCRIPT);
  writeFileSync(path.join(dist, 'embed', 'widget.js.gz'), gzipSync(SCRIPT));
}, 120_000);
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

describe('the embed script', () => {
  it('is served to any site with a short cache, gzip when accepted', async () => {
    const app = appOn(t.db, { webDist: dist });
    const plain = await app.request('/embed/widget.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.getSetCookie()).toEqual([]);
    expect(await plain.text()).toBe(SCRIPT);

    const gzipped = await app.request('/embed/widget.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.status).toBe(200);
    // No .br twin was built: the .gz one is sent.
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzipped.arrayBuffer())).toEqual(gzipSync(SCRIPT));
  });

  it('answers 404 cleanly when the web app is not built', async () => {
    const res = await t.app.request('/embed/widget.js');
    expect(res.status).toBe(404);
    const empty = mkdtempSync(path.join(tmpdir(), 'bloom-embed-empty-'));
    try {
      expect((await appOn(t.db, { webDist: empty }).request('/embed/widget.js')).status).toBe(404);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
