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
 */
export function storableJson(value: unknown): StorableJson {
  let nul = false;
  const clean = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (hasNul(v)) nul = true;
      return toWellFormed(v);
    }
    if (Array.isArray(v)) return v.map(clean);
    if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [clean(k), clean(inner)]));
    }
    return v;
  };
  const cleaned = clean(value);
  return nul ? { ok: false } : { ok: true, value: cleaned };
}

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
