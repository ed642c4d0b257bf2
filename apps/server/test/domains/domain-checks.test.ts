import { DOMAIN_MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDomainChecks } from '../../src/modules/domains/domain-check';
import { runReminderSweep } from '../../src/modules/reminders/reminder-sweep';
import { lookupDomainDns } from '../../src/platform/dns/dns-resolver';
import { jobRows } from '../helpers/jobs';
import { ok } from '../helpers/journeys';
import { reminderClient, reminderJourney } from '../helpers/reminders';
import {
  appOn,
  createTestApp,
  fromAddress,
  PUBLIC_URL,
  signUpOwner,
  TEST_SECRET,
  type TestApp,
} from '../helpers/test-app';
import { APP_HOST, BASE_DOMAIN, type DomainAnswer, domainApi, stubDns, testClock, tokenOf } from './domain-helpers';

/**
 * The checks' sweep (the `domain-checks` cron job) on a controlled clock: pending domains for
 * their first day, verified ones hourly, and a verified domain failing for 72 hours falling back.
 * Plus the DNS lookups themselves against a stub resolver.
 */

let t: TestApp;
let app: TestApp['app'];
const dns = stubDns();
const clock = testClock(new Date('2030-05-06T09:00:00Z'));
let cookie: string;
const HOST = 'clients.fallback-studio.com';

beforeAll(async () => {
  t = await createTestApp();
  app = appOn(t.db, { portalDomains: { baseDomain: BASE_DOMAIN, resolver: dns.resolver, now: clock.now } });
  cookie = (await signUpOwner(app)).cookie;
}, 120_000);
afterAll(() => t.close());

const sweep = () => runDomainChecks(t.db, { resolver: dns.resolver, now: clock.now(), publicHost: APP_HOST });
const settings = async () => (await domainApi(app, cookie).get()).domain;

describe('the checks sweep', () => {
  it('checks a pending domain every 5 minutes for 24 hours, and verifies it when DNS is right', async () => {
    const added = (await ok<DomainAnswer>(domainApi(app, cookie).add(HOST))).domain;
    expect((await sweep()).checked).toBe(1);
    expect((await settings()).custom?.lastCheckedAt).toBe(clock.now().toISOString());
    // Not again within 5 minutes.
    clock.advanceHours(4 / 60);
    expect((await sweep()).checked).toBe(0);
    clock.advanceHours(1 / 60);
    expect((await sweep()).checked).toBe(1);
    // After its first day, only 'Check now' checks it.
    clock.advanceHours(24);
    expect((await sweep()).checked).toBe(0);
    expect((await settings()).custom?.state).toBe('pending');
    // The owner fixes DNS and checks now.
    dns.publish(HOST, tokenOf(added));
    const checked = (await ok<DomainAnswer>(domainApi(app, cookie).check())).domain;
    expect(checked.custom).toMatchObject({ state: 'verified', verifiedAt: clock.now().toISOString() });
    expect(checked.portalOrigin).toBe(`http://${HOST}:3000`);
  });

  it('checks a verified domain hourly; one failing for 72 hours falls back, and comes back when fixed', async () => {
    clock.advanceHours(0.5);
    expect((await sweep()).checked).toBe(0);
    clock.advanceHours(0.5);
    // DNS breaks: the hourly check finds it.
    dns.zone.txt.clear();
    expect((await sweep()).checked).toBe(1);
    const failedAt = clock.now();
    let domain = await settings();
    expect(domain.custom).toMatchObject({
      state: 'failing',
      live: true,
      firstFailingAt: failedAt.toISOString(),
      fallbackAt: new Date(failedAt.getTime() + 72 * 3_600_000).toISOString(),
    });
    expect(domain.custom?.records[1]?.problem).toBe(DOMAIN_MESSAGES.noDomain);
    // Still used, and served, for 72 hours.
    expect(domain.portalOrigin).toBe(`http://${HOST}:3000`);
    const ask = () => app.request(`/api/domains/tls-allowed?domain=${HOST}`, {}, fromAddress('10.5.5.5'));
    expect((await ask()).status).toBe(200);
    clock.advanceHours(71.9);
    expect((await sweep()).checked).toBe(1);
    expect((await settings()).portalOrigin).toBe(`http://${HOST}:3000`);
    clock.advanceHours(0.1);
    domain = await settings();
    expect(domain.custom).toMatchObject({ state: 'failing', live: false });
    expect(domain.portalOrigin).toBe('http://localhost:3000');
    const meAnswer = await ok<{ portalOrigin: string | null }>(app.request('/api/me', { headers: { cookie } }));
    expect(meAnswer.portalOrigin).toBeNull();
    expect((await ask()).status).toBe(404);
    // Its host is no portal host any more: the app's own routes answer there again.
    expect((await app.request(`http://${HOST}/api/health`)).status).toBe(200);
    // Past the fallback it is checked hourly; fixed, it is verified and used again.
    clock.advanceHours(0.5);
    expect((await sweep()).checked).toBe(0);
    dns.zone.txt.set(`_bloom-challenge.${HOST}`, [[tokenOf(domain)]]);
    clock.advanceHours(0.5);
    expect((await sweep()).checked).toBe(1);
    domain = await settings();
    expect(domain.custom).toMatchObject({ state: 'verified', live: true, firstFailingAt: null });
    expect(domain.portalOrigin).toBe(`http://${HOST}:3000`);
  });

  it('changes nothing when DNS does not answer', async () => {
    clock.advanceHours(1);
    dns.zone.down.add(HOST);
    expect((await sweep()).checked).toBe(1);
    expect((await settings()).custom).toMatchObject({ state: 'verified', firstFailingAt: null });
    dns.zone.down.clear();
  });

  it('puts portal links of reminders on the workspace’s domain', async () => {
    const journey = await reminderJourney(app, cookie);
    const client = await reminderClient(app, cookie, journey.id);
    // Noon UTC 40 days on: past the first reminder's 10:00, outside quiet hours.
    const later = new Date(Date.now() + 40 * 86_400_000);
    later.setUTCHours(12, 0, 0, 0);
    const result = await runReminderSweep(t.db, {
      now: later,
      appOrigin: PUBLIC_URL,
      secret: TEST_SECRET,
      portalBaseDomain: BASE_DOMAIN,
    });
    expect(result).toEqual({ queued: 1, failed: [] });
    const texts = (await jobRows(t.db, 'send-email')).map((j) => (j.data as unknown as { text: string }).text);
    expect(texts.some((text) => text.includes(`http://${HOST}:3000/c/${client.shareToken}`))).toBe(true);
  });
});

describe('DNS lookups (stub resolver)', () => {
  it('follows a CNAME chain hop by hop to the target', async () => {
    dns.clear();
    dns.zone.cname.set('portal.chain.com', 'studio.edge.example.net');
    dns.zone.cname.set('studio.edge.example.net', `${APP_HOST}.`);
    dns.zone.txt.set('_bloom-challenge.portal.chain.com', [['bloom-verify=', 'abc']]);
    const answers = await lookupDomainDns(dns.resolver, 'portal.chain.com', APP_HOST);
    expect(answers).toEqual({
      cname: { kind: 'answer', values: ['studio.edge.example.net', APP_HOST] },
      txt: { kind: 'answer', values: [['bloom-verify=', 'abc']] },
    });
  });

  it('tells a missing record from a name that does not exist, and a loop ends', async () => {
    dns.clear();
    dns.zone.a.set('apex.com', ['203.0.113.9']);
    dns.zone.a.set(APP_HOST, ['203.0.113.9']);
    const apex = await lookupDomainDns(dns.resolver, 'apex.com', APP_HOST);
    expect(apex).toEqual({
      cname: { kind: 'no-record' },
      txt: { kind: 'no-domain' },
      addresses: { host: ['203.0.113.9'], target: ['203.0.113.9'] },
    });
    dns.zone.cname.set('a.loop.com', 'b.loop.com');
    dns.zone.cname.set('b.loop.com', 'a.loop.com');
    const loop = await lookupDomainDns(dns.resolver, 'a.loop.com', APP_HOST);
    expect(loop.cname).toEqual({ kind: 'answer', values: ['b.loop.com', 'a.loop.com'] });
    dns.zone.down.add('down.com');
    expect((await lookupDomainDns(dns.resolver, 'down.com', APP_HOST)).cname).toEqual({ kind: 'failed' });
  });
});
