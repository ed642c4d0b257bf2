import { MESSAGES } from '@bloom/core';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api('POST /api/auth/request-password-reset', {
    body: { email, redirectTo: `${window.location.origin}/reset-password` },
  });

export function useRequestPasswordReset(onSent: (email: string) => void) {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_data, email) => {
      toast.success(MESSAGES.resetEmailSent);
      onSent(email);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
