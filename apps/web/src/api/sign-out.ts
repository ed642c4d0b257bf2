import { MESSAGES } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { deferredToast } from '../lib/deferred-toast';
import { markSignedOutOnPurpose, sessionKeys } from './session';

// Apart from session.ts: every page loads that one, and only a few need the mutation code.
/** Signs out and forgets every cached answer of the signed-in owner; protected pages then go to `to`. */
export function useSignOut(to = '/') {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api('POST /api/auth/sign-out'),
    onSuccess: () => {
      deferredToast('success', MESSAGES.signedOut);
      // Protected pages see the session go and leave for the landing page.
      markSignedOutOnPurpose(to);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData(sessionKeys.all, null);
    },
    onError: (error) => {
      deferredToast('error', error.message);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
