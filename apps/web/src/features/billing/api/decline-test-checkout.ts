import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testCheckoutPath } from './test-billing-keys';

/** POST /api/billing/test/checkout/:id/decline: always 402 CARD_DECLINED, as a declined card would. */
export const declineTestCheckout = (id: string) =>
  apiFetch<never>(`${testCheckoutPath(id)}/decline`, { method: 'POST', body: {} });

export function useDeclineTestCheckout(id: string) {
  return useMutation({ mutationFn: () => declineTestCheckout(id) });
}
