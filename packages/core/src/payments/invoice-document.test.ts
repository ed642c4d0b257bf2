import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, type EarlierInvoice } from './invoice-document';
import { CREDIT_NOTE_PREFIX, formatCreditNoteNumber, formatInvoiceNumber } from './invoice-number';
import { stageArb } from './payment-arbitraries.test-support';
import { DEFAULT_BUSINESS_DETAILS, type Installment, type Quote } from './payment-types';
import { quoteStage } from './quote';
import { choicesFor, planInstallments } from './schedule';

const seller = { name: 'Studio', legalName: 'Studio Ltd', address: '1 Road', taxId: 'GB123', email: 'a@studio.test' };
const buyer = { name: 'Acme', contactName: 'Ada', email: 'ada@acme.test' };

/** Every installment's invoice, each final one deducting the ones before it. */
function documents(list: Installment[], quote: Quote) {
  const earlier: EarlierInvoice[] = [];
  return list.map((installment) => {
    const number = formatInvoiceNumber('INV-', installment.index + 1);
    const doc = buildInvoiceDocument({
      installment,
      quote,
      earlier: [...earlier],
      seller,
      buyer,
      number,
      issuedOn: '2026-03-10',
      dueOn: '2026-03-24',
      title: 'Website',
      terms: 'Payment due within 14 days.',
      footer: 'Thanks',
    });
    earlier.push({ number, label: installment.label, groups: installment.groups, amount: installment.amount });
    return doc;
  });
}

describe('invoice documents', () => {
  const business = { ...DEFAULT_BUSINESS_DETAILS, taxRates: [{ id: 'vat', name: 'VAT', rate: 20000 }] };
  const quote = quoteStage(
    {
      lines: [
        { description: 'Design', quantity: 1, unitAmount: 100_000, taxRateId: 'vat' },
        { description: 'Hosting', quantity: 12, unitAmount: 1000, taxRateId: null },
      ],
    },
    business,
  );

  it('a deposit has one line per tax rate with its share; the final lists the lines and deducts it', () => {
    const list = planInstallments(
      {
        kind: 'deposit',
        deposit: { type: 'percent', percent: 30 },
        balanceDue: { on: 'days', days: 30 },
        allowChoice: false,
      },
      quote,
    );
    const [dep, fin] = documents(list, quote);
    expect(dep?.lines.map((l) => [l.description, l.quantity, l.unitAmount, l.net, l.tax])).toEqual([
      ['Deposit (30 %) · Website', 1, 30_000, 30_000, 6000],
      ['Deposit (30 %) · Website', 1, 3600, 3600, 0],
    ]);
    expect(dep).toMatchObject({ kind: 'deposit', subtotal: 33_600, taxTotal: 6000, total: 39_600, amountDue: 39_600 });
    expect(dep?.deductions).toEqual([]);
    expect(fin?.lines.map((l) => l.description)).toEqual(['Design', 'Hosting']);
    expect(fin).toMatchObject({ kind: 'final', subtotal: 112_000, taxTotal: 20_000, total: 132_000 });
    expect(fin?.deductions).toEqual([
      { number: 'INV-0001', label: 'Deposit (30 %)', net: 33_600, tax: 6000, total: 39_600 },
    ]);
    expect(fin?.amountDue).toBe(132_000 - 39_600);
    expect(fin?.taxes).toEqual([
      { taxRateId: 'vat', name: 'VAT', rate: 20000, net: 70_000, tax: 14_000 },
      { taxRateId: null, name: null, rate: 0, net: 8400, tax: 0 },
    ]);
    expect(fin).toMatchObject({ number: 'INV-0002', seller, buyer, currency: 'USD', footer: 'Thanks' });
  });

  it('inclusive prices: a share line’s unit amount is its gross', () => {
    const incl = quoteStage(
      { lines: [{ description: 'Design', quantity: 1, unitAmount: 12_000, taxRateId: 'vat' }] },
      { ...business, pricesIncludeTax: true },
    );
    const [dep] = documents(
      planInstallments(
        { kind: 'deposit', deposit: { type: 'fixed', amount: 6000 }, balanceDue: { on: 'now' }, allowChoice: false },
        incl,
      ),
      incl,
    );
    expect(dep?.lines).toMatchObject([{ unitAmount: 6000, net: 5000, tax: 1000, gross: 6000 }]);
    expect(dep?.pricesIncludeTax).toBe(true);
  });

  it('holds for every stage: subtotal + taxTotal = total; each asks for its installment', () => {
    fc.assert(
      fc.property(stageArb, ({ business, config }) => {
        const q = quoteStage(config, business);
        for (const choice of choicesFor(config.schedule)) {
          const list = planInstallments(config.schedule, q, choice);
          const docs = documents(list, q);
          docs.forEach((doc, n) => {
            const installment = list[n] as Installment;
            expect(doc.subtotal + doc.taxTotal).toBe(doc.total);
            expect(doc.lines.reduce((s, l) => s + l.net, 0)).toBe(doc.subtotal);
            expect(doc.lines.reduce((s, l) => s + l.tax, 0)).toBe(doc.taxTotal);
            for (const l of doc.lines) expect(l.net + l.tax).toBe(l.gross);
            const deducted = doc.deductions.reduce((s, d) => s + d.total, 0);
            expect(doc.amountDue).toBe(doc.total - deducted);
            expect(doc.amountDue).toBe(installment.amount);
            expect(doc.taxes.reduce((s, g) => s + g.net + g.tax, 0)).toBe(installment.amount);
            for (const d of doc.deductions) expect(d.net + d.tax).toBe(d.total);
            if (installment.kind === 'full' || installment.kind === 'final') expect(doc.total).toBe(q.total);
            else expect(doc.total).toBe(installment.amount);
          });
          // The invoices together charge the quote's tax of every rate, to the unit.
          for (const g of q.taxes) {
            const charged = docs.flatMap((d) => d.taxes).filter((t) => t.taxRateId === g.taxRateId);
            expect(charged.reduce((s, t) => s + t.tax, 0)).toBe(g.tax);
            expect(charged.reduce((s, t) => s + t.net, 0)).toBe(g.net);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('invoice numbers', () => {
  it('pads to four digits and grows past them', () => {
    expect(formatInvoiceNumber('INV-', 1)).toBe('INV-0001');
    expect(formatInvoiceNumber('INV-', 42)).toBe('INV-0042');
    expect(formatInvoiceNumber('INV-', 12345)).toBe('INV-12345');
    expect(formatInvoiceNumber('', 7)).toBe('0007');
    expect(formatInvoiceNumber('2026/', 10)).toBe('2026/0010');
    expect(formatCreditNoteNumber(3)).toBe(`${CREDIT_NOTE_PREFIX}0003`);
    expect(formatCreditNoteNumber(3)).toBe('CN-0003');
  });
});
