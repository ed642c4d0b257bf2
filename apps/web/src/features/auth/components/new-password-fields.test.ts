import { MESSAGES } from '@bloom/core';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkNewPassword } from './new-password-fields';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe('checkNewPassword (sign-up and reset)', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('names the password field for a weak password, and says it only there: no toast (issue 31)', () => {
    expect(checkNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      field: 'password',
      message: MESSAGES.passwordPolicy,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('names the confirmation for a mismatch, and says it only there: no toast (issue 31)', () => {
    expect(checkNewPassword({ password: 'Evergreen$2027', confirmPassword: 'Evergreen$2028' })).toEqual({
      field: 'confirmPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('passes a strong, confirmed password', () => {
    expect(checkNewPassword({ password: 'Evergreen$2027', confirmPassword: 'Evergreen$2027' })).toBeNull();
  });
});
