import {
  addDays,
  formatAmount,
  formatRate,
  localDateTime,
  type PlanChoice,
  type PortalInstallmentDto,
  type PortalPaymentDto,
  type TaxGroup,
} from '@bloom/core';
import { PAYMENT_COPY as C } from './payment-copy';

/**
 * What the payment stage shows, as plain functions of the portal payload: the tax labels, each
 * installment's line and status, what "Pay now" pays. Dates are 'YYYY-MM-DD' days in the
 * workspace's time zone; `today` is passed in so the words are testable.
 */

export type PortalInstallment = PortalInstallmentDto;

/** 'VAT 20 %'; a rate without a name is 'Tax 20 %'. */
export const taxLabel = (group: Pick<TaxGroup, 'name' | 'rate'>) => `${group.name || C.tax} ${formatRate(group.rate)}`;

/** The tax rows a summary lists: untaxed lines form a group of their own, with nothing to show. */
export const taxRows = (taxes: readonly TaxGroup[]) => taxes.filter((t) => t.taxRateId !== null);

/** '12 March 2027' (in the reader's language): a calendar day, so no time zone may move it. */
export function dayText(iso: string, locale?: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** Today in the workspace's time zone (the zone invoices are dated in); UTC for a zone this browser lacks. */
export function todayIn(timeZone: string, now = new Date()): string {
  let l: ReturnType<typeof localDateTime>;
  try {
    l = localDateTime(now, timeZone);
  } catch {
    l = localDateTime(now, 'UTC');
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${l.year}-${pad(l.month)}-${pad(l.day)}`;
}

/**
 * The day an installment falls due: its invoice's date once issued, else what its rule says
 * counting from today (a plan not started yet starts today); null until its milestone is approved.
 */
export function dueDay(installment: PortalInstallment, today: string): string | null {
  if (installment.dueOn) return installment.dueOn;
  const { due } = installment;
  if (due.on === 'now') return today;
  if (due.on === 'days') return addDays(today, due.days);
  if (due.on === 'date') return due.date;
  return null;
}

/** 'due today', 'due 12 March 2027', 'when “Final designs” is approved'. */
export function whenText(installment: PortalInstallment, today: string, locale?: string): string {
  const day = dueDay(installment, today);
  if (day === null) return C.whenApproved(installment.stageName);
  return day <= today ? C.whenDueToday : C.whenDueOn(dayText(day, locale));
}

/** 'Deposit 30 % — $1,500.00 due today'. */
export const scheduleLine = (installment: PortalInstallment, currency: string, today: string, locale?: string) =>
  C.line(installment.label, formatAmount(installment.amount, currency, locale), whenText(installment, today, locale));

export type RowStatus =
  | { kind: 'paid'; text: string }
  | { kind: 'due'; text: string }
  | { kind: 'upcoming'; text: string; when: string }
  | { kind: 'void'; text: string };

/** An installment of a started plan: Paid, Due <day>, Upcoming (with when), Cancelled. */
export function rowStatus(installment: PortalInstallment, today: string, locale?: string): RowStatus {
  if (installment.status === 'paid') return { kind: 'paid', text: C.paid };
  if (installment.status === 'void') return { kind: 'void', text: C.cancelled };
  if (installment.status === 'due') {
    const day = dueDay(installment, today) ?? today;
    return { kind: 'due', text: day <= today ? C.dueToday : C.dueOn(dayText(day, locale)) };
  }
  return { kind: 'upcoming', text: C.upcoming, when: whenText(installment, today, locale) };
}

/** The choice offered first: the deposit when there is one, else the schedule's own. */
export function defaultChoice(payment: Pick<PortalPaymentDto, 'choice' | 'choices'>): PlanChoice {
  if (payment.choice) return payment.choice;
  if (payment.choices.includes('deposit')) return 'deposit';
  return payment.choices.find((c) => c !== 'full') ?? 'full';
}

/** The client picks between paying in full and the schedule: only before the plan starts. */
export const offersChoice = (payment: Pick<PortalPaymentDto, 'choice' | 'choices'>) =>
  payment.choice === null && payment.choices.includes('full') && payment.choices.length > 1;

/**
 * The installments to show for a choice. Before the plan starts the payload previews the
 * schedule's own installments; paying in full is one installment of the whole total, due today.
 */
export function installmentsFor(payment: PortalPaymentDto, choice: PlanChoice): PortalInstallment[] {
  if (payment.choice !== null || choice !== 'full') return payment.installments;
  const [only] = payment.installments;
  if (payment.installments.length === 1 && only?.kind === 'full') return payment.installments;
  return [
    {
      index: 0,
      kind: 'full',
      label: C.fullAmount,
      amount: payment.quote.total,
      due: { on: 'now' },
      dueOn: null,
      stageName: null,
      status: 'due',
      invoice: null,
    },
  ];
}

/** What starting the plan asks the client to pay today: the installments due by today. */
export function dueNowAmount(installments: readonly PortalInstallment[], today: string): number {
  return installments
    .filter((i) => {
      const day = dueDay(i, today);
      return i.status !== 'paid' && i.status !== 'void' && day !== null && day <= today;
    })
    .reduce((sum, i) => sum + i.amount, 0);
}

// Shared with the page's payment-due callout.
export { payable } from './payable';
export { amountToPay } from './payment-due';

/** Whether every installment is settled (paid, or voided by the workspace). */
export const allPaid = (payment: Pick<PortalPaymentDto, 'choice' | 'installments'>) =>
  payment.choice !== null &&
  payment.installments.length > 0 &&
  payment.installments.every((i) => i.status === 'paid' || i.status === 'void') &&
  payment.installments.some((i) => i.status === 'paid');

/** The 'now' and 'later' amounts of a choice, for its radio's caption. */
export function choiceCaption(payment: PortalPaymentDto, choice: PlanChoice, today: string, locale?: string): string {
  const installments = installmentsFor(payment, choice);
  const now = dueNowAmount(installments, today);
  const total = installments.reduce((sum, i) => sum + i.amount, 0);
  const money = (n: number) => formatAmount(n, payment.currency, locale);
  return now >= total ? C.allNow(money(now)) : C.nowThenLater(money(now), money(total - now));
}
