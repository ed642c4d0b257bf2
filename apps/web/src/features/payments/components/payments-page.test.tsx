import type { PaymentsListDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '../../../api/payments';
import { ApiError } from '../../../lib/api-client';
import { invoice, pages, render, type Seed, sessionAs, textOf } from '../payments-test-data';
import { PaymentsPage, readPaymentFilters } from './payments-page';

const at = (path: string, list: unknown): string => {
  const filters = readPaymentFilters(new URLSearchParams(path.split('?')[1] ?? ''));
  const seeds: Seed[] = [[paymentKeys.list(filters), list], sessionAs('owner')];
  return render(<PaymentsPage />, seeds, { path });
};

const answer = (extra: Partial<PaymentsListDto> = {}): PaymentsListDto => ({
  items: [
    invoice(),
    invoice({
      id: 'inv-2',
      clientId: 'c2',
      clientName: 'Olu Bello',
      number: 'LS-0002',
      kind: 'full',
      status: 'paid',
      total: 50000,
      amountDue: 50000,
      amountPaid: 50000,
      amountRefunded: 10000,
      dueOn: '2026-02-20',
      paidAt: '2026-02-18T10:00:00.000Z',
    }),
  ],
  nextCursor: 'cursor-2',
  totals: [
    { status: 'paid', currency: 'EUR', count: 7, amount: 1250000 },
    { status: 'open', currency: 'EUR', count: 3, amount: 345000 },
    { status: 'open', currency: 'USD', count: 1, amount: 9900 },
  ],
  ...extra,
});

describe('PaymentsPage', () => {
  it('reads only the filters the API takes from the address', () => {
    expect(readPaymentFilters(new URLSearchParams('status=overdue&currency=usd'))).toEqual({
      status: 'overdue',
      currency: 'USD',
    });
    expect(readPaymentFilters(new URLSearchParams('status=lost&currency=XYZ'))).toEqual({
      status: undefined,
      currency: undefined,
    });
  });

  it('shows the totals per status and currency, then each invoice with its amounts, and Load more', () => {
    const html = at('/payments', pages(answer()));
    const text = textOf(html);
    expect(text).toContain('Open · EUR €3,450.00 3 invoices');
    expect(text).toContain('Open · USD $99.00 1 invoice');
    expect(text).toContain('Paid €12,500.00 7 invoices');
    // Open comes before Paid, whatever order the API sent.
    expect(text.indexOf('Open · EUR')).toBeLessThan(text.indexOf('Paid €12,500.00'));
    expect(text).toContain('Maya Chen Brand identity LS-0001 Open Mar 2, 2026 €1,155.00 €0.00 €0.00');
    expect(text).toContain('Olu Bello Brand identity LS-0002 Paid Refunded Feb 20, 2026 €500.00 €500.00 €100.00');
    expect(html).toContain('href="/clients/c2"');
    expect(html).toContain('href="/api/payments/export.csv"');
    expect(text).toContain('Load more');
  });

  it('keeps the filters in the CSV link, and offers the currencies the totals know', () => {
    const html = at('/payments?status=open&currency=EUR', pages(answer({ nextCursor: null })));
    expect(html).toContain('href="/api/payments/export.csv?status=open&amp;currency=EUR"');
    expect(html).toMatch(/<option value="open" selected="">Open<\/option>/);
    expect(html).toContain('<option value="USD">USD</option>');
    expect(textOf(html)).not.toContain('Load more');
    expect(textOf(html)).toContain('Clear filters');
  });

  it('points to adding a Payment stage when there is nothing yet, and to clearing the filters when nothing matches', () => {
    const empty = pages({ items: [], nextCursor: null, totals: [] });
    const none = textOf(at('/payments', empty));
    expect(none).toContain('No invoices yet Add a Payment stage to a journey');
    expect(at('/payments', empty)).toContain('href="/journeys"');
    expect(textOf(at('/payments?status=void', empty))).toContain('No invoices match these filters');
  });

  it('shows a skeleton while loading, and what failed with Try again', () => {
    expect(textOf(render(<PaymentsPage />, [sessionAs('owner')], { path: '/payments' }))).toContain(
      'Loading payments...',
    );
    const failed = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.');
    expect(textOf(at('/payments', failed))).toContain("We couldn't load your payments Something went wrong.");
  });
});
