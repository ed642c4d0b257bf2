import { buildInvoiceDocument, formatAmount, formatRate, planInstallments, quoteStage } from '@bloom/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/modules/payments/pdf/render-invoice-pdf';
import { pdftotext } from '../../src/platform/pdf/poppler-tools';
import { finalDocument, invoiceDocument, REDUCED, VAT } from '../helpers/payments';
import { pdfText } from '../helpers/pdf-text';

/**
 * The invoice, receipt and credit-note PDFs (issue 35) read back by pdftotext and by the text
 * helper (each font's ToUnicode map): every number, each tax line, the totals and a final
 * invoice's deduction, with each currency's own decimals.
 */
const branding = { workspaceName: 'Studio North', accentColor: '#0f766e' };
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

describe('the invoice PDF', () => {
  it('prints the parties, number, dates, lines, tax per rate and totals', async () => {
    const doc = invoiceDocument();
    const bytes = await renderInvoicePdf({ kind: 'invoice', document: doc, branding });
    const text = flat(await pdftotext(bytes));
    for (const expected of [
      'Invoice INV-0007',
      'Studio North',
      'Studio North LLC',
      'Tax ID US-123',
      'Bill to',
      'Ada Lane',
      'Attn. Sam Lee',
      'March 1, 2025',
      'March 15, 2025',
      'Website design',
      'Hosting (12 months)',
      'VAT 20 % on $2,000.00',
      '$400.00',
      'Reduced 5.5 % on $240.00',
      '$13.20',
      'Subtotal',
      '$2,252.00',
      'Tax total',
      '$413.20',
      '$2,665.20',
      'Amount due',
      'Payment due within 14 days.',
      'Thank you for your business.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The untaxed line says so in its tax column.
    expect(text).toMatch(/Domain\s+1\s+\$12\.00\s+—\s+\$12\.00/);
  });

  it('deducts the earlier invoices on a final invoice, down to its amount due', async () => {
    const doc = finalDocument();
    const text = flat(await pdftotext(await renderInvoicePdf({ kind: 'invoice', document: doc, branding })));
    expect(text).toContain('Less deposit (30 %) INV-0001');
    expect(text).toContain('−$799.56');
    expect(text).toMatch(/Amount due\s+\$1,865\.64/);
    // The tax lines add up to the tax total of the lines; the tax of what is due follows, rate by rate.
    expect(text).toMatch(/VAT 20 % on \$2,000\.00\s+\$400\.00/);
    expect(text).toMatch(/Tax included in the amount due[\s\S]*VAT 20 % on \$1,400\.00\s+\$280\.00/);
    expect(text).toMatch(/Reduced 5\.5 % on \$168\.00\s+\$9\.24/);
  });

  it("shows a deposit's share per tax rate, from core's quote and schedule, and the final one's deduction", async () => {
    const quote = quoteStage(
      {
        lines: [
          { description: 'Design', quantity: 1, unitAmount: 100_000, taxRateId: 'vat' },
          { description: 'Print', quantity: 3, unitAmount: 3_333, taxRateId: 'reduced' },
        ],
      },
      { taxRates: [VAT, REDUCED], pricesIncludeTax: false, currency: 'EUR' },
    );
    const [deposit, final] = planInstallments(
      {
        kind: 'deposit',
        deposit: { type: 'percent', percent: 30 },
        balanceDue: { on: 'days', days: 30 },
        allowChoice: false,
      },
      quote,
    );
    if (!deposit || !final) throw new Error('a deposit plan has two installments');
    const common = {
      quote,
      seller: invoiceDocument().seller,
      buyer: invoiceDocument().buyer,
      issuedOn: '2025-03-01',
      dueOn: '2025-03-01',
      title: 'Brand book',
      terms: 'Due on receipt.',
      footer: '',
    };
    const first = buildInvoiceDocument({ ...common, installment: deposit, earlier: [], number: 'INV-0001' });
    const text = flat(await pdftotext(await renderInvoicePdf({ kind: 'invoice', document: first, branding })));
    for (const group of first.taxes) {
      expect(text).toContain(`${group.name} ${formatRate(group.rate)} on ${flat(formatAmount(group.net, 'EUR'))}`);
      expect(text).toContain(flat(formatAmount(group.tax, 'EUR')));
    }
    expect(text).toMatch(
      new RegExp(`Amount due\\s+${flat(formatAmount(deposit.amount, 'EUR')).replace(/[.$]/g, '\\$&')}`),
    );
    const last = buildInvoiceDocument({
      ...common,
      installment: final,
      earlier: [{ number: 'INV-0001', label: deposit.label, groups: deposit.groups, amount: deposit.amount }],
      number: 'INV-0002',
    });
    const lastText = flat(await pdftotext(await renderInvoicePdf({ kind: 'invoice', document: last, branding })));
    expect(lastText).toContain(`Less ${deposit.label.charAt(0).toLowerCase()}${deposit.label.slice(1)} INV-0001`);
    expect(lastText).toContain(`−${flat(formatAmount(deposit.amount, 'EUR'))}`);
    expect(lastText).toContain(flat(formatAmount(final.amount, 'EUR')));
    expect(deposit.amount + final.amount).toBe(quote.total);
  });

  it('formats each currency with its own decimals (USD 2, JPY 0, KWD 3)', async () => {
    for (const [currency, amounts] of [
      ['USD', ['$1,234.50']],
      ['JPY', ['¥123,450']],
      ['KWD', ['KWD 123.450']],
    ] as const) {
      const doc = invoiceDocument({ currency, unit: 123450 });
      const text = flat(await pdfText(await renderInvoicePdf({ kind: 'invoice', document: doc, branding })));
      for (const amount of amounts) expect(text).toContain(amount);
      expect(text).toContain(flat(formatAmount(doc.total, currency)));
    }
  });

  it('marks a receipt PAID with the day, the method and the amount paid', async () => {
    const doc = invoiceDocument();
    const bytes = await renderInvoicePdf({
      kind: 'receipt',
      document: doc,
      branding,
      receipt: { paidOn: '2025-03-04', method: 'card', amountPaid: doc.amountDue },
    });
    const text = flat(await pdftotext(bytes));
    for (const expected of [
      'Receipt INV-0007',
      'PAID',
      'Paid on',
      'March 4, 2025',
      'Card',
      'Amount paid',
      '$2,665.20',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Amount due');
  });

  it('names a credit note by its own number, for its invoice, with the amount refunded', async () => {
    const doc = invoiceDocument();
    const bytes = await renderInvoicePdf({
      kind: 'credit_note',
      document: doc,
      branding,
      creditNote: { number: 'CN-0001', issuedOn: '2025-03-10', amount: 50000 },
    });
    const text = flat(await pdftotext(bytes));
    for (const expected of [
      'Credit note CN-0001',
      'For invoice',
      'INV-0007',
      'March 10, 2025',
      'Amount refunded',
      '$500.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws the workspace's logo in the header, and leaves out one it cannot read", async () => {
    const logoPng = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const doc = invoiceDocument();
    const withLogo = Buffer.from(
      await renderInvoicePdf({ kind: 'invoice', document: doc, branding: { ...branding, logoPng } }),
    );
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const broken = await renderInvoicePdf({
      kind: 'invoice',
      document: doc,
      branding: { ...branding, logoPng: new Uint8Array([1, 2, 3]) },
    });
    expect(Buffer.from(broken).toString('latin1')).not.toContain('/Subtype /Image');
    expect(flat(await pdftotext(broken))).toContain('Studio North');
  });

  it('flows long invoices over several pages, each numbered, and gives the same bytes twice', async () => {
    const doc = invoiceDocument({ lines: 50 });
    const a = await renderInvoicePdf({ kind: 'invoice', document: doc, branding });
    const b = await renderInvoicePdf({ kind: 'invoice', document: doc, branding });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const text = flat(await pdftotext(a));
    expect(text).toMatch(/Page 2 of \d/);
    expect(text).toContain('Line 50 of the work');
  });
});
