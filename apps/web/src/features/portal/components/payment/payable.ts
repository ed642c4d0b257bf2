import type { PortalInstallmentDto, PortalStageDto } from '@bloom/core';

/** An installment of a started plan that can be paid now: due, with an unpaid invoice. */
export const payable = (i: PortalInstallmentDto) =>
  i.status === 'due' && i.invoice !== null && i.invoice.amountPaid < i.invoice.amountDue;

/** Some stage has an invoice to pay now (the page's payment-due callout then has lines). */
export const owesPayment = (stages: readonly Pick<PortalStageDto, 'payment'>[]) =>
  stages.some((s) => s.payment?.installments.some(payable));
