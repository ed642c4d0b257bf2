import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES as M } from './domain-messages';
import {
  type DomainDnsAnswers,
  fallbackAt,
  isDomainLive,
  nextDomainStatus,
  pendingChecksEndAt,
  verifyDomainDns,
} from './domain-verification';

const expected = { host: 'portal.studio.com', target: 'app.bloom.app', token: 'bloom-verify=0123456789abcdef' };
const good: DomainDnsAnswers = {
  cname: { kind: 'answer', values: ['app.bloom.app.'] },
  txt: { kind: 'answer', values: [['bloom-verify=0123456789abcdef']] },
};

describe('verifyDomainDns', () => {
  it('verifies right records, showing expected and actual for each', () => {
    const check = verifyDomainDns(expected, good);
    expect(check.ok).toBe(true);
    expect(check.inconclusive).toBe(false);
    expect(check.records).toEqual([
      {
        type: 'CNAME',
        name: 'portal.studio.com',
        value: 'app.bloom.app',
        actual: ['app.bloom.app'],
        ok: true,
        problem: null,
      },
      {
        type: 'TXT',
        name: '_bloom-challenge.portal.studio.com',
        value: 'bloom-verify=0123456789abcdef',
        actual: ['bloom-verify=0123456789abcdef'],
        ok: true,
        problem: null,
      },
    ]);
  });

  it('reports missing records and a name that does not exist', () => {
    const check = verifyDomainDns(expected, { cname: { kind: 'no-record' }, txt: { kind: 'no-domain' } });
    expect(check.ok).toBe(false);
    expect(check.inconclusive).toBe(false);
    expect(check.records.map((r) => [r.ok, r.problem, r.actual])).toEqual([
      [false, 'No CNAME record found', []],
      [false, M.noDomain, []],
    ]);
    // An empty answer is no record too.
    const empty = verifyDomainDns(expected, { cname: { kind: 'answer', values: [] }, txt: good.txt });
    expect(empty.records[0].problem).toBe('No CNAME record found');
  });

  it('reports wrong values', () => {
    const check = verifyDomainDns(expected, {
      cname: { kind: 'answer', values: ['other-host.example.net'] },
      txt: { kind: 'answer', values: [['google-site-verification=x'], ['bloom-verify=old']] },
    });
    expect(check.ok).toBe(false);
    expect(check.records[0]).toMatchObject({ ok: false, problem: 'Points to other-host.example.net instead' });
    expect(check.records[1]).toMatchObject({
      ok: false,
      actual: ['google-site-verification=x', 'bloom-verify=old'],
      problem: M.txtDifferent,
    });
  });

  it('follows a CNAME chain to the target', () => {
    const chain = { kind: 'answer' as const, values: ['studio.cdn.example.net', 'APP.bloom.app.'] };
    const check = verifyDomainDns(expected, { ...good, cname: chain });
    expect(check.records[0]).toMatchObject({ ok: true, actual: ['studio.cdn.example.net', 'app.bloom.app'] });
    const elsewhere = verifyDomainDns(expected, {
      ...good,
      cname: { kind: 'answer', values: ['studio.cdn.example.net', 'edge.example.net'] },
    });
    expect(elsewhere.records[0].problem).toBe('Points to edge.example.net instead');
  });

  it('joins a TXT record split into several strings, and forgives pasted quotes', () => {
    const split = verifyDomainDns(expected, {
      ...good,
      txt: { kind: 'answer', values: [['v=spf1 -all'], ['bloom-verify=', '0123456789', 'abcdef']] },
    });
    expect(split.records[1]).toMatchObject({ ok: true, actual: ['v=spf1 -all', 'bloom-verify=0123456789abcdef'] });
    const quoted = verifyDomainDns(expected, {
      ...good,
      txt: { kind: 'answer', values: [['"bloom-verify=0123456789abcdef"']] },
    });
    expect(quoted.ok).toBe(true);
  });

  it('accepts a flattened apex record that resolves to the target’s addresses', () => {
    const apex = { host: 'studio.com', target: 'app.bloom.app', token: expected.token };
    const txt = good.txt;
    const flat = verifyDomainDns(apex, {
      cname: { kind: 'no-record' },
      txt,
      addresses: { host: ['203.0.113.7'], target: ['203.0.113.7', '2001:db8::7'] },
    });
    expect(flat.records[0]).toMatchObject({ ok: true, actual: ['203.0.113.7'] });
    const other = verifyDomainDns(apex, {
      cname: { kind: 'no-record' },
      txt,
      addresses: { host: ['198.51.100.1'], target: ['203.0.113.7'] },
    });
    expect(other.records[0]).toMatchObject({ ok: false, problem: 'Points to 198.51.100.1 instead' });
  });

  it('is inconclusive when DNS gave no answer', () => {
    const check = verifyDomainDns(expected, { cname: { kind: 'failed' }, txt: good.txt });
    expect(check).toMatchObject({ ok: false, inconclusive: true });
    expect(check.records[0].problem).toBe(M.lookupFailed);
  });
});

describe('domain state', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);

  it('verifies a pending domain; a failed check keeps it pending', () => {
    const pending = { state: 'pending' as const, verifiedAt: null, firstFailingAt: null };
    expect(nextDomainStatus(pending, { ok: false, inconclusive: false }, t0)).toEqual(pending);
    expect(nextDomainStatus(pending, { ok: true, inconclusive: false }, t0)).toEqual({
      state: 'verified',
      verifiedAt: t0,
      firstFailingAt: null,
    });
  });

  it('turns a verified domain failing from its first failed check, and back when it passes', () => {
    const verified = { state: 'verified' as const, verifiedAt: t0, firstFailingAt: null };
    const failing = nextDomainStatus(verified, { ok: false, inconclusive: false }, hours(1));
    expect(failing).toEqual({ state: 'failing', verifiedAt: t0, firstFailingAt: hours(1) });
    expect(nextDomainStatus(failing, { ok: false, inconclusive: false }, hours(5)).firstFailingAt).toEqual(hours(1));
    expect(nextDomainStatus(failing, { ok: true, inconclusive: false }, hours(6))).toEqual({
      state: 'verified',
      verifiedAt: t0,
      firstFailingAt: null,
    });
    // No answer from DNS changes nothing.
    expect(nextDomainStatus(verified, { ok: false, inconclusive: true }, hours(1))).toEqual(verified);
  });

  it('keeps a failing domain live for 72 hours, then falls back', () => {
    expect(isDomainLive('verified', null, t0)).toBe(true);
    expect(isDomainLive('pending', null, t0)).toBe(false);
    expect(isDomainLive(null, null, t0)).toBe(false);
    expect(isDomainLive('failing', t0, hours(71.9))).toBe(true);
    expect(isDomainLive('failing', t0, hours(72))).toBe(false);
    expect(fallbackAt(t0)).toEqual(hours(72));
    expect(pendingChecksEndAt(t0)).toEqual(hours(24));
  });
});
