import type { PlanChoice, PortalPaymentDto } from '@bloom/core';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { openCheckout, startPaymentPlan } from '../../api/payment-api';
import { PAYMENT_COPY as C } from './payment-copy';
import { payable } from './payment-view';

export interface PayDeps {
  token: string;
  stageId: string;
  onChange: (payment: PortalPaymentDto) => void;
  refresh: () => void;
  onLockOut: (error: unknown) => boolean;
}

/**
 * Paying: start the plan with the client's choice when it has not started (the server answers
 * the plan with its invoices), then open the checkout of the invoice due and go there. Busy until
 * the browser leaves; a failure shows the server's words, and a 409 (already paid, the plan moved
 * on) reads the page again.
 */
export function usePay({ token, stageId, onChange, refresh, onLockOut }: PayDeps) {
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
      setError(e instanceof Error && e.message ? e.message : C.failed);
    },
    [onLockOut, refresh],
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

  /** `pay`: go on to the checkout of the first open invoice (false when nothing is due today). */
  const start = useCallback(
    async (choice: PlanChoice, pay: boolean) => {
      setBusy('start');
      setError(null);
      let plan: PortalPaymentDto;
      try {
        plan = await startPaymentPlan(token, stageId, choice);
      } catch (e) {
        fail(e);
        return;
      }
      onChange(plan);
      const first = plan.installments.find(payable);
      // Nothing due today (every installment dated later): the plan shows when each one is.
      if (!pay || !first?.invoice) {
        setBusy(null);
        return;
      }
      await checkout(first.invoice.id);
    },
    [token, stageId, onChange, fail, checkout],
  );

  return { busy, error, start, checkout };
}
