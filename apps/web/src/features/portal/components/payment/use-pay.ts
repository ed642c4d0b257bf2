import type { PlanChoice, PortalPaymentDto } from '@bloom/core';
import { useCallback } from 'react';
import { startPaymentPlan } from '../../api/payment-api';
import { PAYMENT_COPY as C } from './payment-copy';
import { payable } from './payment-view';
import { useCheckout } from './use-checkout';

export interface PayDeps {
  token: string;
  stageId: string;
  onChange: (payment: PortalPaymentDto) => void;
  refresh: () => void;
  onLockOut: (error: unknown) => boolean;
}

/**
 * Paying: start the plan with the client's choice when it has not started (the server answers
 * the plan with its invoices), then open the checkout of the invoice due and go there (useCheckout:
 * busy until the browser leaves, a failure in the server's words, a 409 reads the page again).
 */
export function usePay({ token, stageId, onChange, refresh, onLockOut }: PayDeps) {
  const { busy, setBusy, setError, fail, checkout, error } = useCheckout({
    token,
    refresh,
    onLockOut,
    failedText: C.failed,
  });

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
    [token, stageId, onChange, fail, checkout, setBusy, setError],
  );

  return { busy, error, start, checkout };
}
