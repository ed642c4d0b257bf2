import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passedCount, passwordStrength } from './password';

describe('password rules (spec §5)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Fair'],
    ['abcdefH1', 4, 'Good'],
    ['abcdeH1!', 5, 'Strong'],
  ])('%s passes %i checks and is %s', (pw, count, label) => {
    expect(passedCount(pw)).toBe(count);
    expect(passwordStrength(pw)).toBe(label);
  });

  it('passes at 4 of 5 checks, whichever four', () => {
    expect(meetsPasswordPolicy('abcdefH1')).toBe(true); // no special
    expect(meetsPasswordPolicy('abcdef1!')).toBe(true); // no uppercase
    expect(meetsPasswordPolicy('Ab1!xyz')).toBe(true); // 7 characters, 4 checks
    expect(meetsPasswordPolicy('abcdefgH')).toBe(false);
  });

  it('never passes below the input minimum of 6', () => {
    expect(meetsPasswordPolicy('Ab1!x')).toBe(false);
  });

  it('counts only the listed special characters', () => {
    expect(passedCount('abcdefg_')).toBe(2);
    expect(passedCount('abcdefg?')).toBe(3);
  });
});
