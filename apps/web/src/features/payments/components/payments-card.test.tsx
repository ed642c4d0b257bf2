import { PAYMENT_FLAG_LABELS } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentKeys } from '../../../api/payments';
import { ApiError } from '../../../lib/api-client';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { clientPayments, invoice, render, type Seed, sessionAs, textOf } from '../payments-test-data';
import { PaymentsCard } from './payments-card';

const client = {
  id: 'c1',
  steps: [{ id: 's1', stepOrder: 1, name: 'Deposit', stepType: 'payment' as const, status: 'in_progress' as const }],
};
const card = (value: unknown) =>
  render(<PaymentsCard client={client} />, [[paymentKeys.client('c1'), value], sessionAs('owner')]);

/** The markup of the button (or link) whose words include `label`, from its opening tag. */
const controlOf = (html: string, label: string) =>
  html.match(new RegExp(`<(?:button|a)[^>]*>(?:(?!</(?:button|a)>).)*${label}`))?.[0] ?? '';

beforeAll(() => setOwnerTimeZone('UTC'));

describe('PaymentsCard', () => {
  it('shows nothing for a client whose journey has no payment stage, unless invoices remain from one', () => {
    const noStage = { ...client, steps: [{ ...client.steps[0]!, stepType: 'onboarding' as const }] };
    expect(render(<PaymentsCard client={noStage} />)).toBe('');
    const seeds = (invoices: ReturnType<typeof invoice>[]): Seed[] => [
      [paymentKeys.client('c1'), clientPayments(invoices)],
      sessionAs('owner'),
    ];
    expect(render(<PaymentsCard client={noStage} />, seeds([]))).toBe('');
    expect(textOf(render(<PaymentsCard client={noStage} />, seeds([invoice()])))).toContain('Payments');
    expect(textOf(render(<PaymentsCard client={noStage} />, seeds([invoice()])))).toContain('LS-0001 Deposit Open');
  });

  it('shows a skeleton while loading, the error with Try again, and the empty state', () => {
    expect(textOf(render(<PaymentsCard client={client} />))).toContain('Loading payments...');
    const failed = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.');
    expect(textOf(card(failed))).toContain("We couldn't load this client's payments. Something went wrong. Try again");
    expect(textOf(card(clientPayments([])))).toContain('No invoices yet.');
  });

  it('lists each invoice with its kind, status, amounts, due date and PDF, and Void for an open unpaid one', () => {
    const html = card(
      clientPayments([invoice()], {
        totals: [{ currency: 'EUR', due: 115500, paid: 0, refunded: 0 }],
        plans: [
          {
            id: 'p1',
            stageId: 's1',
            title: 'Brand identity',
            status: 'open',
            choice: 'deposit',
            currency: 'EUR',
            total: 385000,
            paid: 0,
            due: 115500,
          },
        ],
      }),
    );
    const text = textOf(html);
    expect(text).toContain('Open €1,155.00 Paid €0.00 Refunded €0.00');
    expect(text).toContain('Brand identity · Pay a deposit now, the rest later · €0.00 of €3,850.00 paid');
    expect(text).toContain('LS-0001 Deposit Open');
    expect(text).toContain('Brand identity · Due Mar 2, 2026 €1,155.00');
    expect(text).toContain('Paid €0.00 Refunded €0.00 Due €1,155.00');
    expect(controlOf(html, 'Invoice PDF')).toContain('href="/api/clients/c1/invoices/inv-1/pdf"');
    expect(controlOf(html, 'Void')).toContain('<button');
    expect(text).toContain('Void LS-0001');
  });

  it('marks an overdue invoice', () => {
    expect(textOf(card(clientPayments([invoice({ overdue: true, dueOn: '2026-02-01' })])))).toContain(
      'LS-0001 Deposit Overdue',
    );
  });

  it('shows a paid and partly refunded invoice with its receipt and credit note, and no Void', () => {
    const paid = invoice({
      status: 'paid',
      kind: 'final',
      amountPaid: 115500,
      amountRefunded: 20000,
      paidAt: '2026-03-04T10:00:00.000Z',
      receiptUrl: '/api/clients/c1/invoices/inv-1/receipt',
      creditNotes: [
        {
          id: 'cn1',
          number: 'CN-0001',
          amount: 20000,
          createdAt: '2026-03-05T10:00:00.000Z',
          pdfUrl: '/api/clients/c1/credit-notes/cn1/pdf',
        },
      ],
    });
    const html = card(clientPayments([paid]));
    const text = textOf(html);
    expect(text).toContain('LS-0001 Balance Paid Refunded');
    expect(text).toContain('Brand identity · Paid Mar 4, 2026');
    expect(text).toContain('Paid €1,155.00 Refunded €200.00 Due €0.00');
    expect(controlOf(html, 'Receipt')).toContain('href="/api/clients/c1/invoices/inv-1/receipt"');
    expect(controlOf(html, 'Credit note CN-0001')).toContain('href="/api/clients/c1/credit-notes/cn1/pdf"');
    expect(text).toContain('Credit note CN-0001 · €200.00');
    expect(controlOf(html, 'Void')).toBe('');
  });

  it('calls out money received for a voided invoice, and offers no Void on it', () => {
    const voided = invoice({
      status: 'void',
      voidedAt: '2026-03-03T09:00:00.000Z',
      amountPaid: 115500,
      flagged: ['invoice_void'],
    });
    const html = card(clientPayments([voided]));
    const text = textOf(html);
    expect(text).toContain('LS-0001 Deposit Void');
    expect(text).toContain('Voided Mar 3, 2026');
    expect(text).toContain(PAYMENT_FLAG_LABELS.invoice_void);
    expect(html).toMatch(/role="alert"[^>]*>.*refund it at your provider/);
    expect(controlOf(html, 'Void')).toBe('');
  });
});
