import type { AccountNameInput, ChangePasswordInput, DeleteAccountInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSignedOutOnPurpose, type Session, sessionKeys } from '../../../api/session';
import { api } from '../../../lib/api-client';

/** PATCH /api/account: the owner's full name; the session (account menu) shows it at once. */
export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountNameInput) => api('PATCH /api/account', { body: input }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<Session | null>(sessionKeys.all, (session) =>
        session ? { ...session, user: { ...session.user, ...user } } : session,
      );
    },
  });
}

/**
 * POST /api/account/password: the current password is checked (400 'Current password is
 * incorrect'); every other session of the account is signed out, this one stays.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('POST /api/account/password', { body: input }),
  });
}

/**
 * DELETE /api/account: the owner, their workspace and everything in it, and the subscription.
 * The server clears the session cookie; here every cached answer goes and protected pages leave
 * for the landing page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api('DELETE /api/account', { body: input }),
    onSuccess: () => {
      markSignedOutOnPurpose('/');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData(sessionKeys.all, null);
    },
  });
}
