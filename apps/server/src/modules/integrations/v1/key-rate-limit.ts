/**
 * 60 requests a minute per API key, shared by every server instance (docs/decisions/037): each
 * instance counts in memory and adds its counts to the shared `rate_limits` row in one batched
 * statement per flush interval, reading back the total. No request waits for a write; a key this
 * instance has not seen within the last interval costs one read. Between flushes an instance does
 * not see the others' newest hits, so with N instances a key may get over the limit by at most
 * what the other N - 1 instances admitted in two flush intervals (never more than (N - 1) x limit).
 * A fixed window starts at a key's first counted request; answers carry where the key stands
 * (IETF RateLimit headers draft).
 */
export const API_RATE_LIMIT = 60;
export const API_RATE_WINDOW_SECONDS = 60;
export const FLUSH_INTERVAL_MS = 1000;
/** Keys held in memory at once; a key beyond them is counted straight in the table. */
export const MAX_COUNTED_KEYS = 10_000;

export interface RateStanding {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

/** A key's shared window as the table holds it. */
export interface SharedCount {
  key: string;
  count: number;
  /** Milliseconds until the window ends, by the database's clock (no clock skew between instances). */
  resetInMs: number;
}

/** Where the instances' counts meet (key-rate-counts.ts on `rate_limits`; a map in unit tests). */
export interface CountStore {
  /** The keys' current windows, leaving out keys with none. */
  read(keys: readonly string[]): Promise<SharedCount[]>;
  /**
   * Adds hits to each key's window and answers the totals. Where a key has no window (or it
   * ended), a new one starts that ends `resetInMs` from now: when this instance's first hit's window ends.
   */
  add(hits: ReadonlyArray<{ key: string; hits: number; resetInMs: number }>): Promise<SharedCount[]>;
}

export interface KeyRateLimiter {
  /** Requests a key may make per window (API_RATE_LIMIT x RATE_LIMIT_SCALE). */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Counts one request; a key this instance holds answers without waiting. */
  hit(keyId: string): RateStanding | Promise<RateStanding>;
  /** Writes the counts held so far and reads back the totals (the timer's work, and the last one on stop). */
  flush(): Promise<void>;
  /** How many keys are held in memory (bounded by maxKeys). */
  readonly size: number;
}

export interface KeyRateLimiterOptions {
  limit?: number;
  windowSeconds?: number;
  store: CountStore;
  maxKeys?: number;
  now?: () => number;
}

interface Held {
  /** The table's total at the last read or flush (every instance's flushed hits). */
  seen: number;
  /** Hits admitted here and not yet in the table. */
  pending: number;
  resetAt: number;
  /** Whether a hit came since the last flush; a key idle for a whole interval is let go. */
  active: boolean;
  /** The first read of a key, which its concurrent requests wait for together. */
  loading?: Promise<void>;
}

const rowKey = (keyId: string) => `api-key:${keyId}`;

export function createKeyRateLimiter(options: KeyRateLimiterOptions): KeyRateLimiter {
  const { store } = options;
  const limit = options.limit ?? API_RATE_LIMIT;
  const windowSeconds = options.windowSeconds ?? API_RATE_WINDOW_SECONDS;
  const maxKeys = options.maxKeys ?? MAX_COUNTED_KEYS;
  const now = options.now ?? Date.now;
  const held = new Map<string, Held>();
  let flushing: Promise<void> = Promise.resolve();

  const standing = (allowed: boolean, used: number, resetAt: number): RateStanding => ({
    allowed,
    remaining: Math.max(0, limit - used),
    resetSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });

  const admit = (h: Held): RateStanding => {
    h.active = true;
    if (h.seen + h.pending >= limit) return standing(false, limit, h.resetAt);
    h.pending += 1;
    return standing(true, h.seen + h.pending, h.resetAt);
  };

  const adopt = (h: Held, row: SharedCount | undefined, t: number) => {
    h.seen = row?.count ?? 0;
    h.resetAt = t + (row?.resetInMs ?? windowSeconds * 1000);
  };

  /** Room for one more key: let go of one with nothing to write, or say there is none. */
  const makeRoom = () => {
    if (held.size < maxKeys) return true;
    for (const [key, h] of held) {
      if (h.pending === 0 && !h.loading) {
        held.delete(key);
        return true;
      }
    }
    return false;
  };

  async function hitUnheld(key: string): Promise<RateStanding> {
    if (!makeRoom()) {
      // Every held key has hits to write: this one is counted in the table directly.
      const [row] = await store.add([{ key, hits: 1, resetInMs: windowSeconds * 1000 }]);
      const count = row?.count ?? 1;
      return standing(count <= limit, count, now() + (row?.resetInMs ?? windowSeconds * 1000));
    }
    const h: Held = { seen: 0, pending: 0, resetAt: 0, active: true };
    const t = now();
    h.loading = store.read([key]).then(
      ([row]) => {
        adopt(h, row, t);
        h.loading = undefined;
      },
      (err) => {
        held.delete(key);
        throw err;
      },
    );
    held.set(key, h);
    await h.loading;
    return admit(h);
  }

  async function flushOnce() {
    const t = now();
    const batch: { key: string; hits: number; resetInMs: number; h: Held }[] = [];
    for (const [key, h] of held) {
      if (h.loading) continue;
      // A window that ended takes its unwritten hits with it: they count for nothing now.
      if (h.resetAt <= t || (!h.active && h.pending === 0)) held.delete(key);
      else if (h.pending > 0) batch.push({ key, hits: h.pending, resetInMs: h.resetAt - t, h });
      h.active = false;
    }
    if (batch.length === 0) return;
    const rows = new Map((await store.add(batch)).map((r) => [r.key, r]));
    for (const { key, hits, h } of batch) {
      // A key let go or restarted (its window ended) meanwhile has nothing of these hits.
      if (held.get(key) !== h) continue;
      // Hits admitted while the statement ran stay pending for the next flush.
      h.pending -= hits;
      adopt(h, rows.get(key), t);
    }
  }

  return {
    limit,
    windowSeconds,
    get size() {
      return held.size;
    },
    hit(keyId) {
      const key = rowKey(keyId);
      const h = held.get(key);
      if (h && !h.loading && h.resetAt > now()) return admit(h);
      if (h?.loading) return h.loading.then(() => admit(h));
      if (h) held.delete(key);
      return hitUnheld(key);
    },
    flush() {
      // One flush at a time: a second one (the timer and a stop) waits for the first, then runs.
      flushing = flushing.catch(() => undefined).then(flushOnce);
      return flushing;
    },
  };
}

/** The headers every answer to a known key carries. */
export const rateLimitHeaders = (
  standing: RateStanding,
  limit = API_RATE_LIMIT,
  windowSeconds = API_RATE_WINDOW_SECONDS,
) => ({
  'RateLimit-Policy': `${limit};w=${windowSeconds}`,
  RateLimit: `limit=${limit}, remaining=${standing.remaining}, reset=${standing.resetSeconds}`,
});
