/** Password rules: a password passes when it meets 4 of the 5 checks (docs/product.md#passwords). */
export const PASSWORD_INPUT_MIN_LENGTH = 6;
/** The longest password the server accepts (sign-up, sign-in and reset alike). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_REQUIRED_CHECKS = 4;

export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  passed: boolean;
}

export type PasswordStrength = 'Weak' | 'Fair' | 'Good' | 'Strong';

const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;

export function passwordChecks(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: 'At least 8 characters', passed: password.length >= 8 },
    { id: 'uppercase', label: 'One uppercase letter', passed: /[A-Z]/.test(password) },
    { id: 'lowercase', label: 'One lowercase letter', passed: /[a-z]/.test(password) },
    { id: 'digit', label: 'One number', passed: /\d/.test(password) },
    { id: 'special', label: 'One special character', passed: SPECIAL_RE.test(password) },
  ];
}

export function passedCount(password: string): number {
  return passwordChecks(password).filter((c) => c.passed).length;
}

/** 0-2 checks Weak, 3 Fair, 4 Good, 5 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const n = passedCount(password);
  if (n >= 5) return 'Strong';
  if (n === 4) return 'Good';
  if (n === 3) return 'Fair';
  return 'Weak';
}

export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= PASSWORD_INPUT_MIN_LENGTH && passedCount(password) >= PASSWORD_REQUIRED_CHECKS;
}
