import { toWellFormed } from '@bloom/core';
import fc from 'fast-check';
import { expect } from 'vitest';
import { anyString } from './arbitraries';
import type { Endpoint } from './openapi-endpoints';

/** A 50,000-deep array: parsers and validators must refuse it with a 4xx. */
const DEEP_ARRAY = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

/**
 * The body a walk sends to an endpoint: mostly one its model draws, some odd text, now and then
 * the deep array or `huge` (a 100 KB object of the walk's own); endpoints without a body get none,
 * or, on writes, now and then the deep array.
 */
export function walkBody(e: Endpoint, huge: string): fc.Arbitrary<string | undefined> {
  if (e.body) {
    return fc.oneof(
      { weight: 18, arbitrary: e.body.map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: anyString },
      { weight: 1, arbitrary: fc.constantFrom(DEEP_ARRAY, huge) },
    );
  }
  return e.method === 'GET'
    ? fc.constant(undefined)
    : fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(DEEP_ARRAY) });
}

/** Every string in an answer is text PostgreSQL could have stored. */
export function expectStorable(value: unknown, where: string): void {
  if (typeof value === 'string') {
    expect(value.includes('\u0000'), `NUL in ${where}`).toBe(false);
    expect(toWellFormed(value), `lone surrogate in ${where}`).toBe(value);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectStorable(v, `${where}.${k}`);
  }
}
