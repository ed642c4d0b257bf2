import { dayDiff } from './payment-dates';
import type { DueRule, InstallmentStatus, InvoiceStatus } from './payment-types';

/**
 * Where a plan stands, from its installments and their invoices: what the portal shows and what
 * completes the payment stage. The stage is done once every installment due 'now' (the deposit,
 * the payment in full, or a first instalment) is paid; the rest is paid on its own schedule.
 */

export interface InstallmentWithInvoice {
  due: DueRule;
  amount: number;
  /** Its invoice, null until issued. */
  invoice: { status: InvoiceStatus; amountPaid: number } | null;
}

export interface StagePaymentState {
  /** What is due now and not yet paid (minor units). */
  dueNow: number;
  /** A plan exists and every installment due now is paid: the stage is done. */
  paidNow: boolean;
  /** Every installment is paid: the plan is paid. */
  allPaid: boolean;
  /** Received so far, and still to pay (voided installments excluded). */
  paid: number;
  due: number;
  /** The first installment whose invoice is open, or null. */
  nextOpen: number | null;
}

export const installmentStatus = (invoice: { status: InvoiceStatus } | null): InstallmentStatus =>
  invoice === null ? 'upcoming' : invoice.status === 'open' ? 'due' : invoice.status;

export function stagePaymentState(installments: readonly InstallmentWithInvoice[]): StagePaymentState {
  const now = installments.filter((i) => i.due.on === 'now');
  const isPaid = (i: InstallmentWithInvoice) => i.invoice?.status === 'paid';
  const live = installments.filter((i) => i.invoice?.status !== 'void');
  const paid = live.reduce((s, i) => s + (isPaid(i) ? i.amount : Math.min(i.invoice?.amountPaid ?? 0, i.amount)), 0);
  const open = installments.findIndex((i) => i.invoice?.status === 'open');
  return {
    dueNow: now.filter((i) => !isPaid(i) && i.invoice?.status !== 'void').reduce((s, i) => s + i.amount, 0),
    paidNow: installments.length > 0 && now.every(isPaid),
    allPaid: installments.length > 0 && live.length > 0 && live.every(isPaid),
    paid,
    due: live.reduce((s, i) => s + i.amount, 0) - paid,
    nextOpen: open === -1 ? null : open,
  };
}

/** An open invoice past its due day (`today` in the workspace's time zone). */
export const isOverdue = (status: InvoiceStatus, dueOn: string, today: string): boolean =>
  status === 'open' && dayDiff(dueOn, today) > 0;

/**
 * The reminder offset (days from the due day) that falls on `today`, or null: an invoice due on
 * the 10th with offsets [-7, 0, 2] is reminded on the 3rd (-7), the 10th (0) and the 12th (2).
 */
export function reminderDue(dueOn: string, offsets: readonly number[], today: string): number | null {
  const offset = dayDiff(dueOn, today);
  return offsets.includes(offset) ? offset : null;
}
