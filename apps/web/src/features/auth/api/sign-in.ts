import { MESSAGES, type signInSchema } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { sessionKeys } from '../../../api/session';
import { invitationReturnPathFromSearch } from '../../../api/team';
import { api } from '../../../lib/api-client';
import { deferredToast } from '../../../lib/deferred-toast';

export type SignInInput = z.output<typeof signInSchema>;

export const signIn = (input: SignInInput) => api('POST /api/auth/sign-in/email', { body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Signing in from a team invitation goes back to it, to accept it.
  const back = invitationReturnPathFromSearch(useLocation().search);
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      deferredToast('success', MESSAGES.welcomeBack);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await navigate(back ?? '/dashboard', { replace: true });
    },
    onError: (error) => {
      deferredToast('error', error.message);
    },
  });
}
