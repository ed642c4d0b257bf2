import { formatAmount, type Quote } from '@bloom/core';
import { useId } from 'react';
import { PAYMENT_COPY as C } from './payment-copy';
import { taxLabel, taxRows } from './payment-view';

/** A row of the totals: a label and an amount, the total set larger. */
function TotalRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-semibold text-slate-900' : ''}`}
    >
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * What they pay and why: the stage's title, each line (quantity × unit price, amount), the tax per
 * rate and the totals, as the invoice will show them. A line's amount is before tax, or with tax
 * when the prices include it.
 */
export function PaymentSummary({ title, quote, locale }: { title: string; quote: Quote; locale?: string }) {
  const money = (n: number) => formatAmount(n, quote.currency, locale);
  const titleId = useId();
  const taxes = taxRows(quote.taxes);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{C.whatYouPay}</p>
        <h4 id={titleId} className="mt-0.5 font-semibold break-words text-slate-900">
          {title}
        </h4>
      </div>
      <ul className="divide-y divide-slate-100 px-4 sm:px-5">
        {quote.lines.map((line, i) => (
          // Lines have no id of their own; their order is fixed once quoted.
          <li key={i} className="flex items-start justify-between gap-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words whitespace-pre-line text-slate-900">{line.description}</p>
              <p className="mt-0.5 text-slate-600 tabular-nums">
                {C.quantityTimes(line.quantity, money(line.unitAmount))}
              </p>
            </div>
            <p className="shrink-0 font-medium text-slate-900 tabular-nums">
              {money(quote.pricesIncludeTax ? line.gross : line.net)}
            </p>
          </li>
        ))}
      </ul>
      <div className="rounded-b-xl border-t border-slate-200 bg-slate-50/70 px-4 py-3 sm:px-5">
        <dl className="space-y-1.5 text-sm text-slate-700">
          {/* Without tax the subtotal is the total: one line says it. */}
          {taxes.length > 0 ? <TotalRow label={C.subtotal} amount={money(quote.subtotal)} /> : null}
          {taxes.map((t) => (
            <TotalRow key={t.taxRateId} label={taxLabel(t)} amount={money(t.tax)} />
          ))}
          <TotalRow label={C.total} amount={money(quote.total)} strong />
        </dl>
        {quote.pricesIncludeTax && taxes.length > 0 ? (
          <p className="mt-1.5 text-xs text-slate-500">{C.pricesIncludeTax}</p>
        ) : null}
      </div>
    </section>
  );
}
