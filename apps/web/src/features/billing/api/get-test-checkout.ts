import type { TestCheckoutView } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testBillingKeys, testCheckoutPath } from './test-billing-keys';

/** GET /api/billing/test/checkout/:id: the plan and amounts of one test checkout session. */
export const getTestCheckout = (id: string, signal?: AbortSignal) =>
  apiFetch<TestCheckoutView>(testCheckoutPath(id), { signal });

export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: testBillingKeys.checkout(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    retry: false,
  });
}
