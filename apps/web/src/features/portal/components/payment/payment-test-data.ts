import type { PortalInstallmentDto, PortalPaymentDto, Quote } from '@bloom/core';

/** Portal payment payloads for the unit tests: a $5,000 design package, 30 % deposit. Tests only. */

export const TODAY = '2027-01-10';

/** Two lines with VAT 20 % on top: 2 × $1,500 + $1,166.67 → subtotal $4,166.67, VAT $833.33, total $5,000.00. */
export const quote = (over: Partial<Quote> = {}): Quote => ({
  currency: 'USD',
  pricesIncludeTax: false,
  lines: [
    {
      description: 'Logo concepts',
      quantity: 2,
      unitAmount: 150_000,
      taxRateId: 'vat',
      taxName: 'VAT',
      rate: 20_000,
      net: 300_000,
      tax: 60_000,
      gross: 360_000,
    },
    {
      description: 'Brand guidelines',
      quantity: 1,
      unitAmount: 116_667,
      taxRateId: 'vat',
      taxName: 'VAT',
      rate: 20_000,
      net: 116_667,
      tax: 23_333,
      gross: 140_000,
    },
  ],
  taxes: [{ taxRateId: 'vat', name: 'VAT', rate: 20_000, net: 416_667, tax: 83_333 }],
  subtotal: 416_667,
  taxTotal: 83_333,
  total: 500_000,
  ...over,
});

export const invoiceOf = (
  id: string,
  number: string,
  amount: number,
  paid: boolean,
): NonNullable<PortalInstallmentDto['invoice']> => ({
  id,
  number,
  amountDue: amount,
  amountPaid: paid ? amount : 0,
  pdfUrl: `/api/portal/tok/invoices/${id}/pdf`,
  receiptUrl: paid ? `/api/portal/tok/invoices/${id}/receipt` : null,
});

export const deposit = (over: Partial<PortalInstallmentDto> = {}): PortalInstallmentDto => ({
  index: 0,
  kind: 'deposit',
  label: 'Deposit (30 %)',
  amount: 150_000,
  due: { on: 'now' },
  dueOn: null,
  stageName: null,
  status: 'upcoming',
  invoice: null,
  ...over,
});

export const balance = (over: Partial<PortalInstallmentDto> = {}): PortalInstallmentDto => ({
  index: 1,
  kind: 'final',
  label: 'Balance',
  amount: 350_000,
  due: { on: 'milestone', stageId: 's3' },
  dueOn: null,
  stageName: 'Final designs',
  status: 'upcoming',
  invoice: null,
  ...over,
});

/** Not started: deposit or in full, the deposit previewed. */
export const portalPayment = (over: Partial<PortalPaymentDto> = {}): PortalPaymentDto => ({
  stageId: 's2',
  title: 'Brand identity package',
  currency: 'USD',
  quote: quote(),
  choices: ['deposit', 'full'],
  choice: null,
  testMode: false,
  canPay: true,
  installments: [deposit(), balance()],
  paidNow: false,
  creditNotes: [],
  ...over,
});

/** The deposit paid on 2027-01-05, the balance waiting for "Final designs". */
export const depositPaid = (over: Partial<PortalPaymentDto> = {}) =>
  portalPayment({
    choice: 'deposit',
    paidNow: true,
    installments: [
      deposit({ status: 'paid', dueOn: '2027-01-05', invoice: invoiceOf('inv-1', 'INV-0001', 150_000, true) }),
      balance(),
    ],
    ...over,
  });
