import { formatAmount } from '@bloom/core';
import type { ReactNode } from 'react';
import { Download } from '../icons';
import { buttonClass, PortalButton } from '../portal-button';
import { PAYMENT_COPY as C } from './payment-copy';
import {
  amountToPay,
  dueDay,
  type PortalInstallment,
  payable,
  type RowStatus,
  rowStatus,
  whenText,
} from './payment-view';

/** What the rows may do: pay an open invoice (one at a time, none while a payment is confirmed). */
export interface PayControls {
  /** The invoice whose checkout is opening, or 'start' while the plan starts. */
  busy: string | null;
  /** The invoice a checkout just paid, waiting for the provider's word: not offered again. */
  pendingInvoice: string | null;
  canPay: boolean;
  onPay: (invoiceId: string) => void;
}

const BADGE: Record<RowStatus['kind'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  due: 'bg-brand/10 text-brand-ink ring-brand-mark/40',
  upcoming: 'bg-slate-100 text-slate-700 ring-slate-200',
  void: 'bg-slate-100 text-slate-500 ring-slate-200',
};

const DOT: Record<RowStatus['kind'], string> = {
  paid: 'bg-emerald-500',
  due: 'bg-brand-mark',
  upcoming: 'bg-white ring-2 ring-slate-300 ring-inset',
  void: 'bg-slate-300',
};

/** A preview's dot: what starting the plan asks today stands out from what comes later. */
const previewKind = (installment: PortalInstallment, today: string): RowStatus['kind'] => {
  const day = dueDay(installment, today);
  return day !== null && day <= today ? 'due' : 'upcoming';
};

function Badge({ status }: { status: RowStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${BADGE[status.kind]}`}
    >
      {status.text}
    </span>
  );
}

/** A document link with a visible name; the invoice number tells one row's link from another's. */
export function FileLink({ href, label, of }: { href: string; label: string; of: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm', '-ml-2')}>
      <Download aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">, {of}</span>
    </a>
  );
}

/** What a started plan's row offers: Pay for an open invoice, the receipt of a paid one. */
function RowActions({
  installment,
  controls,
  money,
}: {
  installment: PortalInstallment;
  controls: PayControls;
  money: (n: number) => string;
}) {
  const { invoice } = installment;
  if (!invoice) return null;
  if (installment.status === 'paid') {
    return invoice.receiptUrl ? <FileLink href={invoice.receiptUrl} label={C.receipt} of={invoice.number} /> : null;
  }
  if (!payable(installment) || !controls.canPay) return null;
  if (controls.pendingInvoice === invoice.id) {
    return <p className="text-sm text-slate-600">{C.confirming}</p>;
  }
  return (
    <PortalButton
      className="w-full sm:w-auto"
      busy={controls.busy === invoice.id}
      busyText={C.opening}
      disabled={controls.busy !== null}
      onClick={() => controls.onPay(invoice.id)}
    >
      {C.payNow(money(amountToPay(installment)))}
    </PortalButton>
  );
}

/**
 * The schedule as a short timeline, one row per installment: 'Deposit 30 % — $1,500.00 due today'.
 * Before the plan starts it previews what the chosen way of paying asks; once started each row
 * also says where it stands (Paid, Due, Upcoming) and offers what can be done.
 */
export function PaymentSchedule({
  installments,
  currency,
  started,
  today,
  locale,
  controls,
  labelledBy,
}: {
  installments: readonly PortalInstallment[];
  currency: string;
  started: boolean;
  today: string;
  locale?: string;
  controls: PayControls;
  labelledBy: string;
}) {
  const money = (n: number) => formatAmount(n, currency, locale);
  return (
    <ol aria-labelledby={labelledBy} className="space-y-0">
      {installments.map((installment, i) => {
        const status = started ? rowStatus(installment, today, locale) : null;
        // A started row says its own due date in its badge; a preview and an upcoming row say when.
        const when: ReactNode =
          status === null
            ? ` ${whenText(installment, today, locale)}`
            : status.kind === 'upcoming'
              ? ` ${status.when}`
              : null;
        const last = i === installments.length - 1;
        return (
          <li key={installment.index} className="relative flex gap-3 pb-4 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1.5 size-3 shrink-0 rounded-full ${DOT[status?.kind ?? previewKind(installment, today)]}`}
            />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 text-sm break-words text-slate-700">
                  <span className="font-medium text-slate-900">{installment.label}</span> —{' '}
                  <span className="font-medium text-slate-900 tabular-nums">{money(installment.amount)}</span>
                  {when}
                </p>
                {status ? <Badge status={status} /> : null}
              </div>
              {started ? <RowActions installment={installment} controls={controls} money={money} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
