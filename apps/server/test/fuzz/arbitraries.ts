import { toWellFormed } from '@bloom/core';
import fc from 'fast-check';

/**
 * Generators for hostile input: the text PostgreSQL cannot store (NUL, lone surrogates), huge
 * strings, wrong types. `field(valid)` mixes them into an otherwise plausible value, so requests
 * get past the first check often enough to reach the services and the database.
 */

const NUL = '\u0000';
/** NUL, lone surrogates and the multibyte text beside which the fuzz run found them (issue 8), and their HTML entities. */
const AWKWARD = [
  NUL,
  '\ud800',
  '\udbff',
  '\udc69',
  '\udfff',
  '\uc5b4',
  '\u05d1',
  '\u00fc',
  '😀',
  '\ufffd',
  '\u202e',
  '%00',
  '&#0;',
  '&#xD800;',
];

/** Any string: full Unicode, raw UTF-16 code units, and text salted with NUL and surrogates. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...AWKWARD, 'a', ' ', '/') }),
  fc.string({ unit: 'binary-ascii', minLength: 3000, maxLength: 60_000 }),
  fc.constantFrom('', ' ', NUL, `x${NUL}`, 'x\udc69', '\uc5b4/\u05d1\udc69\u00fc'),
);

/** Anything JSON can carry (strings from `anyString` included), for fields sent the wrong type. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(anyString, { maxLength: 3 }),
);

/** Mostly a plausible value, sometimes anything: most requests must get past validation to test the rest. */
export const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: anyJson });

/** An object of `field`s; now and then with keys missing. */
export const shape = (model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(model) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );

/** A whole JSON body: usually of the endpoint's shape, sometimes any JSON at all. */
export const body = (model: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: model }, { weight: 1, arbitrary: anyJson });

/** Text with a NUL or a lone surrogate somewhere in a plausible string. */
export const saltedText = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(valid, fc.constantFrom(NUL, '\udc69', '\ud83d', '\uc5b4/\u05d1\udc69\u00fc'), fc.nat())
    .map(([s, salt, at]) => s.slice(0, at % (s.length + 1)) + salt + s.slice(at % (s.length + 1)));

/** Plausible text, half the time salted with NUL or a lone surrogate. */
export const text = (maxLength = 40): fc.Arbitrary<string> => salted(fc.string({ minLength: 1, maxLength }));

/** `valid`, half the time salted with NUL or a lone surrogate. */
export const salted = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.oneof(valid, saltedText(valid));

/** One of `list`, read when a value is generated: tables are built before their fixtures exist. */
export const pick = (list: readonly string[]): fc.Arbitrary<string> =>
  fc.nat().map((i) => list[i % Math.max(list.length, 1)] ?? '');

/**
 * A path segment or query value as raw bytes on the wire: our own ids, foreign ids, and garbage
 * (%00, invalid UTF-8, encoded slashes, very long). Already percent-encoded.
 */
export const pathValue = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: pick(known).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%ED%B0%80', '%C3', '%E0%A4%A', '%2F', '..', '%20', '') },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 40 }).map(percentEncode) },
    { weight: 1, arbitrary: fc.string().map((s) => encodeURIComponent(toWellFormed(s))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 200, maxLength: 5000 }).map(percentEncode) },
  );

const percentEncode = (input: Uint8Array | string): string => {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
};

/**
 * Date-times at and past the edges of what PostgreSQL stores and ISO strings round-trip: year 0
 * and BC, the Unix epoch from both sides, year 9999 pushed into 10000 by an offset, six-digit
 * years, days and seconds that do not exist, and any instant JavaScript can hold.
 */
export const edgeInstant: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '1969-12-31T23:59:59.999Z',
    '1970-01-01T00:00:00+14:00',
    '1970-01-01T00:00:00-12:00',
    '9999-12-31T23:59:59Z',
    '9999-12-31T23:59:59-01:00',
    '+010000-01-01T00:00:00Z',
    '10000-01-01T00:00:00+01:00',
    '2026-02-30T00:00:00Z',
    '2026-12-31T23:59:60Z',
    '2026-06-01T24:00:00Z',
    '2026-06-01T00:00:00.1234567891Z',
    '2026-06-01T00:00:00+99:99',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: -1, max: 13 }), fc.integer({ min: -1, max: 32 }))
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`,
    ),
);

/** Numbers at the edges, as a query string carries them. */
export const edgeNumberText: fc.Arbitrary<string> = fc.constantFrom(
  '0',
  '-0',
  '-1',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2147483648',
  '0x10',
  '1.5',
  '1e2',
  ' 7 ',
);
