import { INVOICE_STATUS_LABELS, type InvoiceDto } from '@bloom/core';
import type { BadgeTone } from '../../components/ui/badge';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day ('2026-03-05', a due date: no time zone) → 'Mar 5, 2026'; anything else as it is. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? DAY.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) : day;
}

/** What an invoice's badge says: Void, Paid, Overdue (open and past due) or Open. */
export type InvoiceBadge = 'open' | 'paid' | 'void' | 'overdue';

export const invoiceBadge = (invoice: Pick<InvoiceDto, 'status' | 'overdue'>): InvoiceBadge =>
  invoice.status === 'open' && invoice.overdue ? 'overdue' : invoice.status;

export const BADGE_TONES: Record<InvoiceBadge | 'refunded', BadgeTone> = {
  open: 'blue',
  paid: 'teal',
  void: 'neutral',
  overdue: 'red',
  refunded: 'amber',
};

export const badgeLabel = (badge: InvoiceBadge | 'refunded') => INVOICE_STATUS_LABELS[badge];

/** Only an open invoice nothing was paid on can be voided (the server refuses the rest with 409). */
export const canVoid = (invoice: Pick<InvoiceDto, 'status' | 'amountPaid'>) =>
  invoice.status === 'open' && invoice.amountPaid === 0;
