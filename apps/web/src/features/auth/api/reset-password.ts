import { ERROR_CODES, MESSAGES } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

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

/** A successful reset signs the owner in (the answer sets the session cookie) and opens the dashboard. */
export function useResetPassword(onInvalidLink: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
    onSuccess: async () => {
      toast.success(MESSAGES.passwordUpdated);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast.error(error.message);
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_TOKEN) onInvalidLink();
    },
  });
}
