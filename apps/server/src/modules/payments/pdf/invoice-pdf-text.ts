/**
 * The words the invoice, receipt and credit-note PDFs draw around the frozen invoice's own text
 * (docs/decisions/035-payments.md). They end up in files clients keep, so a change here changes
 * only documents made after it.
 */
export const INVOICE_PDF_TEXT = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  creditNote: 'Credit note',
  paid: 'PAID',
  from: 'From',
  billTo: 'Bill to',
  number: 'Number',
  issued: 'Issued',
  due: 'Due',
  paidOn: 'Paid on',
  method: 'Method',
  date: 'Date',
  forInvoice: 'For invoice',
  taxId: (id: string) => `Tax ID ${id}`,
  attention: (name: string) => `Attn. ${name}`,

  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  tax: 'Tax',
  amount: 'Amount',
  untaxed: '—',

  subtotal: 'Subtotal',
  /** One line per tax rate: 'VAT 20% on $1,000.00'. */
  taxOn: (name: string, rate: string, net: string) => `${name} ${rate} on ${net}`,
  noTax: (net: string) => `No tax on ${net}`,
  taxTotal: 'Tax total',
  total: 'Total',
  pricesIncludeTax: 'Prices include tax.',
  /** A final invoice's earlier invoices: 'Less deposit INV-0001'. */
  less: (label: string, number: string) => `Less ${label} ${number}`,
  amountDue: 'Amount due',
  /** A final invoice: the tax of what it asks for, rate by rate (its share of the plan's tax). */
  taxInAmountDue: 'Tax included in the amount due',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  creditNoteIntro: (invoiceNumber: string) => `This credit note refunds part or all of invoice ${invoiceNumber}.`,
  paymentTerms: 'Payment terms',
  pageOf: (label: string, page: number, total: number) => `${label} · Page ${page} of ${total}`,
} as const;

/** '2025-03-01' → 'March 1, 2025' (the calendar day as written, whatever the server's zone). */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
