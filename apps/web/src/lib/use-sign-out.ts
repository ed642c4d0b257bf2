import { MESSAGES } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from './api-client';
import { deferredToast } from './deferred-toast';
import { sessionQueryKey } from './session';

/** Signs out, leaves for the landing page, then forgets every cached answer of the signed-in owner. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      deferredToast('success', MESSAGES.signedOut);
      // Leave the protected pages first (committed at once, not in a transition), so they do not
      // bounce to /login when the session goes.
      await navigate('/', { flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: (error) => {
      deferredToast('error', error.message);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
