import { formatAmount, type PortalInstallmentDto, type PortalStageDto } from '@bloom/core';
import { formatCalendarDay } from '../format-date';
import { payable } from './payable';

/**
 * The invoices a client owes now, for the callout at the top of the page (it loads with the
 * payment stage's code: payment-due-loader.ts). A payment stage counts
 * as done once its deposit is paid, so a balance that falls due later (its milestone approved)
 * would otherwise show nowhere: docs/decisions/035-payments.md.
 */

/** What paying an installment charges: its invoice's unpaid amount. */
export const amountToPay = (i: PortalInstallmentDto) =>
  i.invoice ? i.invoice.amountDue - i.invoice.amountPaid : i.amount;

export const PAYMENT_DUE_COPY = {
  title: 'Payment due',
  dueToday: 'due today',
  dueOn: (day: string) => `due ${day}`,
  overdueSince: (day: string) => `overdue since ${day}`,
  line: (label: string, amount: string, when: string) => `${label} of ${amount} ${when}`,
  pay: (amount: string) => `Pay ${amount}`,
  opening: 'Opening checkout...',
  failed: 'Something went wrong. Please try again.',
} as const;

export interface DueLine {
  invoiceId: string;
  /** 'Balance of $3,398.50 due Dec 13, 2026'; the stage's title first when several stages owe. */
  text: string;
  overdue: boolean;
  /** 'Pay $3,398.50' */
  payLabel: string;
  /** The workspace can take the payment (else the line shows without its button). */
  canPay: boolean;
}

/**
 * One line per unpaid invoice due, in page order. `today` is 'YYYY-MM-DD' in the workspace's zone;
 * the invoice whose payment is being confirmed (`pendingInvoice`) is not offered again.
 */
export function dueLines(
  stages: readonly PortalStageDto[],
  today: string,
  pendingInvoice: string | null = null,
  locale?: string,
): DueLine[] {
  const owing = stages.flatMap((stage) => {
    const payment = stage.payment;
    if (!payment) return [];
    return payment.installments
      .filter((i) => payable(i) && i.invoice?.id !== pendingInvoice)
      .map((i) => ({ payment, installment: i, invoiceId: i.invoice?.id ?? '' }));
  });
  const stagesOwing = new Set(owing.map((o) => o.payment.stageId)).size;
  return owing.map(({ payment, installment, invoiceId }) => {
    const amount = formatAmount(amountToPay(installment), payment.currency, locale);
    const day = installment.dueOn;
    const overdue = day !== null && day < today;
    const when =
      day === null || day === today
        ? PAYMENT_DUE_COPY.dueToday
        : overdue
          ? PAYMENT_DUE_COPY.overdueSince(formatCalendarDay(day, locale))
          : PAYMENT_DUE_COPY.dueOn(formatCalendarDay(day, locale));
    const line = PAYMENT_DUE_COPY.line(installment.label, amount, when);
    return {
      invoiceId,
      text: stagesOwing > 1 ? `${payment.title}: ${line}` : line,
      overdue,
      payLabel: PAYMENT_DUE_COPY.pay(amount),
      canPay: payment.canPay,
    };
  });
}
