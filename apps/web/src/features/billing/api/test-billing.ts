import type { TestCheckoutView, TestPortalAction, TestPortalView } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionQueryKey } from '../../../lib/subscription';

/** The built-in test provider's checkout and billing-portal sessions. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: ['test-checkout', id],
    queryFn: () => apiFetch<TestCheckoutView>(`/api/billing/test/checkout/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export const completeTestCheckout = (id: string) =>
  apiFetch<{ redirectUrl: string }>(`/api/billing/test/checkout/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: {},
  });

export const declineTestCheckout = (id: string) =>
  apiFetch<never>(`/api/billing/test/checkout/${encodeURIComponent(id)}/decline`, { method: 'POST', body: {} });

export function useTestPortal(id: string) {
  return useQuery({
    queryKey: ['test-portal', id],
    queryFn: () => apiFetch<TestPortalView>(`/api/billing/test/portal/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function useTestPortalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) =>
      apiFetch<TestPortalView>(`/api/billing/test/portal/${encodeURIComponent(id)}/action`, {
        method: 'POST',
        body: action,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(['test-portal', id], view);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
