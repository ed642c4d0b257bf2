import type { PortalStageDto } from '@bloom/core';

/**
 * Coming back from the checkout page: the provider sends the client to
 * `/c/{token}?payment=success&invoice=<id>` or `?payment=cancelled`. The page says how it went,
 * then takes the query away so a reload or a shared link does not say it again. The payment
 * itself is applied by the provider's event, which may land a moment after the client does.
 * This file loads with the page (the stage's own chunk loads only when a payment stage opens).
 */

export interface PaymentReturn {
  outcome: 'success' | 'cancelled';
  invoiceId: string | null;
}

export type PaymentNoticeKind = 'received' | 'confirming' | 'slow' | 'cancelled';

export const PAYMENT_RETURN_COPY: Record<PaymentNoticeKind, string> = {
  received: 'Payment received — thank you. Your receipt is on its way.',
  confirming: 'Confirming your payment…',
  slow: "Your payment is still being confirmed. It can take a few minutes; we'll email your receipt.",
  cancelled: 'Payment not completed. You can try again.',
};
export const DISMISS = 'Dismiss';

/** How often, and how many times, the page reads itself again while a payment is being confirmed (30 s). */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLL_TRIES = 15;

const PARAMS = ['payment', 'invoice'] as const;

/** The return in a query string, or null when the page was not opened from a checkout. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const outcome = query.get('payment');
  if (outcome !== 'success' && outcome !== 'cancelled') return null;
  return { outcome, invoiceId: query.get('invoice') || null };
}

/** The address without the return's query (the path, other parameters and the hash kept). */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href);
  for (const p of PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The stage an invoice belongs to, and whether the page already knows it is paid. */
export function findInvoice(
  stages: readonly PortalStageDto[],
  invoiceId: string,
): { stageId: string; paid: boolean } | null {
  for (const stage of stages) {
    const installment = stage.payment?.installments.find((i) => i.invoice?.id === invoiceId);
    if (installment) return { stageId: stage.id, paid: installment.status === 'paid' };
  }
  return null;
}

/**
 * What to say: a cancelled checkout says so; a success is 'received' once the invoice reads paid
 * (or when the return names no invoice to wait for), 'confirming' while the page waits for the
 * provider's event, and 'slow' when it stopped waiting.
 */
export function paymentNotice(
  ret: PaymentReturn,
  invoice: { paid: boolean } | null,
  gaveUp: boolean,
): PaymentNoticeKind {
  if (ret.outcome === 'cancelled') return 'cancelled';
  if (!ret.invoiceId || invoice?.paid) return 'received';
  return gaveUp ? 'slow' : 'confirming';
}
