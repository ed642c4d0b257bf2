import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/** The depth JSON.parse would build: 0 for a scalar, 1 for `[]`. */
function parsedDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [v, depth] = next;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const inner of Object.values(v)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

describe('jsonNestsDeeperThan', () => {
  it(`counts arrays and objects inside one another, up to ${MAX_JSON_DEPTH}`, () => {
    const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[', 3)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(100) }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: `\\"${'{'.repeat(100)}` }))).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\", ${'['.repeat(40)}`)).toBe(true);
  });

  it('agrees with the depth JSON.parse builds, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(jsonNestsDeeperThan(text, max)).toBe(parsedDepth(JSON.parse(text)) > max);
      }),
      { numRuns: 2000 },
    );
  });
});
