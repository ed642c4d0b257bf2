import { MESSAGES, meetsPasswordPolicy } from '@bloom/core';
import { toast } from 'sonner';

type Field = 'password' | 'confirm';

/**
 * The sign-up and reset rules of spec §5, in order: the policy (4 of 5 checks), then the match.
 * Returns the failing field with its message (already toasted), or null when both pass.
 */
export function checkNewPassword(password: string, confirm: string): { field: Field; message: string } | null {
  let failure: { field: Field; message: string } | null = null;
  if (!meetsPasswordPolicy(password)) failure = { field: 'password', message: MESSAGES.passwordPolicy };
  else if (password !== confirm) failure = { field: 'confirm', message: MESSAGES.passwordsDoNotMatch };
  if (failure) toast.error(failure.message);
  return failure;
}
