import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * The one string rule of the API: every schema builds its strings with `text()`, so nothing
 * reaches PostgreSQL that it cannot store (see docs/decisions/007).
 * - NUL (U+0000) is refused: PostgreSQL text cannot hold it, and dropping it would change the text.
 * - Lone UTF-16 surrogates become U+FFFD, as every browser API (TextEncoder, URL, forms) does to
 *   such strings. The `pg` driver did the same silently, PGlite refused them with a 500; now what
 *   the rules check is exactly what gets stored, on both.
 */

const NUL = '\u0000';
// A pair is kept; any other surrogate is lone. (No lookbehind, so older browsers parse it too.)
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

export const hasNul = (value: string): boolean => value.includes(NUL);

/** `String.prototype.toWellFormed`, which not every browser we serve has yet. */
export const toWellFormed = (value: string): string =>
  value.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));

export interface TextOptions {
  /** Names the field in the NUL message: 'Journey name' → 'Journey name must not contain NUL characters'. */
  label?: string;
  /** The message when the value is missing or not a string (zod's `error`). */
  error?: string | (() => string);
}

/** A zod string that follows the rule above; chain `.trim()`, `.min()`, `.max()`, … as usual. */
export function text({ label, error }: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite(toWellFormed)
    .refine((value) => !hasNul(value), MESSAGES.nulCharacter(label));
}

export type StorableJson = { ok: true; value: unknown } | { ok: false };

/**
 * The same rule over a whole parsed JSON value (keys included): a copy with well-formed strings,
 * or `ok: false` when some string holds NUL. The server's JSON reader runs it after the schema, so
 * an endpoint whose schema forgot `text()` is still safe.
 *
 * Iterative, not recursive: a value nested thousands deep (which a schema taking `unknown` lets
 * through) is copied like any other instead of overflowing the call stack (issue 24).
 */
export function storableJson(value: unknown): StorableJson {
  let nul = false;
  const str = (s: string) => {
    if (hasNul(s)) nul = true;
    return toWellFormed(s);
  };
  // Containers copied but not yet filled in: [source, copy].
  const pending: [unknown[] | Record<string, unknown>, unknown[] | Record<string, unknown>][] = [];
  const copy = (v: unknown): unknown => {
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) {
      const out: unknown[] = new Array(v.length);
      pending.push([v, out]);
      return out;
    }
    if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      pending.push([v as Record<string, unknown>, out]);
      return out;
    }
    return v;
  };
  const cleaned = copy(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [from, to] = next;
    if (Array.isArray(from)) {
      for (let i = 0; i < from.length; i++) (to as unknown[])[i] = copy(from[i]);
      continue;
    }
    for (const [key, inner] of Object.entries(from)) {
      // Defined, not assigned: a key such as "__proto__" stays a plain key, as Object.fromEntries keeps it.
      Object.defineProperty(to, str(key), { value: copy(inner), enumerable: true, writable: true, configurable: true });
    }
  }
  return nul ? { ok: false } : { ok: true, value: cleaned };
}

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
