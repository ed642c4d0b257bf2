import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * Answers kept in memory as the JSON text they were sent as, each with the data version of its
 * workspace read before it was built (docs/decisions/043-answer-cache.md). A hit needs the version
 * read by this request to be equal, so a write on any instance (which moves the version in its own
 * transaction, migration 031) is seen by the next read everywhere. Bounded in entries and in bytes;
 * the least recently used entry goes first. The key must hold everything the answer depends on:
 * the workspace, who asks when that changes it, the path and the query.
 */
export interface AnswerCacheOptions {
  /** Entries at most (1000 by default). */
  maxEntries?: number;
  /** Total characters of keys and JSON texts at most (4 Mi by default: 4 to 8 MiB of memory). */
  maxChars?: number;
  /** An answer longer than this, in characters, is not kept (512 Ki by default). */
  maxEntryChars?: number;
  now?: () => number;
}

interface Entry {
  version: string;
  body: string;
  /** After this (ms since epoch) the entry is stale whatever the version: a clock-bound answer. */
  expiresAt: number;
}

/** Keys longer than this (a long search string, say) are not kept. */
const MAX_KEY_CHARS = 512;

export interface AnswerCache {
  /** Whether an entry is kept under `key`, whatever its version (it is not touched). */
  has(key: string): boolean;
  get(key: string, version: string): string | undefined;
  set(key: string, version: string, body: string, expiresAt?: number): void;
  readonly size: number;
  readonly chars: number;
}

export function createAnswerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const maxEntries = options.maxEntries ?? 1000;
  const maxChars = options.maxChars ?? 4 * 1024 * 1024;
  const maxEntryChars = options.maxEntryChars ?? 512 * 1024;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, Entry>();
  let chars = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.body.length + key.length;
    entries.delete(key);
  };

  return {
    has: (key) => entries.has(key),
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || entry.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body, expiresAt = Number.POSITIVE_INFINITY) {
      drop(key);
      if (key.length > MAX_KEY_CHARS || body.length > maxEntryChars) return;
      entries.set(key, { version, body, expiresAt });
      chars += body.length + key.length;
      while (entries.size > maxEntries || chars > maxChars) {
        const oldest = entries.keys().next().value as string;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
  };
}

/** The JSON text of a `T`, as cachedAnswer gives it. */
export type JsonText<T> = string & { readonly __json?: T };

/** A JSON text answered as `c.json` answers its object (200, application/json), typed as that answer. */
export const jsonText = <T>(c: Context, body: JsonText<T>) =>
  c.body(body, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * The answer under `key` at `version`: the kept text when it is current, else `build()`'s,
 * serialized once, kept and answered. No version (not read): built and answered, not kept.
 * `expiresAt` bounds a clock-bound answer.
 */
export async function cachedAnswer<T>(
  cache: AnswerCache,
  key: string,
  version: string | null | undefined,
  build: () => Promise<T>,
  expiresAt?: number,
): Promise<JsonText<T>> {
  if (version) {
    const hit = cache.get(key, version);
    if (hit !== undefined) return hit;
  }
  const body = JSON.stringify(await build());
  if (version) cache.set(key, version, body, expiresAt);
  return body;
}
