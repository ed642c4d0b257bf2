import { SETTINGS_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { changePasswordErrorField } from './change-password-errors';

describe('changePasswordErrorField', () => {
  it('puts a wrong current password on its field, not in a toast', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', SETTINGS_MESSAGES.currentPasswordIncorrect);
    expect(changePasswordErrorField(error)).toBe('currentPassword');
  });

  it("puts the server's other refusals on the new password", () => {
    expect(changePasswordErrorField(new ApiError(400, 'VALIDATION_ERROR', SETTINGS_MESSAGES.samePassword))).toBe(
      'newPassword',
    );
  });

  it('leaves failures without a field to a toast', () => {
    expect(changePasswordErrorField(new ApiError(429, 'RATE_LIMITED', 'Too many attempts'))).toBeNull();
    expect(changePasswordErrorField(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBeNull();
    expect(changePasswordErrorField(new TypeError('Failed to fetch'))).toBeNull();
  });
});
