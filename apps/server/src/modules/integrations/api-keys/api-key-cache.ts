import type { VerifiedApiKey } from './api-key-auth';
import { hashApiKey } from './api-key-format';

/** How long an instance trusts a key it verified: a revocation elsewhere applies here within it. */
export const API_KEY_CACHE_MS = 5000;
const MAX_CACHED_KEYS = 10_000;

export interface ApiKeyCache {
  /** The key behind `secret`, from memory when verified within the cache's lifetime, else read. */
  verify(secret: string): Promise<VerifiedApiKey | null>;
  /** Forgets a key at once (its revocation on this instance), and any lookup still running. */
  forget(keyId: string): void;
}

interface Cached {
  found: Promise<VerifiedApiKey | null>;
  keyId?: string;
  expiresAt: number;
}

/**
 * Verified API keys held briefly per process, so a busy integration costs no key query per
 * request. Only keys found valid stay; an unknown key is read each time, as before.
 */
export function createApiKeyCache(
  read: (keyHash: string) => Promise<VerifiedApiKey | null>,
  { ttlMs = API_KEY_CACHE_MS, maxKeys = MAX_CACHED_KEYS, now = Date.now } = {},
): ApiKeyCache {
  const cached = new Map<string, Cached>();
  return {
    verify(secret) {
      const hash = hashApiKey(secret);
      const t = now();
      const hit = cached.get(hash);
      if (hit && hit.expiresAt > t) return hit.found;
      cached.delete(hash);
      if (cached.size >= maxKeys) {
        // The oldest goes first (a Map keeps insertion order).
        const oldest = cached.keys().next();
        if (!oldest.done) cached.delete(oldest.value);
      }
      const entry: Cached = { found: read(hash), expiresAt: t + ttlMs };
      cached.set(hash, entry);
      entry.found.then(
        (found) => {
          if (found) entry.keyId = found.principal.keyId;
          else if (cached.get(hash) === entry) cached.delete(hash);
        },
        () => {
          if (cached.get(hash) === entry) cached.delete(hash);
        },
      );
      return entry.found;
    },
    forget(keyId) {
      // A lookup still running may have read the key before its revocation: it goes too.
      for (const [hash, entry] of cached) if (entry.keyId === keyId || entry.keyId === undefined) cached.delete(hash);
    },
  };
}
