import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES as M } from './domain-messages';
import {
  canonicalHost,
  customDomainProblem,
  domainRecords,
  isDnsName,
  normalizeHost,
  RESERVED_SUBDOMAINS,
  subdomainProblem,
} from './domain-rules';
import { customDomainInputSchema, subdomainInputSchema } from './domain-schemas';
import { hostSpellings } from './host-spellings';

describe('subdomain rules', () => {
  it.each(['abc', 'acme-studio', 'studio42', '4x4', 'a'.repeat(40), 'a-b-c'])('accepts %s', (slug) => {
    expect(subdomainProblem(slug)).toBeNull();
  });

  it.each([
    ['', M.subdomainRequired],
    ['ab', M.subdomainLength],
    ['a'.repeat(41), M.subdomainLength],
    ['Acme', M.subdomainChars],
    ['acme_studio', M.subdomainChars],
    ['acme.studio', M.subdomainChars],
    ['café', M.subdomainChars],
    ['-acme', M.subdomainHyphenEdge],
    ['acme-', M.subdomainHyphenEdge],
  ])('refuses %j: %s', (slug, message) => {
    expect(subdomainProblem(slug)).toBe(message);
  });

  it.each(['www', 'app', 'api', 'admin', 'mail', 'try', 'start', 'pro', 'launch', 'portal', 'status', 'bloom'])(
    'reserves %s',
    (slug) => {
      expect(RESERVED_SUBDOMAINS.has(slug)).toBe(true);
      expect(subdomainProblem(slug)).toBe(`“${slug}” is reserved. Choose another subdomain.`);
    },
  );

  it('lower-cases and trims what the owner typed before checking it', () => {
    expect(subdomainInputSchema.parse({ subdomain: '  Acme-Studio ' })).toEqual({ subdomain: 'acme-studio' });
    const refused = subdomainInputSchema.safeParse({ subdomain: 'WWW' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('“www” is reserved. Choose another subdomain.');
  });
});

describe('custom domain rules', () => {
  const own = { baseDomain: 'portals.bloom.app', appHost: 'app.bloom.app' };

  it.each(['portal.studio.com', 'clients.my-studio.co.uk', 'studio.com', 'a.b.c.d.example.org', 'xn--bcher-kva.de'])(
    'accepts %s',
    (host) => {
      expect(customDomainProblem(host, own)).toBeNull();
      expect(isDnsName(host)).toBe(true);
    },
  );

  it.each([
    ['', M.domainRequired],
    ['localhost', M.domainNeedsDot],
    ['studio', M.domainNeedsDot],
    ['192.168.1.10', M.domainIp],
    ['10.0.0.1:8080', M.domainIp],
    ['::1', M.domainIp],
    ['[2001:db8::1]', M.domainIp],
    ['1.2.3.4.5', M.domainIp],
    ['portal.studio.com:8443', M.domainPort],
    ['portal..studio.com', M.domainInvalid],
    ['-portal.studio.com', M.domainInvalid],
    ['portal_x.studio.com', M.domainInvalid],
    ['portal.studio.c', M.domainInvalid],
    ['bücher.de', M.domainUnicode],
    ['portal.localhost', M.domainNotPublic],
    ['nas.local', M.domainNotPublic],
    ['portal.test', M.domainNotPublic],
    ['x.internal', M.domainNotPublic],
    [`${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`, M.domainTooLong],
    ['portals.bloom.app', M.domainOurs],
    ['acme.portals.bloom.app', M.domainOurs],
    ['app.bloom.app', M.domainOurs],
    ['x.app.bloom.app', M.domainOurs],
  ])('refuses %j: %s', (host, message) => {
    expect(customDomainProblem(host, own)).toBe(message);
  });

  it('cuts a pasted address down to its host', () => {
    expect(normalizeHost(' https://Portal.Studio.com/c/abc?x=1 ')).toBe('portal.studio.com');
    expect(normalizeHost('portal.studio.com.')).toBe('portal.studio.com');
    expect(customDomainInputSchema.parse({ domain: 'HTTPS://Portal.Studio.com/' })).toEqual({
      domain: 'portal.studio.com',
    });
    expect(customDomainInputSchema.safeParse({ domain: 'http://10.0.0.1/' }).error?.issues[0]?.message).toBe(
      M.domainIp,
    );
  });

  it('names the two records to create', () => {
    expect(domainRecords('portal.studio.com', 'app.bloom.app', 'bloom-verify=abc')).toEqual([
      { type: 'CNAME', name: 'portal.studio.com', value: 'app.bloom.app' },
      { type: 'TXT', name: '_bloom-challenge.portal.studio.com', value: 'bloom-verify=abc' },
    ]);
  });

  it('takes the port off a host', () => {
    expect(canonicalHost('acme.portals.localhost:3301')).toBe('acme.portals.localhost');
    expect(canonicalHost('portal.studio.com')).toBe('portal.studio.com');
    expect(canonicalHost('[::1]:3000')).toBe('[::1]');
  });

  // One table of spellings: each is the same host to routing, the TLS ask, claims and links.
  it.each(hostSpellings('acme.portals.example.com'))('reads %s as acme.portals.example.com', (spelling) => {
    expect(canonicalHost(spelling)).toBe('acme.portals.example.com');
  });

  it.each(['bücher.de', 'BÜCHER.DE.', 'xn--bcher-kva.de:443', 'Bücher.de.:8443'])(
    'reads %s as its punycode',
    (spelling) => {
      expect(canonicalHost(spelling)).toBe('xn--bcher-kva.de');
    },
  );

  it.each(['', ' ', 'a b.com', 'evil.com@acme.example.com', 'acme.example.com/x', 'a%2ecom', 'a\u0000.com', '.'])(
    'refuses %j as a host',
    (input) => {
      expect(canonicalHost(input)).toBeNull();
    },
  );

  it('keeps a typed port so the rules can name it, and reads IDN as punycode', () => {
    expect(normalizeHost('portal.studio.com:8443')).toBe('portal.studio.com:8443');
    expect(customDomainProblem(normalizeHost('portal.studio.com:8443'))).toBe(M.domainPort);
    expect(normalizeHost('https://Bücher.de./shop')).toBe('xn--bcher-kva.de');
    expect(customDomainProblem(normalizeHost('Bücher.de'))).toBeNull();
  });
});
