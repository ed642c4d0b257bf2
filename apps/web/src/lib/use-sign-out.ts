import { MESSAGES } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { deferredToast } from './deferred-toast';
import { markSignedOutOnPurpose, sessionQueryKey } from './session';

/** Signs out and forgets every cached answer of the signed-in owner; protected pages then go to `to`. */
export function useSignOut(to = '/') {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: () => {
      deferredToast('success', MESSAGES.signedOut);
      // Protected pages see the session go and leave for the landing page.
      markSignedOutOnPurpose(to);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: (error) => {
      deferredToast('error', error.message);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
