import type { Db } from '../../../platform/db/database';
import { markApiKeysUsed, readApiKey, unknownApiKey, type VerifiedApiKey } from '../api-keys/api-key-auth';
import { API_KEY_CACHE_MS, createApiKeyCache } from '../api-keys/api-key-cache';
import { rateLimitTableStore } from './key-rate-counts';
import {
  API_RATE_LIMIT,
  API_RATE_WINDOW_SECONDS,
  type CountStore,
  createKeyRateLimiter,
  FLUSH_INTERVAL_MS,
  type KeyRateLimiter,
  type RateStanding,
} from './key-rate-limit';

/** `last_used_at` is written at most once a minute per key. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * What /api/v1 keeps per process (docs/decisions/037): verified keys (a few seconds), each key's
 * request count (added to the shared table once a flush interval) and which keys were used (their
 * `last_used_at`, written with the same flush). One per app; the server's stop flushes it.
 */
export interface V1Access {
  readonly limiter: KeyRateLimiter;
  /** The valid key behind `secret`, or the 401 for an unknown or revoked one. */
  verify(secret: string): Promise<VerifiedApiKey>;
  /** Counts one request of the key and marks it used. */
  hit(key: VerifiedApiKey): RateStanding | Promise<RateStanding>;
  /** A key revoked here: it is refused at once on this instance. */
  forgetKey(keyId: string): void;
  /** Writes what is held (counts and uses) now. */
  flush(): Promise<void>;
  /** The last flush, on the server's stop; no timer is left behind. */
  stop(): Promise<void>;
}

export interface V1AccessOptions {
  rateLimitScale?: number;
  windowSeconds?: number;
  flushMs?: number;
  keyCacheMs?: number;
  maxKeys?: number;
  /** The shared counts; the `rate_limits` table by default. */
  store?: CountStore;
  /** A flush that failed (its counts stay held and go with the next one). */
  onFlushError?: (err: Error) => void;
}

export function createV1Access(db: Db, options: V1AccessOptions = {}): V1Access {
  const flushMs = options.flushMs ?? FLUSH_INTERVAL_MS;
  const limiter = createKeyRateLimiter({
    limit: API_RATE_LIMIT * (options.rateLimitScale ?? 1),
    windowSeconds: options.windowSeconds ?? API_RATE_WINDOW_SECONDS,
    store: options.store ?? rateLimitTableStore(db),
    maxKeys: options.maxKeys,
  });
  const keys = createApiKeyCache((hash) => readApiKey(db, hash), { ttlMs: options.keyCacheMs ?? API_KEY_CACHE_MS });
  const used = new Set<string>();
  const maxUsed = options.maxKeys ?? 10_000;
  const onFlushError =
    options.onFlushError ?? ((err: Error) => console.error('[api v1] writing rate-limit counts failed:', err.message));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function flush() {
    const ids = [...used];
    used.clear();
    const marked = markApiKeysUsed(db, ids).catch((err: Error) => {
      for (const id of ids) used.add(id);
      throw err;
    });
    await Promise.all([limiter.flush(), marked]);
  }

  // A timer only while something is held: an idle instance (or a test's app) keeps none, and
  // unref'd, it never keeps a process from exiting.
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().then(
        () => {
          if (limiter.size > 0 || used.size > 0) schedule();
        },
        (err: Error) => {
          // A database closed on purpose (the process or a test ending) takes nothing more.
          if (/has already been destroyed/.test(err.message)) return;
          onFlushError(err);
          schedule();
        },
      );
    }, flushMs);
    timer.unref();
  };

  return {
    limiter,
    async verify(secret) {
      const found = await keys.verify(secret);
      if (!found) throw unknownApiKey();
      return found;
    },
    hit(key) {
      const now = Date.now();
      if (used.size < maxUsed && (key.lastUsedAt === null || now - key.lastUsedAt >= LAST_USED_PRECISION_MS)) {
        used.add(key.principal.keyId);
        key.lastUsedAt = now;
      }
      schedule();
      return limiter.hit(key.principal.keyId);
    },
    forgetKey: (keyId) => keys.forget(keyId),
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
