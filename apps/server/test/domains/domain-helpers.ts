import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DomainSettings } from '@bloom/core';
import type { DnsResolver } from '../../src/platform/dns/dns-resolver';
import { ok } from '../helpers/journeys';
import { callApi } from '../helpers/publishing';
import type { TestApp } from '../helpers/test-app';

/** The app's host in these tests (PUBLIC_URL of test-app.ts): the CNAME target. */
export const APP_HOST = 'localhost';
export const BASE_DOMAIN = 'portals.bloom-test.app';

const dnsError = (code: string) => Object.assign(new Error(`queryDns ${code}`), { code });

/**
 * A DNS server in memory, changed by the test: a name with no record of the asked type answers
 * ENODATA, an unknown name ENOTFOUND, a name in `down` ETIMEOUT (the real resolver's codes).
 */
export function stubDns() {
  const zone = {
    cname: new Map<string, string>(),
    txt: new Map<string, string[][]>(),
    a: new Map<string, string[]>(),
    down: new Set<string>(),
  };
  const known = (name: string) => zone.cname.has(name) || zone.txt.has(name) || zone.a.has(name);
  const answer = async <T>(name: string, value: T | undefined): Promise<T> => {
    if (zone.down.has(name)) throw dnsError('ETIMEOUT');
    if (value !== undefined) return value;
    throw dnsError(known(name) ? 'ENODATA' : 'ENOTFOUND');
  };
  const resolver: DnsResolver = {
    resolveCname: (name) => answer(name, zone.cname.has(name) ? [zone.cname.get(name) as string] : undefined),
    resolveTxt: (name) => answer(name, zone.txt.get(name)),
    resolve4: (name) => answer(name, zone.a.get(name)),
    resolve6: (name) => answer<string[]>(name, undefined),
  };
  return {
    zone,
    resolver,
    /** Both records right for `host`. */
    publish(host: string, token: string, target = APP_HOST) {
      zone.cname.set(host, target);
      zone.txt.set(`_bloom-challenge.${host}`, [[token]]);
    },
    clear() {
      zone.cname.clear();
      zone.txt.clear();
      zone.a.clear();
      zone.down.clear();
    },
  };
}

/** A clock the test moves. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceHours(hours: number) {
      now += hours * 3_600_000;
    },
  };
}

export type DomainAnswer = { domain: DomainSettings };

export const domainApi = (app: TestApp['app'], cookie: string) => ({
  get: () => ok<DomainAnswer>(callApi(app, cookie, 'GET', '/settings/domain')),
  claim: (subdomain: string) => callApi(app, cookie, 'PUT', '/settings/domain/subdomain', { subdomain }),
  release: () => callApi(app, cookie, 'DELETE', '/settings/domain/subdomain'),
  add: (domain: string) => callApi(app, cookie, 'PUT', '/settings/domain/custom', { domain }),
  remove: () => callApi(app, cookie, 'DELETE', '/settings/domain/custom'),
  check: () => callApi(app, cookie, 'POST', '/settings/domain/check'),
});

/** The TXT value the settings ask for. */
export const tokenOf = (settings: DomainSettings) =>
  settings.custom?.records.find((r) => r.type === 'TXT')?.value ?? '';

/** A built web app in a temporary folder: the owner app, the portal page and one asset. */
export function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bloom-domains-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Owner app</title>');
  writeFileSync(path.join(dist, 'portal.html'), '<!doctype html><title>Client Portal</title>');
  writeFileSync(path.join(dist, 'assets', 'portal-abc123.js'), 'console.log("portal")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}
