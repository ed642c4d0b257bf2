import type { PortalStageDto } from '@bloom/core';
import { useId } from 'react';
import { calendarToday } from '../format-date';
import { CircleAlert } from '../icons';
import { PortalButton } from '../portal-button';
import { PAYMENT_DUE_COPY as C, type DueLine, dueLines } from './payment-due';
import { useCheckout } from './use-checkout';

interface PaymentDueProps {
  token: string;
  stages: readonly PortalStageDto[];
  /** The invoice whose payment is being confirmed after a checkout: not offered again. */
  pendingInvoice: string | null;
  refresh: () => void;
  onLockOut: (error: unknown) => boolean;
  /** For tests: 'YYYY-MM-DD' (else today in the workspace's zone, where an invoice is dated) and the locale. */
  today?: string;
  locale?: string;
}

/**
 * What the client owes now, at the top of the page, with a button straight to each checkout: a
 * payment stage reads done once its deposit is paid, and a balance due later would go unseen
 * (on the 'Journey Complete' view the stages are not even shown).
 */
export function PaymentDueCallout({ stages, pendingInvoice, today, locale, ...deps }: PaymentDueProps) {
  const lines = dueLines(stages, today ?? calendarToday(), pendingInvoice, locale);
  return lines.length > 0 ? <DueList lines={lines} {...deps} /> : null;
}

function DueList({
  lines,
  token,
  refresh,
  onLockOut,
}: { lines: DueLine[] } & Pick<PaymentDueProps, 'token' | 'refresh' | 'onLockOut'>) {
  const titleId = useId();
  const pay = useCheckout({ token, refresh, onLockOut, failedText: C.failed });
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 shadow-xs sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-amber-900">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {C.title}
      </h2>
      <ul className="mt-3 space-y-3">
        {lines.map((line) => (
          <li key={line.invoiceId} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p
              className={`min-w-0 text-[15px] break-words ${line.overdue ? 'font-medium text-red-800' : 'text-slate-900'}`}
            >
              {line.text}
            </p>
            {line.canPay ? (
              <PortalButton
                className="w-full shrink-0 sm:w-auto"
                busy={pay.busy === line.invoiceId}
                busyText={C.opening}
                disabled={pay.busy !== null}
                onClick={() => pay.checkout(line.invoiceId)}
              >
                {line.payLabel}
              </PortalButton>
            ) : null}
          </li>
        ))}
      </ul>
      {pay.error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {pay.error}
        </p>
      ) : null}
    </section>
  );
}
