import { WEBHOOK_MESSAGES } from '@bloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEndpointUrl } from '../webhook-endpoints/endpoint-url';
import { addressRefusal, classifyAddress } from './address-policy';
import { type LookupAll, resolveDeliveryTarget } from './ssrf';

/**
 * Issue 31: no spelling of a loopback, private, link-local or otherwise internal address gets
 * past the check when an endpoint is saved (checkEndpointUrl) or at a delivery attempt
 * (resolveDeliveryTarget), in production. Addresses are generated as numbers and written in
 * every textual form a URL host accepts; public ones in the same forms must still pass, so the
 * properties fail both ways.
 */

/** The check at saving: null when accepted, else its message. */
const savedRefusal = (url: string, isProduction = true) => {
  try {
    checkEndpointUrl(url, isProduction);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};
/** An IP literal must never reach DNS. */
const noDns: LookupAll = () => Promise.reject(Object.assign(new Error('looked up'), { code: 'LOOKED_UP' }));
const resolvingTo =
  (address: string): LookupAll =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }];
const PROD = { isProduction: true, lookup: noDns };
const DEV = { isProduction: false, lookup: noDns };

// ---- IPv4 addresses, as unsigned 32-bit numbers -------------------------------------------------

const v4 = (text: string) => text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
/** Any address of `cidr` ('10.0.0.0/8'). */
const inV4 = (cidr: string) => {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return fc.integer({ min: 0, max: size - 1 }).map((host) => v4(base) + host);
};

/** Loopback, private, link-local, CGNAT, unspecified, metadata and the other special-purpose ranges. */
const BAD_V4 = fc.oneof(
  inV4('127.0.0.0/8'),
  fc.constantFrom(v4('127.0.0.1'), v4('0.0.0.0'), v4('169.254.169.254'), v4('100.100.100.200'), v4('10.0.0.1')),
  inV4('10.0.0.0/8'),
  inV4('172.16.0.0/12'),
  inV4('192.168.0.0/16'),
  inV4('169.254.0.0/16'),
  inV4('100.64.0.0/10'),
  inV4('0.0.0.0/8'),
  inV4('224.0.0.0/4'),
  inV4('240.0.0.0/4'),
  inV4('192.0.0.0/24'),
  inV4('192.0.2.0/24'),
  inV4('198.18.0.0/15'),
  inV4('198.51.100.0/24'),
  inV4('203.0.113.0/24'),
);
/** Blocks that are ordinary public unicast space. */
const PUBLIC_V4 = fc.oneof(
  fc.constant(v4('93.184.216.34')),
  inV4('93.184.216.0/24'),
  inV4('8.8.8.0/24'),
  inV4('1.1.1.0/24'),
  inV4('151.101.0.0/16'),
  inV4('140.82.112.0/20'),
);

/** One part of a WHATWG IPv4 host in decimal, octal (0-prefixed) or hex (0x/0X), zero-padded at will. */
const partText = (value: number) =>
  fc.tuple(fc.constantFrom('dec', 'oct', 'hex', 'HEX'), fc.nat(3)).map(([radix, pad]) => {
    const zeros = '0'.repeat(pad);
    if (radix === 'oct') return `0${zeros}${value.toString(8)}`;
    if (radix === 'hex') return `0x${zeros}${value.toString(16)}`;
    if (radix === 'HEX') return `0X${zeros}${value.toString(16).toUpperCase()}`;
    return String(value);
  });

const FULLWIDTH_DOTS = ['.', '．', '。'];
/** Every way a URL host spells IPv4 `n`: 1 to 4 parts (127.1, 2130706433), any radix, a final dot, %-escapes, full-width digits. */
const v4HostText = (n: number) =>
  fc
    .record({
      parts: fc.integer({ min: 1, max: 4 }),
      trailingDot: fc.boolean(),
      encoding: fc.constantFrom('plain', 'plain', 'percent', 'fullwidth'),
      seed: fc.integer(),
    })
    .chain(({ parts, trailingDot, encoding, seed }) => {
      const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
      // The first parts-1 parts are bytes; the last one holds all the remaining bytes.
      const values = [...bytes.slice(0, parts - 1), bytes.slice(parts - 1).reduce((a, b) => a * 256 + b, 0)];
      return fc.tuple(...values.map(partText)).map((texts) => {
        const text = texts.join('.') + (trailingDot ? '.' : '');
        if (encoding === 'percent')
          return [...text]
            .map((ch, i) => ((seed >> (i % 31)) & 1 ? `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}` : ch))
            .join('');
        if (encoding === 'fullwidth')
          return [...text]
            .map((ch, i) => {
              if (ch === '.') return FULLWIDTH_DOTS[Math.abs(seed + i) % 3];
              return /[0-9]/.test(ch) ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch;
            })
            .join('');
        return text;
      });
    });

// ---- IPv6 addresses, as eight 16-bit words ----------------------------------------------------------

type Words = readonly number[];
const word = fc.integer({ min: 0, max: 0xffff });
const hi = (n: number) => n >>> 16;
const lo = (n: number) => n & 0xffff;
/** Any address of a prefix given as its leading words and a prefix length. */
const inV6 = (lead: Words, bits: number) =>
  fc.array(word, { minLength: 8, maxLength: 8 }).map((random) =>
    random.map((w, i) => {
      const fixed = Math.max(0, Math.min(16, bits - i * 16));
      const mask = fixed === 0 ? 0 : (0xffff << (16 - fixed)) & 0xffff;
      return ((lead[i] ?? 0) & mask) | (w & ~mask & 0xffff);
    }),
  );

/** The IPv6 wrappers that carry an IPv4 address, each as a function of it. */
type Wrapper = 'mapped' | 'compatible' | 'translated' | 'nat64' | '6to4' | 'teredo-client' | 'teredo-server';
const wrap = (kind: Wrapper, n: number, other: number, filler: Words): Words => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = filler;
  switch (kind) {
    case 'mapped':
      return [0, 0, 0, 0, 0, 0xffff, hi(n), lo(n)];
    case 'compatible':
      return [0, 0, 0, 0, 0, 0, hi(n), lo(n)];
    case 'translated':
      return [0, 0, 0, 0, 0xffff, 0, hi(n), lo(n)];
    case 'nat64':
      return [0x64, 0xff9b, 0, 0, 0, 0, hi(n), lo(n)];
    case '6to4':
      return [0x2002, hi(n), lo(n), a, b, c, d, e];
    // Teredo: server IPv4 in words 2-3, client IPv4 inverted in words 6-7; `other` fills the other one.
    case 'teredo-client':
      return [0x2001, 0, hi(other), lo(other), a, b, ~hi(n) & 0xffff, ~lo(n) & 0xffff];
    case 'teredo-server':
      return [0x2001, 0, hi(n), lo(n), a, b, ~hi(other) & 0xffff, ~lo(other) & 0xffff];
  }
};
const WRAPPERS: Wrapper[] = ['mapped', 'compatible', 'translated', 'nat64', '6to4', 'teredo-client', 'teredo-server'];
const wrapped = (inner: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.constantFrom(...WRAPPERS), inner, PUBLIC_V4, fc.array(word, { minLength: 5, maxLength: 5 }))
    .map(([kind, n, other, filler]) => ({ kind, n, words: wrap(kind, n, other, filler) }));

/** IPv6 ranges that are internal by themselves (no IPv4 inside). */
const BAD_V6_NATIVE = fc.oneof(
  fc.constant([0, 0, 0, 0, 0, 0, 0, 1]),
  fc.constant([0, 0, 0, 0, 0, 0, 0, 0]),
  fc.constant([0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254]),
  inV6([0xfc00], 7),
  inV6([0xfe80], 10),
  inV6([0xfec0], 10),
  inV6([0xff00], 8),
  inV6([0x64, 0xff9b, 1], 48),
  inV6([0x2001, 0xdb8], 32),
  inV6([0x100], 64),
);
const PUBLIC_V6_NATIVE = fc.oneof(
  fc.constant([0x2606, 0x4700, 0, 0, 0, 0, 0, 0x1111]),
  inV6([0x2606, 0x4700], 32),
  inV6([0x2a00, 0x1450], 32),
  inV6([0x2001, 0x4860], 32),
);

/** Every way to write words in brackets: expanded, zero-padded, any case, any zero run as ::, the last 32 bits dotted. */
const v6HostText = (words: Words) =>
  fc
    .record({
      pad: fc.boolean(),
      upper: fc.boolean(),
      dottedTail: fc.boolean(),
      compress: fc.boolean(),
      runPick: fc.nat(),
    })
    .map(({ pad, upper, dottedTail, compress, runPick }) => {
      const groups = words.map((w) => {
        const hex = pad ? w.toString(16).padStart(4, '0') : w.toString(16);
        return upper ? hex.toUpperCase() : hex;
      });
      let tail: string[] = [];
      let head = groups;
      if (dottedTail) {
        head = groups.slice(0, 6);
        tail = [dotted(((words[6] ?? 0) * 0x10000 + (words[7] ?? 0)) >>> 0)];
      }
      if (compress) {
        // Any run of zero groups in the hex part may become '::'.
        const runs: [number, number][] = [];
        for (let i = 0; i < head.length; i++) {
          if (words[i] !== 0) continue;
          let j = i;
          while (j < head.length && words[j] === 0) j++;
          runs.push([i, j]);
          i = j;
        }
        const run = runs[runPick % Math.max(runs.length, 1)];
        if (run) {
          const before = head.slice(0, run[0]).join(':');
          const after = [...head.slice(run[1]), ...tail].join(':');
          return `[${before}::${after}]`;
        }
      }
      return `[${[...head, ...tail].join(':')}]`;
    });

const urlOf = (host: string) =>
  fc
    .tuple(fc.constantFrom('', ':443', ':8443'), fc.constantFrom('/', '/hook', '/in?x=1'))
    .map(([port, path]) => `https://${host}${port}${path}`);

// ---- What must be refused ----------------------------------------------------------------------

interface Case {
  url: string;
  /** The address in its plain form, as a resolver would answer it. */
  address: string;
  /** This machine itself (127/8, ::ffff:127/104, ::1): outside production it stays allowed. */
  loopback: boolean;
}

const wordsText = (words: Words) => words.map((w) => w.toString(16)).join(':');
const isLoopbackV4 = (n: number) => n >>> 24 === 127;

const badV4Case: fc.Arbitrary<Case> = BAD_V4.chain((n) =>
  v4HostText(n)
    .chain(urlOf)
    .map((url) => ({ url, address: dotted(n), loopback: isLoopbackV4(n) })),
);
const badWrappedCase: fc.Arbitrary<Case> = wrapped(BAD_V4).chain(({ kind, n, words }) =>
  v6HostText(words)
    .chain(urlOf)
    .map((url) => ({
      url,
      address: wordsText(words),
      // ::ffff:127.x is the IPv4 loopback itself; ::0.0.0.1 is ::1.
      loopback: (kind === 'mapped' && isLoopbackV4(n)) || (kind === 'compatible' && n === 1),
    })),
);
const badNativeCase: fc.Arbitrary<Case> = BAD_V6_NATIVE.chain((words) =>
  v6HostText(words)
    .chain(urlOf)
    .map((url) => ({ url, address: wordsText(words), loopback: wordsText(words) === '0:0:0:0:0:0:0:1' })),
);
const BAD = fc.oneof(badV4Case, badWrappedCase, badNativeCase);

const goodCase: fc.Arbitrary<{ url: string; address: string }> = fc.oneof(
  PUBLIC_V4.chain((n) =>
    v4HostText(n)
      .chain(urlOf)
      .map((url) => ({ url, address: dotted(n) })),
  ),
  wrapped(PUBLIC_V4).chain(({ words }) =>
    v6HostText(words)
      .chain(urlOf)
      .map((url) => ({ url, address: wordsText(words) })),
  ),
  PUBLIC_V6_NATIVE.chain((words) =>
    v6HostText(words)
      .chain(urlOf)
      .map((url) => ({ url, address: wordsText(words) })),
  ),
);

const RUNS = { numRuns: 3000 };

describe('every spelling of an internal address (issue 31)', () => {
  it('is refused when an endpoint is saved in production, as a private address', () => {
    fc.assert(
      fc.property(BAD, ({ url }) => {
        expect(savedRefusal(url), url).toBe(WEBHOOK_MESSAGES.urlPrivateAddress);
      }),
      RUNS,
    );
  });

  it('is refused at every delivery attempt in production, without asking DNS', async () => {
    await fc.assert(
      fc.asyncProperty(BAD, async ({ url }) => {
        const result = await resolveDeliveryTarget(url, PROD);
        expect(result, url).toEqual({ ok: false, reason: expect.stringMatching(/^refused: /) });
      }),
      RUNS,
    );
  });

  it('is refused when a host name resolves to it in production', async () => {
    await fc.assert(
      fc.asyncProperty(BAD, async ({ address }) => {
        const result = await resolveDeliveryTarget('https://hooks.example.com/', {
          isProduction: true,
          lookup: resolvingTo(address),
        });
        expect(result, address).toEqual({ ok: false, reason: expect.stringMatching(/^refused: /) });
        expect(addressRefusal(address, true), address).not.toBeNull();
      }),
      RUNS,
    );
  });

  it('outside production is still refused at delivery, unless it is this machine', async () => {
    await fc.assert(
      fc.asyncProperty(BAD, async ({ url, loopback }) => {
        const result = await resolveDeliveryTarget(url, DEV);
        expect(result.ok, url).toBe(loopback);
      }),
      RUNS,
    );
  });
});

describe('public addresses in the same spellings', () => {
  it('are accepted when saved and at delivery, in production (so the properties above can fail)', async () => {
    await fc.assert(
      fc.asyncProperty(goodCase, async ({ url, address }) => {
        expect(savedRefusal(url), url).toBeNull();
        const result = await resolveDeliveryTarget(url, PROD);
        expect(result.ok, `${url}: ${result.ok ? '' : result.reason}`).toBe(true);
        expect(addressRefusal(address, true), address).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('the forms named in issue 31', () => {
  it.each([
    ['https://[::127.0.0.1]/', 'loopback', 'IPv4-compatible'],
    ['https://[::7f00:1]/', 'loopback', 'IPv4-compatible'],
    ['https://[::10.0.0.1]/', 'private', 'IPv4-compatible'],
    ['https://[::ffff:0:127.0.0.1]/', 'loopback', 'IPv4-translated'],
    ['https://[64:ff9b::127.0.0.1]/', 'loopback', 'NAT64'],
    ['https://[64:ff9b::169.254.169.254]/', 'cloud metadata', 'NAT64'],
    ['https://[64:ff9b:1::a00:1]/', 'local-use NAT64', ''],
    ['https://[2002:a9fe:a9fe::]/', 'cloud metadata', '6to4'],
    ['https://[2002:c0a8:101::1]/', 'private', '6to4'],
    // Teredo, client 127.0.0.1 (inverted: 80ff:fffe) behind the public server 65.54.227.120.
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'loopback', 'Teredo'],
    // Teredo, server 10.0.0.1, client 93.184.216.34 (inverted: a247:27dd).
    ['https://[2001:0:a00:1::a247:27dd]/', 'private', 'Teredo'],
    ['https://[fc00::1]/', 'uniqueLocal', ''],
    ['https://[fec0::1]/', 'deprecatedSiteLocal', ''],
    ['https://[::]/', 'unspecified', ''],
    ['https://[100::1]/', 'discard', ''],
    ['https://[2001:db8::1]/', 'reserved', ''],
    ['https://[4000::1]/', 'reserved', ''],
    ['https://0x7f.1/', 'loopback', ''],
    ['https://2130706433/', 'loopback', ''],
    ['https://0177.0.0.1/', 'loopback', ''],
    ['https://%31%32%37.0.0.1/', 'loopback', ''],
  ])('%s: refused as %s %s, saved and delivered, in production', async (url, range, via) => {
    expect(savedRefusal(url)).toBe(WEBHOOK_MESSAGES.urlPrivateAddress);
    const result = await resolveDeliveryTarget(url, PROD);
    expect(result.ok).toBe(false);
    const reason = result.ok ? '' : result.reason;
    expect(reason).toContain(`a ${range} address`);
    expect(reason).toContain(via);
  });

  it('refuses names for this machine in production without asking DNS, and keeps them outside it', async () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'a.b.localhost.']) {
      const url = `https://${host}/hook`;
      expect(savedRefusal(url), url).toBe(WEBHOOK_MESSAGES.urlPrivateAddress);
      expect(await resolveDeliveryTarget(url, PROD), url).toEqual({
        ok: false,
        reason: expect.stringContaining('names this machine'),
      });
      expect(savedRefusal(url, false), url).toBeNull();
    }
  });

  it('accepts 6to4, NAT64, Teredo and mapped forms of a public address', async () => {
    for (const url of [
      'https://[2002:5db8:d822::1]/',
      'https://[64:ff9b::93.184.216.34]/',
      'https://[::ffff:93.184.216.34]/',
      'https://[2001:0:4136:e378:8000:63bf:a247:27dd]/',
      'https://[2606:4700::1111]/',
    ]) {
      expect(savedRefusal(url), url).toBeNull();
      expect((await resolveDeliveryTarget(url, PROD)).ok, url).toBe(true);
    }
  });

  it('classifies what it reads: loopback only for the machine itself', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toEqual({ range: 'loopback', via: null, judged: '127.0.0.1' });
    expect(classifyAddress('::127.0.0.1')).toEqual({
      range: 'loopback',
      via: 'an IPv4-compatible address',
      judged: '127.0.0.1',
    });
    expect(classifyAddress('hooks.example.com')).toBeNull();
    expect(addressRefusal('::7f00:1', false)).toContain('IPv4-compatible');
    expect(addressRefusal('::ffff:7f00:1', false)).toBeNull();
  });
});
