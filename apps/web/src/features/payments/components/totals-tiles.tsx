import { formatAmount, INVOICE_LIST_STATUSES, type PaymentsListDto } from '@bloom/core';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { BADGE_TONES, badgeLabel } from '../payment-format';
import { PAYMENTS_UI as M } from '../payments-messages';

const ACCENTS: Record<string, string> = {
  blue: 'bg-blue-500',
  teal: 'bg-teal-500',
  neutral: 'bg-slate-400',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
};

/** A tile per status and currency (the list's filters applied): the amount large, the count under it. */
export function TotalsTiles({ totals }: { totals: PaymentsListDto['totals'] }) {
  const order = (s: string) => (INVOICE_LIST_STATUSES as readonly string[]).indexOf(s);
  const sorted = [...totals].sort((a, b) => order(a.status) - order(b.status) || a.currency.localeCompare(b.currency));
  if (sorted.length === 0) return null;
  return (
    <section aria-label={M.totalsLabel} className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {sorted.map((t) => (
        <Card key={`${t.status}-${t.currency}`} className="min-w-0 p-4 sm:p-5">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <span aria-hidden="true" className={cn('size-2 rounded-full', ACCENTS[BADGE_TONES[t.status]])} />
            {badgeLabel(t.status)}
            {totals.some((o) => o.status === t.status && o.currency !== t.currency) ? (
              <span className="text-slate-400">· {t.currency}</span>
            ) : null}
          </p>
          <p className="mt-2 truncate text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {formatAmount(t.amount, t.currency)}
          </p>
          <p className="mt-1 text-xs text-slate-500">{M.count(t.count)}</p>
        </Card>
      ))}
    </section>
  );
}
