import type { RateRule } from '../../kernel/rate-limit';

/** Requests per client address to the public widget, embed and wall answers: generous for real pages. */
export const PUBLIC_READ_RULE: RateRule = { limit: 600, windowSeconds: 60 };
/** Addresses remembered at most; past it, expired windows go first, then everything (memory stays bounded). */
const MAX_ADDRESSES = 50_000;

export interface AddressLimiter {
  /** Counts one request of `address`; whether it is allowed, and if not when its window ends. */
  hit(address: string): { allowed: boolean; retryAfterSeconds: number };
}

/**
 * A fixed-window count per address kept in this process, not in the database: the point of the
 * limit is that a public widget cannot be used to hammer the database, so counting a hit must not
 * write to it (docs/decisions/024-public-widget-cache.md). Several server instances each count
 * their own share, which only makes the limit more generous.
 */
export function createAddressLimiter(rule: RateRule, now: () => number = Date.now): AddressLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [address, w] of windows) if (w.resetAt <= at) windows.delete(address);
    if (windows.size >= MAX_ADDRESSES) windows.clear();
  };
  return {
    hit(address) {
      const at = now();
      let w = windows.get(address);
      if (!w || w.resetAt <= at) {
        if (!w && windows.size >= MAX_ADDRESSES) sweep(at);
        w = { count: 0, resetAt: at + rule.windowSeconds * 1000 };
        windows.set(address, w);
      }
      w.count += 1;
      return { allowed: w.count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - at) / 1000)) };
    },
  };
}
