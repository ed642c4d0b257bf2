import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth-schemas';
import { MESSAGES } from './messages';
import {
  meetsPasswordPolicy,
  PASSWORD_INPUT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passedCount,
  passwordStrength,
} from './password';

describe('password rules', () => {
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

  it('bounds a new password by the same lengths the messages name', () => {
    expect(MESSAGES.passwordTooShort).toBe(`Password must be at least ${PASSWORD_INPUT_MIN_LENGTH} characters`);
    expect(MESSAGES.passwordTooLong).toBe(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
    const issue = (password: string) =>
      signUpSchema.safeParse({ name: 'A', email: 'a@example.com', password }).error?.issues[0]?.message;
    expect(issue('Ab1!x')).toBe(MESSAGES.passwordTooShort);
    expect(issue(`Ab1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`)).toBeUndefined();
    expect(issue(`Ab1!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`)).toBe(MESSAGES.passwordTooLong);
  });

  it('counts only the listed special characters', () => {
    expect(passedCount('abcdefg_')).toBe(2);
    expect(passedCount('abcdefg?')).toBe(3);
  });
});
