import { type ApiBody, BILLING_MESSAGES, ERROR_CODES, MESSAGES } from '@bloom/core';
import { useEffect } from 'react';
import { ApiError, api, isApiError } from './api-client';

/** Starts a checkout and leaves for the payment page. Rejects with an ApiError, or an Error(NO_CHECKOUT_URL). */
export async function goToCheckout(input: ApiBody<'POST /api/billing/checkout'>): Promise<void> {
  const { url } = await api('POST /api/billing/checkout', { body: input });
  if (!url) throw new Error(ERROR_CODES.NO_CHECKOUT_URL);
  window.location.assign(url);
}

/** The 409 of POST /api/billing/checkout: the owner is already active or trialing (redirect /dashboard). */
export function isAlreadySubscribed(error: unknown): boolean {
  return isApiError(error, 409) && error.code === ERROR_CODES.ALREADY_SUBSCRIBED;
}

export function isNoCheckoutUrl(error: unknown): boolean {
  return error instanceof Error && !(error instanceof ApiError) && error.message === ERROR_CODES.NO_CHECKOUT_URL;
}

const PORTAL_FLAG = 'bloom:billing-portal';

/** Opens the billing portal; the page we come back to refetches the subscription. */
export async function goToBillingPortal(returnPath: string): Promise<void> {
  const { url } = await api('POST /api/billing/portal', { body: { returnPath } });
  if (!url) throw new ApiError(500, ERROR_CODES.NO_PORTAL_URL, BILLING_MESSAGES.unexpected);
  sessionStorage.setItem(PORTAL_FLAG, '1');
  window.location.assign(url);
}

/** Signed out, the server's error or 'Failed to create portal session (status)', else the fallback. */
export function portalErrorMessage(error: unknown): string {
  if (!isApiError(error)) return BILLING_MESSAGES.unexpected;
  if (error.status === 401) return BILLING_MESSAGES.loginForPortal;
  if (error.status === 0) return error.message;
  // The API client fills in the generic message when the body carried none.
  if (error.message && error.message !== MESSAGES.unexpected) return error.message;
  return BILLING_MESSAGES.portalFailed(error.status);
}

/**
 * After the billing portal, refetch the subscription 2 s later (the provider may still be
 * settling). The flag is cleared only when the refetch runs, so a remount (React's strict
 * mode, a quick navigation) still gets its refetch.
 */
export function usePortalReturnRefetch(refetch: () => unknown) {
  useEffect(() => {
    if (sessionStorage.getItem(PORTAL_FLAG) !== '1') return;
    const timer = setTimeout(() => {
      sessionStorage.removeItem(PORTAL_FLAG);
      void refetch();
    }, 2000);
    return () => clearTimeout(timer);
  }, [refetch]);
}
