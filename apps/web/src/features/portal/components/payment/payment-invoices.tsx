import { formatAmount, type PortalPaymentDto } from '@bloom/core';
import { useId } from 'react';
import { PAYMENT_COPY as C } from './payment-copy';
import { FileLink } from './payment-schedule';

/** The plan's invoices (and any credit notes for refunds), each with its PDF. */
export function PaymentInvoices({ payment, locale }: { payment: PortalPaymentDto; locale?: string }) {
  const titleId = useId();
  const money = (n: number) => formatAmount(n, payment.currency, locale);
  const invoices = payment.installments.flatMap((i) => (i.invoice ? [{ ...i.invoice, label: i.label }] : []));
  if (invoices.length === 0 && payment.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-4">
      <h4 id={titleId} className="text-sm font-semibold text-slate-900">
        {C.invoices}
      </h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <p className="min-w-0 break-words text-slate-700">
              <span className="font-medium text-slate-900">{invoice.number}</span> · {invoice.label} ·{' '}
              <span className="tabular-nums">{money(invoice.amountDue)}</span>
            </p>
            {invoice.pdfUrl ? <FileLink href={invoice.pdfUrl} label={C.invoicePdf} of={invoice.number} /> : null}
          </li>
        ))}
        {payment.creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <p className="min-w-0 break-words text-slate-700">
              <span className="font-medium text-slate-900">{C.creditNote(note.number)}</span> ·{' '}
              <span className="tabular-nums">{money(-note.amount)}</span>
            </p>
            {note.pdfUrl ? (
              <FileLink href={note.pdfUrl} label={C.creditNotePdf} of={C.creditNote(note.number)} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
