import type { Installment, InvoiceDeduction, InvoiceDocument, Quote, QuoteLine, TaxGroup } from './payment-types';

/**
 * What an invoice shows, frozen when it is issued (invoices.document): the PDF, the emails and the
 * DTOs all read this. Every document keeps subtotal + taxTotal = total and asks for its
 * installment's amount:
 * - full and final invoices list the stage's lines; a final one then deducts the plan's earlier
 *   invoices, so what it asks for is the total less what they charged;
 * - deposit and instalment invoices have one line per tax rate with their share of it.
 */

export interface EarlierInvoice {
  number: string;
  label: string;
  groups: readonly TaxGroup[];
  amount: number;
}

export interface InvoiceDocumentInput {
  installment: Installment;
  quote: Quote;
  /** Every earlier installment of the plan, as invoiced (a final invoice deducts them). */
  earlier: readonly EarlierInvoice[];
  seller: InvoiceDocument['seller'];
  buyer: InvoiceDocument['buyer'];
  number: string;
  issuedOn: string;
  dueOn: string;
  /** The payment stage's title. */
  title: string;
  /** The payment terms sentence ('Payment due within 14 days.'). */
  terms: string;
  footer: string;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((s, i) => s + pick(i), 0);
const charged = (groups: readonly TaxGroup[]) => groups.filter((g) => g.net !== 0 || g.tax !== 0);

/** A deposit's or an instalment's line for one tax rate: its share of that rate's net and tax. */
function shareLine(label: string, title: string, group: TaxGroup, inclusive: boolean): QuoteLine {
  const gross = group.net + group.tax;
  return {
    description: `${label} · ${title}`,
    quantity: 1,
    unitAmount: inclusive ? gross : group.net,
    taxRateId: group.taxRateId,
    taxName: group.name,
    rate: group.rate,
    net: group.net,
    tax: group.tax,
    gross,
  };
}

export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { installment, quote } = input;
  const whole = installment.kind === 'full' || installment.kind === 'final';
  const lines = whole
    ? quote.lines.map((l) => ({ ...l }))
    : charged(installment.groups).map((g) => shareLine(installment.label, input.title, g, quote.pricesIncludeTax));
  const deductions: InvoiceDeduction[] =
    installment.kind === 'final'
      ? input.earlier.map((e) => {
          const net = sum(e.groups, (g) => g.net);
          const tax = sum(e.groups, (g) => g.tax);
          return { number: e.number, label: e.label, net, tax, total: net + tax };
        })
      : [];
  const subtotal = sum(lines, (l) => l.net);
  const taxTotal = sum(lines, (l) => l.tax);
  const total = subtotal + taxTotal;
  return {
    number: input.number,
    kind: installment.kind,
    title: input.title,
    issuedOn: input.issuedOn,
    dueOn: input.dueOn,
    currency: quote.currency,
    seller: { ...input.seller },
    buyer: { ...input.buyer },
    lines,
    taxes: charged(installment.groups).map((g) => ({ ...g })),
    subtotal,
    taxTotal,
    total,
    deductions,
    amountDue: total - sum(deductions, (d) => d.total),
    pricesIncludeTax: quote.pricesIncludeTax,
    paymentTerms: input.terms,
    footer: input.footer,
  };
}
