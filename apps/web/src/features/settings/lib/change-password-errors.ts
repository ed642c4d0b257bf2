import { SETTINGS_MESSAGES } from '@bloom/core';
import { isApiError } from '../../../lib/api-client';

export type ChangePasswordField = 'currentPassword' | 'newPassword';

/**
 * Where the server's answer to a password change is said: a 400 belongs to a field (a wrong
 * current password to its own, any other refusal to the new password) and shows only there;
 * anything without a field (too many tries, a server or network failure) returns null: a toast.
 */
export function changePasswordErrorField(error: unknown): ChangePasswordField | null {
  if (!isApiError(error, 400)) return null;
  return error.message === SETTINGS_MESSAGES.currentPasswordIncorrect ? 'currentPassword' : 'newPassword';
}
