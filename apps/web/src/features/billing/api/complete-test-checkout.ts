import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testCheckoutPath } from './test-billing-keys';

/** POST /api/billing/test/checkout/:id/complete → where checkout returns to (the success URL). */
export const completeTestCheckout = (id: string) =>
  apiFetch<{ redirectUrl: string }>(`${testCheckoutPath(id)}/complete`, { method: 'POST', body: {} });

export function useCompleteTestCheckout(id: string) {
  return useMutation({ mutationFn: () => completeTestCheckout(id) });
}
