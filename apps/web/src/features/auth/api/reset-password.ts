import { ERROR_CODES, MESSAGES } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetLinkQuery } from '../../../api/password-reset';
import { sessionKeys } from '../../../api/session';
import { ApiError, api } from '../../../lib/api-client';

/** Asks whether a reset token is still live; any 4xx answer means the link is invalid. */
export function useVerifyResetToken(token: string) {
  return useQuery({ ...resetLinkQuery(token), enabled: token.length > 0 });
}

export const isInvalidLinkError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** A successful reset signs the owner in (the answer sets the session cookie) and opens the dashboard. */
export function useResetPassword(onInvalidLink: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api('POST /api/auth/reset-password', { body: input }),
    onSuccess: async () => {
      toast.success(MESSAGES.passwordUpdated);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast.error(error.message);
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_TOKEN) onInvalidLink();
    },
  });
}
