import type { PortalStageDto } from '@bloom/core';
import { useEffect, useRef, useState } from 'react';
import {
  CONFIRM_POLL_MS,
  CONFIRM_POLL_TRIES,
  findInvoice,
  type PaymentReturn,
  paymentNotice,
  readPaymentReturn,
  withoutPaymentReturn,
} from './payment-return';

/**
 * The page's side of a checkout return: read once from the address (then removed from it), the
 * notice to show, and, while a paid invoice does not read paid yet, the page read again every
 * 2 s for up to 30 s. `onStage` is told the invoice's stage once, to open it.
 */
export function usePaymentReturn(
  stages: readonly PortalStageDto[],
  refresh: () => void,
  onStage: (id: string) => void,
) {
  const [ret, setRet] = useState<PaymentReturn | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  // The page hands a new function each render: the timers read the latest one.
  const latest = useRef({ refresh, onStage });
  latest.current = { refresh, onStage };

  // After the first paint, so the notice fills a live region already on the page and is read out.
  useEffect(() => {
    const found = readPaymentReturn(window.location.search);
    if (!found) return;
    window.history.replaceState(window.history.state, '', withoutPaymentReturn(window.location.href));
    setRet(found);
  }, []);

  const invoice = ret?.invoiceId ? findInvoice(stages, ret.invoiceId) : null;
  const notice = ret ? paymentNotice(ret, invoice, gaveUp) : null;

  const stageId = invoice?.stageId ?? null;
  useEffect(() => {
    if (stageId) latest.current.onStage(stageId);
  }, [stageId]);

  const confirming = notice === 'confirming';
  useEffect(() => {
    if (!confirming) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      latest.current.refresh();
      if (tries >= CONFIRM_POLL_TRIES) {
        window.clearInterval(timer);
        setGaveUp(true);
      }
    }, CONFIRM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [confirming]);

  return {
    notice,
    /** The invoice not to offer again while its payment is confirmed. */
    pendingInvoice: notice === 'confirming' || notice === 'slow' ? (ret?.invoiceId ?? null) : null,
    dismiss: () => setRet(null),
  };
}
