import { describe, expect, it } from 'vitest';
import { addressRefusal, type LookupAll, resolveDeliveryTarget } from './ssrf';

/** A resolver that answers `address` for every name (what a DNS rebinding attacker controls). */
const resolvingTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const REFUSED = [
  ['127.0.0.1', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.1.1', 'linkLocal'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['0.0.0.0', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'cloud metadata'],
  ['fe80::1', 'linkLocal'],
  ['fd00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'cloud metadata'],
  ['ff02::1', 'multicast'],
  ['2002:7f00:1::', '6to4'],
] as const;

describe('addressRefusal', () => {
  it.each(REFUSED)('refuses %s in production (%s)', (address, range) => {
    expect(addressRefusal(address, true)).toContain(range);
  });

  it('allows ordinary public addresses', () => {
    expect(addressRefusal('93.184.216.34', true)).toBeNull();
    expect(addressRefusal('2606:2800:220:1:248:1893:25c8:1946', true)).toBeNull();
    expect(addressRefusal('::ffff:93.184.216.34', true)).toBeNull();
  });

  it('outside production allows loopback, and still refuses the rest', () => {
    expect(addressRefusal('127.0.0.1', false)).toBeNull();
    expect(addressRefusal('::1', false)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', false)).toBeNull();
    expect(addressRefusal('10.0.0.1', false)).toContain('private');
    expect(addressRefusal('169.254.169.254', false)).toContain('metadata');
  });
});

describe('resolveDeliveryTarget', () => {
  const production = (lookup: LookupAll) => ({ isProduction: true, lookup });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    '::ffff:127.0.0.1',
    'fe80::1',
    'fd00::1',
    '224.0.0.1',
  ])('refuses a host name resolving to %s in production, naming the address', async (address) => {
    const result = await resolveDeliveryTarget('https://hooks.example.com/in', production(resolvingTo(address)));
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(`hooks.example.com resolves to`) });
    expect(result.ok ? '' : result.reason).toContain(`(${address})`);
  });

  it('refuses when any one of the addresses is bad', async () => {
    const result = await resolveDeliveryTarget(
      'https://hooks.example.com/',
      production(resolvingTo('93.184.216.34', '10.1.2.3')),
    );
    expect(result.ok).toBe(false);
  });

  it('accepts a public address and keeps the vetted addresses to connect to', async () => {
    const result = await resolveDeliveryTarget(
      'https://hooks.example.com/in?x=1',
      production(resolvingTo('93.184.216.34')),
    );
    expect(result).toEqual({
      ok: true,
      target: {
        url: new URL('https://hooks.example.com/in?x=1'),
        hostname: 'hooks.example.com',
        addresses: [{ address: '93.184.216.34', family: 4 }],
      },
    });
  });

  it('refuses IP literals of private ranges without asking DNS', async () => {
    const never: LookupAll = () => Promise.reject(new Error('looked up'));
    expect((await resolveDeliveryTarget('https://10.0.0.1/', production(never))).ok).toBe(false);
    expect((await resolveDeliveryTarget('https://[::ffff:127.0.0.1]/', production(never))).ok).toBe(false);
    expect((await resolveDeliveryTarget('https://93.184.216.34/', production(never))).ok).toBe(true);
  });

  it('refuses plain http in production, and outside it allows it only to loopback', async () => {
    expect(
      await resolveDeliveryTarget('http://hooks.example.com/', production(resolvingTo('93.184.216.34'))),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('http://'),
    });
    const dev = (lookup: LookupAll) => ({ isProduction: false, lookup });
    expect((await resolveDeliveryTarget('http://localhost:4000/', dev(resolvingTo('127.0.0.1', '::1')))).ok).toBe(true);
    expect((await resolveDeliveryTarget('http://hooks.example.com/', dev(resolvingTo('93.184.216.34')))).ok).toBe(
      false,
    );
    expect((await resolveDeliveryTarget('https://hooks.example.com/', dev(resolvingTo('93.184.216.34')))).ok).toBe(
      true,
    );
  });

  it('answers a name that does not resolve, and a broken URL, as refusals', async () => {
    const nx: LookupAll = () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' }));
    expect(await resolveDeliveryTarget('https://nowhere.invalid/', production(nx))).toEqual({
      ok: false,
      reason: 'nowhere.invalid did not resolve (ENOTFOUND)',
    });
    expect((await resolveDeliveryTarget('not a url', production(nx))).ok).toBe(false);
    expect((await resolveDeliveryTarget('ftp://example.com/', production(nx))).ok).toBe(false);
  });
});
