import { MESSAGES } from '@bloom/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** Asks whether a reset token is still live; any 4xx answer means the link is invalid. */
export function useVerifyResetToken(token: string) {
  return useQuery({
    queryKey: ['password-reset', 'verify', token],
    queryFn: () =>
      apiFetch<{ valid: boolean }>(`/api/password-reset/verify?token=${encodeURIComponent(token)}`).then(
        (res) => res.valid === true,
      ),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export const isInvalidLinkError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function useResetPassword(onInvalidLink: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
    onSuccess: async () => {
      toast.success(MESSAGES.passwordUpdated);
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      toast.error(error.message);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onInvalidLink();
    },
  });
}
