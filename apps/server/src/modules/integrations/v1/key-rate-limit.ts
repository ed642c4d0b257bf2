/**
 * 60 requests a minute per API key, counted in this process's memory (docs/decisions/027): no
 * query per request, at the price that N server instances allow N × 60. A fixed window starts at
 * a key's first request; answers carry where the key stands (IETF RateLimit headers draft).
 */
export const API_RATE_LIMIT = 60;
export const API_RATE_WINDOW_SECONDS = 60;

export interface RateStanding {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export interface KeyRateLimiter {
  /** Requests a key may make per window (API_RATE_LIMIT × RATE_LIMIT_SCALE). */
  readonly limit: number;
  hit(keyId: string, now?: number): RateStanding;
}

export function createKeyRateLimiter(limit = API_RATE_LIMIT, windowSeconds = API_RATE_WINDOW_SECONDS): KeyRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    limit,
    hit(keyId, now = Date.now()) {
      // Forget ended windows now and then, so revoked or idle keys do not pile up.
      if (now >= nextSweep) {
        for (const [id, w] of windows) if (w.resetAt <= now) windows.delete(id);
        nextSweep = now + windowSeconds * 1000;
      }
      let w = windows.get(keyId);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(keyId, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        resetSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
      };
    },
  };
}

/** The headers every answer to a known key carries. */
export const rateLimitHeaders = (standing: RateStanding, limit = API_RATE_LIMIT) => ({
  'RateLimit-Policy': `${limit};w=${API_RATE_WINDOW_SECONDS}`,
  RateLimit: `limit=${limit}, remaining=${standing.remaining}, reset=${standing.resetSeconds}`,
});
