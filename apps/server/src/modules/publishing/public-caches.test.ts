import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { countWrites } from '../../platform/http/write-generation';
import { createAddressLimiter } from './address-limiter';
import { jsonForScript } from './json-in-html';
import { LruCache } from './lru-cache';
import { beforeCheck, stillTrusted, VERSION_TRUST_MS } from './recent-check';
import { matchesTag, versionTag } from './version-tag';

describe('LruCache', () => {
  it('forgets the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe('createAddressLimiter', () => {
  it('allows `limit` hits per window and address, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createAddressLimiter({ limit: 3, windowSeconds: 60 }, () => now);
    for (let i = 0; i < 3; i++) expect(limiter.hit('1.2.3.4').allowed).toBe(true);
    now += 10_000;
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('5.6.7.8').allowed).toBe(true);
    now += 50_000;
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
  });
});

describe('jsonForScript', () => {
  it('leaves no character that could end the script element, and parses back to the value', () => {
    const value = { text: '</script><script>alert(1)</script> <!-- & \u2028' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('versionTag / matchesTag', () => {
  it('changes with any version or origin, and matches lists, weak tags and *', () => {
    const tag = versionTag('w', [1, 2], 'https://a.example');
    expect(tag).toMatch(/^"w-1-2-[\w-]{8}"$/);
    expect(versionTag('w', [1, 3], 'https://a.example')).not.toBe(tag);
    expect(versionTag('w', [1, 2], 'https://b.example')).not.toBe(tag);
    expect(matchesTag(`"x", ${tag}`, tag)).toBe(true);
    expect(matchesTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('"x"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });
});

describe('beforeCheck / stillTrusted', () => {
  it('trusts a version read for VERSION_TRUST_MS, and not past a write this process finished', async () => {
    const app = new Hono();
    app.use('*', countWrites);
    app.all('/x', (c) => c.text('ok'));
    const checked = beforeCheck(1_000);
    expect(stillTrusted(checked, 1_000 + VERSION_TRUST_MS - 1)).toBe(true);
    expect(stillTrusted(checked, 1_000 + VERSION_TRUST_MS)).toBe(false);
    await app.request('/x');
    await app.request('/x', { method: 'HEAD' });
    expect(stillTrusted(checked, 1_001)).toBe(true);
    await app.request('/x', { method: 'POST' });
    expect(stillTrusted(checked, 1_001)).toBe(false);
    // A write that fails counts too: it may have changed something before it failed.
    const failing = beforeCheck(1_000);
    const broken = new Hono();
    broken.use('*', countWrites);
    broken.delete('/x', () => {
      throw new Error('boom');
    });
    await broken.request('/x', { method: 'DELETE' });
    expect(stillTrusted(failing, 1_001)).toBe(false);
  });
});
