import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { openCheckout } from '../../api/payment-api';

export interface CheckoutDeps {
  token: string;
  refresh: () => void;
  onLockOut: (error: unknown) => boolean;
  /** Shown when a failure has no words of its own. */
  failedText: string;
}

/**
 * Opening an invoice's checkout and going there: busy (with the invoice's id) until the browser
 * leaves; a failure shows the server's words, and a 409 (already paid, the plan moved on) reads the
 * page again. Shared by the payment stage and the page's payment-due callout.
 */
export function useCheckout({ token, refresh, onLockOut, failedText }: CheckoutDeps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Back from the checkout with the browser's back button, the page may come from its cache: not busy.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const fail = useCallback(
    (e: unknown) => {
      setBusy(null);
      if (onLockOut(e)) return;
      if (isApiError(e, 409)) refresh();
      setError(e instanceof Error && e.message ? e.message : failedText);
    },
    [onLockOut, refresh, failedText],
  );

  const checkout = useCallback(
    async (invoiceId: string) => {
      setBusy(invoiceId);
      setError(null);
      try {
        const { url } = await openCheckout(token, invoiceId);
        window.location.assign(url);
      } catch (e) {
        fail(e);
      }
    },
    [token, fail],
  );

  return { busy, setBusy, setError, fail, checkout, error };
}
