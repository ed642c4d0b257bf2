import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const passwordResetKeys = {
  verify: (token: string) => ['password-reset', 'verify', token] as const,
};

/**
 * GET /api/password-reset/verify?token=: true for a live link; a used, expired or unknown one
 * answers 4xx. Asked once per page: a link only goes bad by being used, here.
 */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.verify(token),
    queryFn: async ({ signal }) =>
      (await api('GET /api/password-reset/verify', { query: { token }, signal })).valid === true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
