import { MESSAGES, type SignUpInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

export const signUp = (input: SignUpInput) =>
  apiFetch<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });

export function useSignUp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      toast.success(MESSAGES.accountCreated);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
