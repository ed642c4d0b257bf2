import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'stage')).toBe('2 stages');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(5, 'entry', 'entries')).toBe('5 entries');
  });
});
