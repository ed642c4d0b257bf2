import type { ByteRange } from './file-storage';

/**
 * Reads a `Range` header against an object of `size` bytes (RFC 9110, "Range requests"). Only single byte
 * ranges are served: `bytes=a-b`, `bytes=a-` and `bytes=-n`. Returns:
 * - `null` when there is no usable header (absent, another unit, malformed or several ranges):
 *   the whole file is sent with 200, as the RFC allows;
 * - `'unsatisfiable'` when the range starts past the end (416);
 * - the inclusive range otherwise, with its end clamped to the last byte.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
