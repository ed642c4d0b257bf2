import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@bloom/core';

/**
 * The key format (docs/decisions/027-public-api.md): `bloom_live_` + 32 random base62 characters
 * + a 6-character base62 checksum of the part before it. The checksum lets a secret scanner (or
 * this server, before any query) tell a real key from a typo or a look-alike offline; the prefix
 * tells it whose key it is.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_CHECKSUM_LENGTH = 6;
/** The random characters shown after the prefix in lists: enough to tell keys apart, useless to an attacker. */
const DISPLAY_RANDOM_CHARS = 4;
const WELL_FORMED = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH}}$`);

/** `count` base62 characters, uniformly drawn (bytes of 248 and above are skipped, so no bias). */
function randomBase62(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < 248 && out.length < count) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** The 6-character checksum of `body` (prefix + random part): the first 8 bytes of its SHA-256, in base62. */
export function apiKeyChecksum(body: string): string {
  let n = createHash('sha256').update(body).digest().readBigUInt64BE(0) % 62n ** BigInt(API_KEY_CHECKSUM_LENGTH);
  let out = '';
  for (let i = 0; i < API_KEY_CHECKSUM_LENGTH; i++) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out;
}

/** A new key, shown to its owner once. */
export function generateApiKey(): string {
  const body = API_KEY_PREFIX + randomBase62(API_KEY_RANDOM_LENGTH);
  return body + apiKeyChecksum(body);
}

/** Whether `key` has the format and its checksum matches: checked before any database lookup. */
export function isWellFormedApiKey(key: string): boolean {
  if (!WELL_FORMED.test(key)) return false;
  const split = key.length - API_KEY_CHECKSUM_LENGTH;
  return apiKeyChecksum(key.slice(0, split)) === key.slice(split);
}

/** What is stored: SHA-256 hex (the key has 190 random bits, so a slow hash would add nothing). */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** What lists show: `bloom_live_` + the first 4 random characters. */
export const apiKeyDisplayPrefix = (key: string): string => key.slice(0, API_KEY_PREFIX.length + DISPLAY_RANDOM_CHARS);
