import type { InvoiceDto } from '@bloom/core';
import { Badge } from '../../../components/ui/badge';
import { BADGE_TONES, badgeLabel, invoiceBadge } from '../payment-format';

/** Open, Paid, Void or Overdue; and Refunded beside it once money went back. */
export function InvoiceStatusBadges({
  invoice,
}: {
  invoice: Pick<InvoiceDto, 'status' | 'overdue' | 'amountRefunded'>;
}) {
  const badge = invoiceBadge(invoice);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={BADGE_TONES[badge]}>{badgeLabel(badge)}</Badge>
      {invoice.amountRefunded > 0 ? <Badge tone={BADGE_TONES.refunded}>{badgeLabel('refunded')}</Badge> : null}
    </span>
  );
}
