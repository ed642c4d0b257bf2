import { describe, expect, it } from 'vitest';
import { createKeyRateLimiter, rateLimitHeaders } from './key-rate-limit';

describe('the per-key rate limit', () => {
  it('allows 60 in a window, refuses the 61st, and starts again when the window ends', () => {
    const limiter = createKeyRateLimiter(60, 60);
    const t0 = 1_000_000;
    for (let i = 1; i <= 60; i++) expect(limiter.hit('k', t0).remaining).toBe(60 - i);
    const refused = limiter.hit('k', t0 + 30_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, resetSeconds: 30 });
    // Another key has its own window.
    expect(limiter.hit('other', t0 + 30_000).allowed).toBe(true);
    expect(limiter.hit('k', t0 + 60_000)).toEqual({ allowed: true, remaining: 59, resetSeconds: 60 });
  });

  it('takes a scaled limit (RATE_LIMIT_SCALE) and says so', () => {
    const limiter = createKeyRateLimiter(60 * 3);
    expect(limiter.limit).toBe(180);
    for (let i = 1; i < 180; i++) limiter.hit('k', 0);
    expect(limiter.hit('k', 0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.hit('k', 0).allowed).toBe(false);
    expect(createKeyRateLimiter().limit).toBe(60);
  });

  it('writes the RateLimit headers', () => {
    expect(rateLimitHeaders({ allowed: true, remaining: 42, resetSeconds: 17 })).toEqual({
      'RateLimit-Policy': '60;w=60',
      RateLimit: 'limit=60, remaining=42, reset=17',
    });
  });
});
