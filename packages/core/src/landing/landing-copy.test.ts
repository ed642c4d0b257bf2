import { describe, expect, it } from 'vitest';
import { MESSAGE_VARIANTS, pickMessageVariant, VARIANT_COOKIE_DAYS } from '../variant-ids';
import { LANDING_COPY } from './landing-copy';
import { LANDING_PROBLEM_COPY } from './landing-problem-copy';

describe('landing copy', () => {
  it('has finished, distinct copy for every variant', () => {
    const fields = [
      'eyebrow',
      'headline',
      'subheadline',
      'description',
      'trialInfo',
      'painPoint',
      'solutionPoint',
    ] as const;
    for (const field of fields) {
      const values = MESSAGE_VARIANTS.map((v) => ({ ...LANDING_COPY[v], ...LANDING_PROBLEM_COPY[v] })[field]);
      for (const value of values) expect(value.trim().length).toBeGreaterThan(10);
      expect(new Set(values).size).toBe(MESSAGE_VARIANTS.length);
    }
  });
});

describe('pickMessageVariant ', () => {
  it('prefers the profile, then ?m=, then the cookie, then a', () => {
    expect(pickMessageVariant({ profile: 'd', query: 'b', cookie: 'c' })).toBe('d');
    expect(pickMessageVariant({ profile: null, query: 'b', cookie: 'c' })).toBe('b');
    expect(pickMessageVariant({ query: null, cookie: 'c' })).toBe('c');
    expect(pickMessageVariant({})).toBe('a');
  });

  it('skips invalid values at every level', () => {
    expect(pickMessageVariant({ profile: 'z', query: 'B', cookie: 'c' })).toBe('c');
    expect(pickMessageVariant({ profile: '', query: 'e', cookie: 'x' })).toBe('a');
  });

  it('remembers the cookie for 365 days', () => {
    expect(VARIANT_COOKIE_DAYS).toBe(365);
  });
});
