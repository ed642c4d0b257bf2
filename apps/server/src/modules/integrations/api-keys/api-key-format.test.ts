import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeyChecksum, apiKeyDisplayPrefix, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-format';

describe('API key format (docs/decisions/027-public-api.md)', () => {
  it('is bloom_live_ + 32 base62 characters + a 6-character checksum of the rest', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^bloom_live_[0-9A-Za-z]{38}$/);
    expect(key.slice(-6)).toBe(apiKeyChecksum(key.slice(0, -6)));
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it('draws new random characters every time', () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
    // Every base62 character turns up somewhere: the alphabet is used whole.
    const seen = new Set([...keys].flatMap((k) => [...k.slice(11, 43)]));
    expect(seen.size).toBe(62);
  });

  it('tells a real key from a typo, a look-alike or another format offline', () => {
    const key = generateApiKey();
    const flipped = key.slice(0, 20) + (key[20] === 'a' ? 'b' : 'a') + key.slice(21);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
    expect(isWellFormedApiKey(key.replace('bloom_live_', 'bloom_test_'))).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -6) + '000000')).toBe(key.slice(-6) === '000000');
    expect(isWellFormedApiKey('')).toBe(false);
    expect(isWellFormedApiKey(`bloom_live_${'-'.repeat(38)}`)).toBe(false);
  });

  it('computes the checksum as base62 of the first 8 bytes of SHA-256, modulo 62^6', () => {
    const body = `bloom_live_${'A'.repeat(32)}`;
    const n = createHash('sha256').update(body).digest().readBigUInt64BE(0) % 62n ** 6n;
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    let expected = '';
    for (let v = n, i = 0; i < 6; i++, v /= 62n) expected = alphabet[Number(v % 62n)] + expected;
    expect(apiKeyChecksum(body)).toBe(expected);
    expect(apiKeyChecksum(body)).toHaveLength(6);
  });

  it('stores SHA-256 hex and shows only the prefix and 4 random characters', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(apiKeyDisplayPrefix(key)).toBe(key.slice(0, 15));
    expect(apiKeyDisplayPrefix(key)).toMatch(/^bloom_live_[0-9A-Za-z]{4}$/);
  });
});
