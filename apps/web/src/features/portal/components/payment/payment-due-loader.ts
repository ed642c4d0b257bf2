import type { PortalStageDto } from '@bloom/core';
import { owesPayment } from './payable';
import type { PaymentDueCallout } from './payment-due-callout';

/**
 * The payment-due callout comes with the payment stage's code, which only a client who has
 * something to pay downloads. The page loads it before it shows a payload that owes something, so
 * the callout is there from the first paint and nothing below it moves.
 */
let callout: typeof PaymentDueCallout | null = null;

export async function loadPaymentDue(stages: readonly Pick<PortalStageDto, 'payment'>[]): Promise<void> {
  if (callout || !owesPayment(stages)) return;
  try {
    callout = (await import('./payment-stage')).PaymentDueCallout;
  } catch {
    // Offline, or a new release replaced the chunk: the page shows without it (the stage says so).
  }
}

/** The callout once loaded, else null (nothing is owed). */
export const paymentDueCallout = () => callout;
