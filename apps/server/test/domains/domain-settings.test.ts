import { DOMAIN_MESSAGES as M, type MeResponse } from '@bloom/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { jobRows } from '../helpers/jobs';
import { fails, ok } from '../helpers/journeys';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from '../helpers/test-app';
import { APP_HOST, BASE_DOMAIN, type DomainAnswer, domainApi, stubDns, tokenOf } from './domain-helpers';

/** /settings/domain (issue 23): claiming a subdomain, adding and checking a custom domain, scope. */

let t: TestApp;
let app: TestApp['app'];
const dns = stubDns();
let owner: { cookie: string };
let other: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  app = appOn(t.db, { portalDomains: { baseDomain: BASE_DOMAIN, resolver: dns.resolver } });
  owner = await signUpOwner(app);
  other = await signUpOwner(app);
}, 120_000);
afterAll(() => t.close());
beforeEach(() => dns.clear());

const me = (cookie: string) => ok<MeResponse>(app.request('/api/me', { headers: { cookie } }));

describe('subdomain', () => {
  it('starts with nothing claimed and the option offered', async () => {
    const { domain } = await domainApi(app, owner.cookie).get();
    expect(domain).toEqual({
      subdomain: { baseDomain: BASE_DOMAIN, slug: null },
      custom: null,
      cnameTarget: APP_HOST,
      cnameTargetFrom: 'public-url',
      portalOrigin: 'http://localhost:3000',
    });
    expect((await me(owner.cookie)).portalOrigin).toBeNull();
  });

  it('claims a slug (lower-cased); portal links then use it', async () => {
    const api = domainApi(app, owner.cookie);
    const { domain } = await ok<DomainAnswer>(api.claim(' Acme-Studio '));
    expect(domain.subdomain.slug).toBe('acme-studio');
    expect(domain.portalOrigin).toBe(`http://acme-studio.${BASE_DOMAIN}:3000`);
    expect((await me(owner.cookie)).portalOrigin).toBe(`http://acme-studio.${BASE_DOMAIN}:3000`);
    // Claiming another replaces it.
    expect((await ok<DomainAnswer>(api.claim('acme'))).domain.subdomain.slug).toBe('acme');
    expect((await ok<DomainAnswer>(api.claim('acme-studio'))).domain.subdomain.slug).toBe('acme-studio');
  });

  it('refuses a taken slug whatever its case (409), and reserved or malformed ones (400)', async () => {
    const api = domainApi(app, other.cookie);
    await fails(api.claim('ACME-STUDIO'), 409, M.subdomainTaken);
    await fails(api.claim('www'), 400, '“www” is reserved. Choose another subdomain.');
    await fails(api.claim('start'), 400, '“start” is reserved. Choose another subdomain.');
    await fails(api.claim('ab'), 400, M.subdomainLength);
    await fails(api.claim('acme_studio'), 400, M.subdomainChars);
    await fails(api.claim('-acme'), 400, M.subdomainHyphenEdge);
    const res = await app.request(
      '/api/settings/domain/subdomain',
      jsonRequest('PUT', { subdomain: 'okay', extra: 1 }, { cookie: other.cookie }),
    );
    expect(res.status).toBe(400);
    // The other workspace's settings are its own.
    expect((await api.get()).domain.subdomain.slug).toBeNull();
  });

  it('releases it: links use the app address again', async () => {
    const api = domainApi(app, other.cookie);
    await ok(api.claim('northwind'));
    const { domain } = await ok<DomainAnswer>(api.release());
    expect(domain.subdomain.slug).toBeNull();
    expect(domain.portalOrigin).toBe('http://localhost:3000');
    // Free for anyone now.
    await ok(domainApi(app, owner.cookie).claim('northwind'));
    await ok(domainApi(app, owner.cookie).claim('acme-studio'));
  });

  it('is hidden and refused when PORTAL_BASE_DOMAIN is unset', async () => {
    const plain = appOn(t.db, { portalDomains: { resolver: dns.resolver } });
    const api = domainApi(plain, owner.cookie);
    const { domain } = await api.get();
    expect(domain.subdomain).toEqual({ baseDomain: null, slug: null });
    expect(domain.portalOrigin).toBe('http://localhost:3000');
    await fails(api.claim('another'), 409, M.subdomainsOff);
  });

  it('needs a session', async () => {
    expect((await app.request('/api/settings/domain')).status).toBe(401);
    expect((await app.request('/api/settings/domain/subdomain', jsonRequest('PUT', { subdomain: 'x1y' }))).status).toBe(
      401,
    );
  });
});

describe('custom domain', () => {
  it('is added pending, with the exact records to create and nothing checked yet', async () => {
    const { domain } = await ok<DomainAnswer>(domainApi(app, owner.cookie).add('HTTPS://Portal.Studio-One.com/'));
    const custom = domain.custom;
    expect(custom).toMatchObject({
      host: 'portal.studio-one.com',
      state: 'pending',
      live: false,
      lastCheckedAt: null,
      verifiedAt: null,
      fallbackAt: null,
      problem: null,
    });
    const token = tokenOf(domain);
    expect(token).toMatch(/^bloom-verify=[0-9a-f]{32}$/);
    expect(custom?.records).toEqual([
      { type: 'CNAME', name: 'portal.studio-one.com', value: APP_HOST, actual: [], ok: false, problem: null },
      {
        type: 'TXT',
        name: '_bloom-challenge.portal.studio-one.com',
        value: token,
        actual: [],
        ok: false,
        problem: null,
      },
    ]);
    expect(Date.parse(custom?.autoChecksUntil ?? '') - Date.parse(custom?.addedAt ?? '')).toBe(24 * 3_600_000);
    // Pending: links do not use it yet.
    expect(domain.portalOrigin).toBe(`http://acme-studio.${BASE_DOMAIN}:3000`);
    // The same host again keeps its challenge.
    expect(tokenOf((await ok<DomainAnswer>(domainApi(app, owner.cookie).add('portal.studio-one.com'))).domain)).toBe(
      token,
    );
  });

  it('checks now: wrong or missing records say what DNS holds; right ones verify it', async () => {
    const api = domainApi(app, owner.cookie);
    const before = (await api.get()).domain;
    const host = 'portal.studio-one.com';
    dns.zone.cname.set(host, 'somewhere-else.example.net');
    let { domain } = await ok<DomainAnswer>(api.check());
    expect(domain.custom?.state).toBe('pending');
    expect(domain.custom?.lastCheckedAt).not.toBeNull();
    expect(domain.custom?.records.map((r) => [r.ok, r.actual, r.problem])).toEqual([
      [false, ['somewhere-else.example.net'], 'Points to somewhere-else.example.net instead'],
      [false, [], M.noDomain],
    ]);

    dns.publish(host, tokenOf(before));
    ({ domain } = await ok<DomainAnswer>(api.check()));
    expect(domain.custom).toMatchObject({ state: 'verified', live: true, autoChecksUntil: null });
    expect(domain.custom?.records.every((r) => r.ok && r.problem === null)).toBe(true);
    expect(domain.custom?.records[0]?.actual).toEqual([APP_HOST]);
    // Verified beats the subdomain for links.
    expect(domain.portalOrigin).toBe(`http://${host}:3000`);
    expect((await me(owner.cookie)).portalOrigin).toBe(`http://${host}:3000`);
  });

  it('refuses a host another workspace verified (409), and hosts of this service or not public (400)', async () => {
    const api = domainApi(app, other.cookie);
    await fails(api.add('portal.studio-one.com'), 409, M.domainTaken);
    await fails(api.add(`x.${BASE_DOMAIN}`), 400, M.domainOurs);
    await fails(api.add(BASE_DOMAIN), 400, M.domainOurs);
    await fails(api.add('192.168.0.8'), 400, M.domainIp);
    await fails(api.add('portal.studio.local'), 400, M.domainNotPublic);
    await fails(api.add('studio'), 400, M.domainNeedsDot);
    await fails(api.add(''), 400, M.domainRequired);
    expect((await api.get()).domain.custom).toBeNull();
    // Check now without a domain.
    await fails(api.check(), 404, M.noCustomDomain);
  });

  it('lets two workspaces add the same host; only the one with its TXT record verifies it', async () => {
    const api = domainApi(app, other.cookie);
    const mine = tokenOf((await ok<DomainAnswer>(domainApi(app, owner.cookie).add('clients.shared-host.com'))).domain);
    const theirs = tokenOf((await ok<DomainAnswer>(api.add('clients.shared-host.com'))).domain);
    expect(theirs).not.toBe(mine);
    dns.publish('clients.shared-host.com', theirs);
    expect((await ok<DomainAnswer>(domainApi(app, owner.cookie).check())).domain.custom?.state).toBe('pending');
    expect((await ok<DomainAnswer>(api.check())).domain.custom?.state).toBe('verified');
    // Now the first cannot verify it even with its own record in place too.
    dns.zone.txt.set('_bloom-challenge.clients.shared-host.com', [[theirs], [mine]]);
    const first = (await ok<DomainAnswer>(domainApi(app, owner.cookie).check())).domain.custom;
    expect(first).toMatchObject({ state: 'pending', problem: M.takenOnVerify });
    await ok(api.remove());
    await ok(domainApi(app, owner.cookie).add('portal.studio-one.com'));
  });

  it('falls back at once when removed', async () => {
    const api = domainApi(app, owner.cookie);
    dns.publish('portal.studio-one.com', tokenOf((await api.get()).domain));
    expect((await ok<DomainAnswer>(api.check())).domain.portalOrigin).toBe('http://portal.studio-one.com:3000');
    const { domain } = await ok<DomainAnswer>(api.remove());
    expect(domain.custom).toBeNull();
    expect(domain.portalOrigin).toBe(`http://acme-studio.${BASE_DOMAIN}:3000`);
    expect((await me(owner.cookie)).portalOrigin).toBe(`http://acme-studio.${BASE_DOMAIN}:3000`);
    // Free for another workspace now.
    await ok(domainApi(app, other.cookie).add('portal.studio-one.com'));
    await ok(domainApi(app, other.cookie).remove());
  });

  it('rate-limits Check now per workspace', async () => {
    const api = domainApi(app, other.cookie);
    await ok(api.add('limits.studio-two.com'));
    let last = 200;
    for (let i = 0; i < 21 && last === 200; i++) last = (await api.check()).status;
    expect(last).toBe(429);
    await ok(api.remove());
  });
});

describe('portal links use the domain', () => {
  it('in the invitation email and the REST API', async () => {
    const client = await createClient(app, owner.cookie, { clientEmail: 'jo@example.com' });
    await ok(
      app.request(`/api/clients/${client.id}/invitation`, jsonRequest('POST', undefined, { cookie: owner.cookie })),
    );
    const texts = (await jobRows(t.db, 'send-email')).map((j) => (j.data as unknown as { text: string }).text);
    expect(texts.some((text) => text.includes(`http://acme-studio.${BASE_DOMAIN}:3000/c/${client.shareToken}`))).toBe(
      true,
    );

    const { secret } = await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: 'Zap', scope: 'read' }, { cookie: owner.cookie })),
      201,
    );
    const v1 = await ok<{ portal_url: string }>(
      app.request(`/api/v1/clients/${client.id}`, { headers: { authorization: `Bearer ${secret}` } }),
    );
    expect(v1.portal_url).toBe(`http://acme-studio.${BASE_DOMAIN}:3000/c/${client.shareToken}`);
  });
});
