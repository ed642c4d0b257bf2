import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCanonical, withVariantDescription } from '../src/modules/landing/static-files';
import { appOn, createTestApp, fromAddress, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

let t: TestApp;
let spa: ReturnType<typeof appOn>;
let distWithHead: string;

let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'bloom-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><meta name="description" content="Bloom" /></head><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'portal.html'), '<!doctype html><div id="portal"></div>');
  // The build's pre-rendered landings (scripts/prerender-landing.mjs), here two of the sixteen.
  mkdirSync(path.join(dist, 'landing'));
  for (const name of ['a-start', 'c-pro']) {
    writeFileSync(
      path.join(dist, 'landing', `${name}.html`),
      `<!doctype html><head><meta name="description" content="Bloom" /></head><div id="root"><h1>${name}</h1></div>`,
    );
  }
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nSitemap: %ORIGIN%/sitemap.xml\n');
  writeFileSync(path.join(dist, 'sitemap.xml'), '<urlset><url><loc>%ORIGIN%/</loc></url></urlset>');
  writeFileSync(path.join(dist, 'assets', 'portal-def456.js'), 'console.log(2)');
  writeFileSync(path.join(dist, 'assets', 'portal-def456.js.br'), brotliCompressSync('console.log(2)'));
  writeFileSync(path.join(dist, 'assets', 'portal-def456.js.gz'), gzipSync('console.log(2)'));
  spa = appOn(t.db, { webDist: dist });
  distWithHead = mkdtempSync(path.join(tmpdir(), 'bloom-dist-'));
  writeFileSync(
    path.join(distWithHead, 'index.html'),
    '<!doctype html><html><head><title>Bloom</title></head><body></body></html>',
  );
});
afterAll(async () => {
  await t.close();
});

describe('the built SPA', () => {
  it('serves hashed assets with a long cache and security headers', async () => {
    const res = await spa.request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('falls back to index.html for app routes, uncached', async () => {
    for (const p of ['/', '/dashboard', '/journeys/123/stages', '/clients']) {
      const res = await spa.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves robots.txt and sitemap.xml with absolute addresses: PUBLIC_URL, else the origin of the request', async () => {
    const noPublicUrl = appOn(t.db, { webDist: dist, publicUrl: null });
    const robots = await noPublicUrl.request('http://bloom.test:8080/robots.txt', {
      headers: { host: 'bloom.test:8080' },
    });
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: http://bloom.test:8080/sitemap.xml');
    const sitemap = await noPublicUrl.request('http://bloom.test:8080/sitemap.xml', {
      headers: { host: 'bloom.test:8080' },
    });
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toBe('<urlset><url><loc>http://bloom.test:8080/</loc></url></urlset>');
    // With PUBLIC_URL (the spa above), a forged Host header changes nothing.
    const pinned = await spa.request('http://evil.test/robots.txt', { headers: { host: 'evil.test' } });
    expect(await pinned.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it("describes the landing with the visitor's message variant: ?m=, then the langVariant cookie, then a", async () => {
    const description = async (p: string, cookie?: string) => {
      const res = await spa.request(p, cookie ? { headers: { cookie } } : {});
      return /name="description" content="([^"]*)"/.exec(await res.text())?.[1];
    };
    expect(await description('/')).toContain('Get back the hours');
    expect(await description('/?m=c')).toContain('Stop chasing clients');
    expect(await description('/', 'langVariant=d')).toContain('Finish every project with a testimonial');
    expect(await description('/?m=b', 'langVariant=d')).toContain('Look like an agency');
    expect(await description('/?m=zz', 'langVariant=zz')).toContain('Get back the hours');
    // Other app routes keep index.html as it is.
    expect(await description('/dashboard?m=c')).toBe('Bloom');
    expect(withVariantDescription('<meta property="og:description" content="x" />', 'd')).toContain('testimonial');
  });

  it("serves the landing pre-rendered for the visitor's variant and plan, else the plain page", async () => {
    const root = async (p: string, headers: Record<string, string> = {}) =>
      /<div id="root">(.*?)<\/div>/.exec(await (await spa.request(p, { headers })).text())?.[1];
    expect(await root('/')).toBe('<h1>a-start</h1>');
    expect(await root('/?m=c&plan=pro')).toBe('<h1>c-pro</h1>');
    expect(await root('/', { cookie: 'langVariant=c; plan=pro' })).toBe('<h1>c-pro</h1>');
    expect(await root('/?m=c', { host: 'pro.example.com' })).toBe('<h1>c-pro</h1>');
    // A page the build did not make (here b-try) falls back to the empty root.
    expect(await root('/?m=b&plan=try')).toBe('');
    expect(await root('/dashboard?m=c&plan=pro')).toBe('');
  });

  it('remembers a valid ?plan= and ?m= with the landing itself, before its code runs', async () => {
    const cookies = async (p: string) => (await spa.request(p)).headers.getSetCookie();
    const set = await cookies('/?m=c&plan=try');
    expect(set.find((c) => c.startsWith('plan=try;'))).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(set.find((c) => c.startsWith('langVariant=c;'))).toMatch(/Path=\/; SameSite=Lax/);
    expect(await cookies('/?m=zz&plan=gold')).toEqual([]);
    expect(await cookies('/')).toEqual([]);
  });

  it('gives the landing a canonical address and og:url only from PUBLIC_URL', () => {
    const html = '<html><head><title>x</title></head></html>';
    expect(withCanonical(html, undefined)).toBe(html);
    expect(withCanonical(html, 'javascript:alert(1)')).toBe(html);
    const out = withCanonical(html, 'https://app.example.com/');
    expect(out).toContain('<link rel="canonical" href="https://app.example.com/" />');
    expect(out).toContain('<meta property="og:url" content="https://app.example.com/" />');
  });

  it("the app passes PUBLIC_URL through: the landing's first response names its canonical address", async () => {
    const withHead = appOn(t.db, { webDist: distWithHead });
    expect(await (await withHead.request('/')).text()).toContain(
      '<link rel="canonical" href="http://localhost:3000/" />',
    );
  });

  it('serves the portal its own page at /c/{token}, and sends the old /submit/{token} there', async () => {
    const res = await spa.request('/c/some-token');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="portal">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const legacy = await spa.request('/submit/some-token');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/c/some-token');
  });

  it("sends the build's compressed twin of an asset to browsers that accept it", async () => {
    const get = (encoding: string) =>
      spa.request('/assets/portal-def456.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(2)');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(2)');
    const plain = await get('');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(2)');
  });

  it('compresses every HTML answer (landing, app and portal shells, server pages) and JSON for browsers that take it', async () => {
    // Pages the size of the real ones (a few KB): a tiny answer is not worth compressing.
    const big = mkdtempSync(path.join(tmpdir(), 'bloom-dist-'));
    const filler = `<p>${'Onboarding, files, approvals and testimonials. '.repeat(80)}</p>`;
    const shell = (root: string) => `<!doctype html><head><title>Bloom</title></head>${filler}${root}`;
    writeFileSync(path.join(big, 'index.html'), shell('<div id="root"></div>'));
    writeFileSync(path.join(big, 'portal.html'), shell('<div id="portal"></div>'));
    mkdirSync(path.join(big, 'landing'));
    writeFileSync(path.join(big, 'landing', 'a-start.html'), shell('<div id="root"><h1>a-start</h1></div>'));
    // /login and /signup come pre-rendered (scripts/prerender-landing.mjs); other paths get the shell.
    mkdirSync(path.join(big, 'pages'));
    writeFileSync(path.join(big, 'pages', 'login.html'), shell('<div id="root"><form>login</form></div>'));
    const app = appOn(t.db, { webDist: big });
    expect(await (await app.request('/login')).text()).toContain('<form>login</form>');
    expect(await (await app.request('/signup')).text()).toContain('<div id="root"></div>');
    expect(await (await app.request('/pages/login')).text()).not.toContain('<form>');
    const pages = ['/', '/login', '/c/some-token', '/api/unsubscribe/not-a-token'];
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      for (const page of pages) {
        const plain = await (await app.request(page)).text();
        const res = await app.request(page, { headers: { 'accept-encoding': accept } });
        expect(res.headers.get('content-type'), page).toContain('text/html');
        expect(res.headers.get('content-encoding'), `${page} ${accept}`).toBe(encoding);
        expect(res.headers.get('vary')).toContain('accept-encoding');
        const body = Buffer.from(await res.arrayBuffer());
        expect(body.length, page).toBeLessThan(Buffer.byteLength(plain));
        expect(decoders[encoding](body).toString()).toBe(plain);
        // The security headers stay on the compressed answer.
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
    }
    for (const page of pages) {
      for (const accept of [undefined, 'identity', 'deflate']) {
        const res = await app.request(page, { headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.headers.get('content-encoding'), `${page} ${accept}`).toBeNull();
        expect(await res.text()).toContain('<!doctype html>');
      }
    }
    const json = await app.request('/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(json.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await json.arrayBuffer())).toString())).toHaveProperty('paths');
    // An answer too small to gain anything goes as it is.
    const small = await spa.request('/api/unknown', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toHaveProperty('error');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await spa.request('/assets/missing.js')).status).toBe(404);
  });

  it('keeps API 404s as JSON', async () => {
    const res = await spa.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('/dev/outbox', () => {
  it('lists mail newest first with clickable links, to this machine', async () => {
    const { email } = await signUpOwner(t.app);
    await t.app.request('/api/auth/request-password-reset', jsonRequest('POST', { email }));
    const res = await t.app.request('/dev/outbox', {}, fromAddress('127.0.0.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Reset your Bloom password');
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/reset-password\?token=[\w-]+">/);
  });

  it("shows each mail's HTML part on its own page, to this machine only", async () => {
    const { email } = await signUpOwner(t.app);
    await t.app.request('/api/auth/request-password-reset', jsonRequest('POST', { email }));
    const list = await (await t.app.request('/dev/outbox', {}, fromAddress('127.0.0.1'))).text();
    const link = list.match(/<a href="(\/dev\/outbox\/[0-9a-f-]{36})">View the HTML email<\/a>/)?.[1];
    expect(link).toBeDefined();
    const page = await t.app.request(link ?? '', {}, fromAddress('127.0.0.1'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const body = await page.text();
    expect(body).toContain('<h1 style=');
    expect(body).toContain('Choose a new password');
    expect((await t.app.request(link ?? '', {}, fromAddress('10.0.0.5'))).status).toBe(404);
    const unknown = '/dev/outbox/00000000-0000-4000-8000-000000000000';
    expect((await t.app.request(unknown, {}, fromAddress('127.0.0.1'))).status).toBe(404);
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answers a loopback client (%s)', async (address) => {
    expect((await t.app.request('/dev/outbox', {}, fromAddress(address))).status).toBe(200);
  });

  it.each(['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.5', 'fe80::1'])(
    'answers 404 to anyone else (%s)',
    async (address) => {
      const res = await t.app.request('/dev/outbox', {}, fromAddress(address));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    },
  );

  it('answers 404 when the client address is unknown', async () => {
    expect((await t.app.request('/dev/outbox')).status).toBe(404);
  });

  it('answers 404 to a request forwarded by a proxy that is not trusted, even one on this machine', async () => {
    const res = await t.app.request(
      '/dev/outbox',
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      fromAddress('127.0.0.1'),
    );
    expect(res.status).toBe(404);
  });

  it('behind a trusted proxy, goes by the forwarded client address', async () => {
    const proxied = appOn(t.db, { trustProxy: 1 });
    const from = (xff: string) =>
      proxied.request('/dev/outbox', { headers: { 'x-forwarded-for': xff } }, fromAddress('127.0.0.1'));
    expect((await from('203.0.113.9')).status).toBe(404);
    // A client cannot claim loopback by writing it left of the address the proxy appended.
    expect((await from('127.0.0.1, 203.0.113.9')).status).toBe(404);
    expect((await from('127.0.0.1')).status).toBe(200);
  });

  it('does not exist in production, not even for this machine', async () => {
    const prod = appOn(t.db, { isProduction: true });
    expect((await prod.request('/dev/outbox', {}, fromAddress('127.0.0.1'))).status).toBe(404);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure, HttpOnly and SameSite', async () => {
    const prod = appOn(t.db, { isProduction: true });
    const res = await prod.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', { name: 'Pat', email: `prod.${Date.now()}@example.com`, password: 'Sunflower#2026' }),
    );
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('mail failures', () => {
  it('answers a reset request the same way when the mail server is down', async () => {
    const failing = appOn(t.db, {
      mailer: {
        send: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    });
    const { email } = await signUpOwner(t.app);
    const res = await failing.request('/api/auth/request-password-reset', jsonRequest('POST', { email }));
    expect(res.status).toBe(200);
  });
});
