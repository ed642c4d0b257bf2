import type { CheckoutInput, CheckoutResponse } from '@bloom/core';
import { useEffect } from 'react';
import { apiFetch } from './api-client';

/** Starts a checkout and leaves for the payment page. Rejects with an ApiError. */
export async function goToCheckout(input: CheckoutInput): Promise<void> {
  const { url } = await apiFetch<CheckoutResponse>('/api/billing/checkout', { method: 'POST', body: input });
  if (!url) throw new Error('NO_URL');
  window.location.assign(url);
}

const PORTAL_FLAG = 'bloom:billing-portal';

/** Opens the billing portal; the page we come back to refetches the subscription (spec §4). */
export async function goToBillingPortal(returnPath: string): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/billing/portal', { method: 'POST', body: { returnPath } });
  sessionStorage.setItem(PORTAL_FLAG, '1');
  window.location.assign(url);
}

/** True once, on the first page load after coming back from the billing portal. */
export function takePortalReturnFlag(): boolean {
  const set = sessionStorage.getItem(PORTAL_FLAG) === '1';
  sessionStorage.removeItem(PORTAL_FLAG);
  return set;
}

/** After the billing portal, refetch the subscription 2 s later (the provider may still be settling). */
export function usePortalReturnRefetch(refetch: () => unknown) {
  useEffect(() => {
    if (!takePortalReturnFlag()) return;
    const timer = setTimeout(() => void refetch(), 2000);
    return () => clearTimeout(timer);
  }, [refetch]);
}
