import fc from 'fast-check';

/**
 * JSON text of the shapes that broke the portal (issue 24): nested past any sane depth, very
 * wide, or not JSON at all, as raw text (JSON.stringify itself cannot build a value 20,000 deep).
 * `placedInside` puts one of them anywhere in a plausible body: in place of one of its values,
 * beside them under a new key, or as the whole body.
 */

/** Nested `min` deep or more (up to 20,000): arrays, objects, both, with siblings and odd keys. */
export const deepJson = (min: number): fc.Arbitrary<string> =>
  fc
    .record({
      depth: fc.oneof(fc.integer({ min, max: min + 8 }), fc.integer({ min, max: 20_000 })),
      kind: fc.constantFrom('array', 'object', 'mixed', 'siblings', 'bracket-keys'),
      leaf: fc.constantFrom('1', '"x"', 'null', '[]', '{}', '"]]]}}}"'),
    })
    .map(({ depth, kind, leaf }) => {
      const [open, close, per] = {
        array: ['[', ']', 1],
        object: ['{"a":', '}', 1],
        mixed: ['[{"a":', '}]', 2],
        siblings: ['[0,"x",', ']', 1],
        'bracket-keys': ['{"[{":', '}', 1],
      }[kind] as [string, string, number];
      const n = Math.ceil(depth / per);
      return `${open.repeat(n)}${leaf}${close.repeat(n)}`;
    });

/** Wide and shallow: long arrays, objects with many keys (all under the 1 MB body limit). */
export const wideJson: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1000, max: 100_000 }).map((n) => `[${new Array(n).fill('0').join(',')}]`),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
  fc.integer({ min: 100, max: 5000 }).map((n) => `[${new Array(n).fill('"abcdefghij"').join(',')}]`),
  fc.integer({ min: 1000, max: 50_000 }).map((n) => `[${'[],'.repeat(n)}{}]`),
);

/** Text no JSON parser takes, whole or inside a body. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[',
    ']',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,]',
    'NaN',
    'undefined',
    '{"a":"\\x"}',
    '{"a":"\u0001"}',
    '{"a" 1}',
    '01',
    '"unterminated',
    '{"a":1}}',
    '[[[]]',
    'tru',
    '-',
    '1e',
    '{"a":1}garbage',
    '',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((d) => '['.repeat(d)),
  fc.integer({ min: 1, max: 20_000 }).map((d) => `${']'.repeat(d)}${'{'.repeat(d)}`),
  fc.string({ maxLength: 40 }).map((s) => `{"a":"${s.replaceAll('"', '')}`),
);

const MARKER = '\u2063bloom-json-shape\u2063';

/**
 * `value` as JSON with `raw` in place of one of its values (or beside them, under a new key), or
 * `raw` alone: `at` picks which. With no value, the body is `raw` itself.
 */
export function placedInside(value: unknown, raw: string, at: number): string {
  if (value === undefined) return raw;
  const copy = structuredClone(value) as unknown;
  const slots: [object, string | number][] = [];
  const stack: unknown[] = [copy];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (v === null || typeof v !== 'object') continue;
    for (const [key, inner] of Object.entries(v)) {
      slots.push([v, Array.isArray(v) ? Number(key) : key]);
      stack.push(inner);
    }
    if (!Array.isArray(v)) slots.push([v, 'shape']);
  }
  const slot = slots[at % (slots.length + 1)];
  if (!slot) return raw;
  Object.defineProperty(slot[0], slot[1], { value: MARKER, enumerable: true, writable: true, configurable: true });
  const text = JSON.stringify(copy);
  const marker = JSON.stringify(MARKER);
  return text?.includes(marker) ? text.replace(marker, () => raw) : raw;
}

export type JsonShape = 'deep' | 'wide' | 'malformed';

/** One of the three, tagged with its shape: nested deeper than `maxDepth`, wide, or malformed. */
export const shapedJson = (maxDepth: number): fc.Arbitrary<{ raw: string; shape: JsonShape }> =>
  fc.oneof(
    deepJson(maxDepth + 1).map((raw) => ({ raw, shape: 'deep' as const })),
    wideJson.map((raw) => ({ raw, shape: 'wide' as const })),
    malformedJson.map((raw) => ({ raw, shape: 'malformed' as const })),
  );
