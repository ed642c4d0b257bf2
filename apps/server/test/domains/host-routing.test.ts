import { rmSync } from 'node:fs';
import { ERROR_CODES, hostSpellings, PORTAL_MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import { portalClient } from '../helpers/portal';
import { appOn, createTestApp, fromAddress, jsonRequest, signUpOwner, type TestApp } from '../helpers/test-app';
import { BASE_DOMAIN, type DomainAnswer, domainApi, fakeWebDist, stubDns, tokenOf } from './domain-helpers';

/**
 * Host routing (issue 23): a verified custom domain or a claimed subdomain serves only its
 * workspace's portals; never the owner app, another workspace's portal or anything else. And the
 * TLS ask a reverse proxy makes before it gets a certificate.
 */

let t: TestApp;
let app: TestApp['app'];
let dist: string;
const dns = stubDns();
const HOST = 'portal.acme-studio.com';
const SUB = `acme.${BASE_DOMAIN}`;
let mine: { token: string; password: string };
let theirs: { token: string; contactToken: string };
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = fakeWebDist();
  app = appOn(t.db, { webDist: dist, portalDomains: { baseDomain: BASE_DOMAIN, resolver: dns.resolver } });
  const owner = await signUpOwner(app);
  ownerCookie = owner.cookie;
  const stranger = await signUpOwner(app);
  mine = {
    token: (await portalClient(app, owner.cookie, { password: 'Open sesame 1' })).token,
    password: 'Open sesame 1',
  };
  const theirClient = await createClient(app, stranger.cookie);
  // A second contact's own link is a portal token of the stranger's workspace too.
  const added = await app.request(
    `/api/clients/${theirClient.id}/contacts`,
    jsonRequest('POST', { name: 'Priya Finance', email: 'priya@example.com' }, { cookie: stranger.cookie }),
  );
  expect(added.status).toBe(201);
  const contact = await t.db
    .selectFrom('client_contacts')
    .select('share_token')
    .where('project_id', '=', theirClient.id)
    .where('is_primary', '=', false)
    .executeTakeFirstOrThrow();
  theirs = { token: theirClient.shareToken, contactToken: contact.share_token };
  const api = domainApi(app, owner.cookie);
  dns.publish(HOST, tokenOf((await ok<DomainAnswer>(api.add(HOST))).domain));
  expect((await ok<DomainAnswer>(api.check())).domain.custom?.state).toBe('verified');
  await ok(api.claim('acme'));
  // The stranger has a pending domain (not proven) and a subdomain of its own.
  await ok(domainApi(app, stranger.cookie).add('pending.stranger-co.com'));
  await ok(domainApi(app, stranger.cookie).claim('stranger'));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A request to `path` on `host`, from its own address (the portal counts misses per address). */
let n = 0;
const on = (host: string, path: string, init: RequestInit = {}) =>
  app.request(`http://${host}${path}`, init, fromAddress(`10.23.0.${++n % 250}`));

describe.each([
  ['the verified custom domain', HOST],
  ['the claimed subdomain', SUB],
])('%s', (_name, host) => {
  it("serves its workspace's portal page, its API and the page's assets", async () => {
    const page = await on(host, `/c/${mine.token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Client Portal</title>');
    expect((await on(host, '/assets/portal-abc123.js')).status).toBe(200);
    expect((await on(host, '/favicon.svg')).status).toBe(200);
    // The password screen, then the portal itself.
    expect((await on(host, `/api/portal/${mine.token}`)).status).toBe(401);
    const signIn = await on(host, `/api/portal/${mine.token}/session`, {
      ...jsonRequest('POST', { password: mine.password }, { origin: `http://${host}` }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie') ?? '';
    // Scoped to this host: no Domain attribute, only the portal's path.
    expect(cookie).toMatch(/^bloom_portal=/);
    expect(cookie.toLowerCase()).not.toContain('domain=');
    expect(cookie).toContain(`Path=/api/portal/${mine.token}`);
    const portal = await on(host, `/api/portal/${mine.token}`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(portal.status).toBe(200);
  });

  it.each([
    ['client', 'token'],
    ['contact', 'contactToken'],
  ] as const)("answers another workspace's %s token as an unknown one", async (_kind, key) => {
    const token = theirs[key];
    const res = await on(host, `/api/portal/${token}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: ERROR_CODES.PORTAL_NOT_FOUND, message: PORTAL_MESSAGES.notFound },
    });
    const post = await on(host, `/api/portal/${token}/seen`, jsonRequest('POST', {}));
    expect(post.status).toBe(404);
    // The same token works on the app's own host.
    expect((await app.request(`/api/portal/${token}`)).status).toBe(200);
  });

  it('never serves the owner app or its API', async () => {
    for (const path of ['/', '/dashboard', '/login', '/settings/domain', '/index.html', '/embed/widget.js']) {
      const res = await on(host, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('Owner app');
    }
    for (const path of ['/api/me', '/api/auth/get-session', '/api/settings/domain', '/api/health', '/api/clients']) {
      const res = await on(host, path, { headers: { cookie: ownerCookie } });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(ERROR_CODES.NOT_FOUND);
    }
    const signIn = await on(host, '/api/auth/sign-in/email', jsonRequest('POST', { email: 'a@b.co', password: 'x' }));
    expect(signIn.status).toBe(404);
  });

  it('serves unsubscribe links and public logos (as the app does)', async () => {
    // An unknown unsubscribe token: the unsubscribe page's own 404, not the host's.
    const unsubscribe = await on(host, '/api/unsubscribe/not-a-token');
    expect(unsubscribe.status).toBe(404);
    expect(unsubscribe.headers.get('content-type')).toContain('text/html');
    const logo = await on(host, `/api/logos/${'a'.repeat(64)}.png`);
    expect(logo.status).toBe(404);
  });
});

// Issue 31: `acme.portals.test.` (a fully qualified name), with a port or in capitals, is the
// same portal host: it never reaches the owner app, and the TLS ask answers for it as for the host.
describe.each([...hostSpellings(HOST), ...hostSpellings(SUB)])('spelled %s', (spelling) => {
  it('serves the portal and never the owner app', async () => {
    expect((await on(spelling, `/c/${mine.token}`)).status).toBe(200);
    expect((await on(spelling, `/api/portal/${theirs.token}`)).status).toBe(404);
    for (const path of ['/login', '/dashboard']) expect((await on(spelling, path)).status, path).toBe(404);
    for (const path of ['/api/me', '/api/auth/get-session']) {
      expect((await on(spelling, path, { headers: { cookie: ownerCookie } })).status, path).toBe(404);
    }
    const signIn = await on(
      spelling,
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'a@b.co', password: 'x' }),
    );
    expect(signIn.status).toBe(404);
    expect(signIn.headers.get('set-cookie')).toBeNull();
  });

  it('is allowed a certificate, like the host itself', async () => {
    const res = await app.request(`/api/domains/tls-allowed?domain=${encodeURIComponent(spelling)}`);
    expect(res.status).toBe(200);
  });
});

describe('other hosts', () => {
  it("serve nothing of a pending domain's or an unknown subdomain's, and the app as before", async () => {
    expect((await on('pending.stranger-co.com', `/c/${theirs.token}`)).status).toBe(200);
    expect(await (await on('pending.stranger-co.com', '/')).text()).toContain('Owner app');
    expect(await (await on(`nobody.${BASE_DOMAIN}`, '/dashboard')).text()).toContain('Owner app');
    expect((await app.request('/dashboard')).status).toBe(200);
    const me = await app.request('/api/me', { headers: { cookie: ownerCookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).not.toBeNull();
  });

  it("the stranger's subdomain serves only the stranger's portals", async () => {
    expect((await on(`stranger.${BASE_DOMAIN}`, `/api/portal/${theirs.token}`)).status).toBe(200);
    expect((await on(`stranger.${BASE_DOMAIN}`, `/api/portal/${mine.token}`)).status).toBe(404);
  });
});

describe('GET /api/domains/tls-allowed', () => {
  const ask = (domain: string) => app.request(`/api/domains/tls-allowed?domain=${encodeURIComponent(domain)}`);

  it('answers 200 for a verified domain and a claimed subdomain, with no body', async () => {
    for (const domain of [HOST, SUB, `stranger.${BASE_DOMAIN}`, 'PORTAL.Acme-Studio.com']) {
      const res = await ask(domain);
      expect(res.status, domain).toBe(200);
      expect(await res.text()).toBe('');
    }
  });

  it('answers 404 for anything else, with no body', async () => {
    for (const domain of [
      'pending.stranger-co.com',
      `nobody.${BASE_DOMAIN}`,
      `www.${BASE_DOMAIN}`,
      'example.com',
      '',
      'pending.stranger-co.com.',
      `nobody.${BASE_DOMAIN}.`,
      `${BASE_DOMAIN}.`,
    ]) {
      const res = await ask(domain);
      expect(res.status, domain).toBe(404);
      expect(await res.text()).toBe('');
    }
    expect((await app.request('/api/domains/tls-allowed')).status).toBe(404);
  });

  it('rate-limits asks for unknown hosts per address', async () => {
    const from = fromAddress('10.99.0.1');
    let status = 404;
    for (let i = 0; i < 301 && status === 404; i++) {
      status = (await app.request(`/api/domains/tls-allowed?domain=n${i}.example.com`, {}, from)).status;
    }
    expect(status).toBe(429);
    // A known host is still answered.
    expect((await app.request(`/api/domains/tls-allowed?domain=${HOST}`, {}, from)).status).toBe(200);
  });
});
