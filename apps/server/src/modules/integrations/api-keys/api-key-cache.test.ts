import { describe, expect, it } from 'vitest';
import type { VerifiedApiKey } from './api-key-auth';
import { createApiKeyCache } from './api-key-cache';
import { hashApiKey } from './api-key-format';

const verified = (keyId: string): VerifiedApiKey => ({
  principal: { workspaceId: 'w', userId: 'u', userName: 'Avery', keyId, scope: 'read' },
  subscription: null,
  lastUsedAt: null,
});

describe('verified API keys held briefly', () => {
  it('reads a key once within its lifetime, again after it, and never keeps an unknown key', async () => {
    const clock = { t: 0 };
    let reads = 0;
    const cache = createApiKeyCache(
      async (hash) => {
        reads++;
        return hash === hashApiKey('secret-1') ? verified('k1') : null;
      },
      { now: () => clock.t },
    );
    expect((await cache.verify('secret-1'))?.principal.keyId).toBe('k1');
    clock.t += 4999;
    await cache.verify('secret-1');
    expect(reads).toBe(1);
    clock.t += 1;
    await cache.verify('secret-1');
    expect(reads).toBe(2);
    expect(await cache.verify('unknown')).toBeNull();
    expect(await cache.verify('unknown')).toBeNull();
    expect(reads).toBe(4);
  });

  it('forgets a revoked key at once, and a lookup that was still running', async () => {
    let release = () => {};
    let slow = false;
    let valid = true;
    // The row is read at once; a slow lookup answers later what it read.
    const cache = createApiKeyCache(async () => {
      const found = valid ? verified('k1') : null;
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return found;
    });
    expect(await cache.verify('s')).not.toBeNull();
    valid = false;
    cache.forget('k1');
    expect(await cache.verify('s')).toBeNull();
    // A lookup started before the revocation answers its own request, but is not kept.
    valid = true;
    slow = true;
    const running = cache.verify('s2');
    cache.forget('k1');
    valid = false;
    release();
    expect(await running).not.toBeNull();
    slow = false;
    expect(await cache.verify('s2')).toBeNull();
  });

  it('holds a bounded number of keys', async () => {
    let reads = 0;
    const cache = createApiKeyCache(
      async (hash) => {
        reads++;
        return verified(hash);
      },
      { maxKeys: 10 },
    );
    for (let i = 0; i < 1000; i++) await cache.verify(`s${i}`);
    reads = 0;
    // The newest ten are still held; the first one was let go.
    for (let i = 990; i < 1000; i++) await cache.verify(`s${i}`);
    expect(reads).toBe(0);
    await cache.verify('s0');
    expect(reads).toBe(1);
  });
});
