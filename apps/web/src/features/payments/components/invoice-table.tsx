import { formatAmount, type InvoiceDto } from '@bloom/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatDay } from '../payment-format';
import { PAYMENTS_UI as M } from '../payments-messages';
import { InvoiceStatusBadges } from './invoice-status-badge';

const clientPath = (invoice: InvoiceDto) => `/clients/${encodeURIComponent(invoice.clientId)}`;

/** The invoices: a table on a wide screen, a card per invoice on a phone. */
export function InvoiceTable({ invoices }: { invoices: InvoiceDto[] }) {
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Invoices</caption>
          <thead className="border-b border-slate-200 bg-slate-50/60 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {M.colClient}
              </th>
              <th scope="col" className="px-4 py-3">
                {M.colNumber}
              </th>
              <th scope="col" className="px-4 py-3">
                {M.colStatus}
              </th>
              <th scope="col" className="px-4 py-3">
                {M.colDue}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {M.colTotal}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {M.colPaid}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {M.colRefunded}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.map((invoice) => {
              const money = (amount: number) => formatAmount(amount, invoice.currency);
              return (
                <tr key={invoice.id} className="hover:bg-slate-50/60">
                  <td className="max-w-56 px-4 py-3">
                    <Link
                      to={clientPath(invoice)}
                      className="font-medium text-slate-900 hover:text-primary-700 hover:underline"
                    >
                      {invoice.clientName}
                    </Link>
                    <span className="block truncate text-xs text-slate-500">{invoice.title}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {invoice.pdfUrl ? (
                      <a
                        href={invoice.pdfUrl}
                        target="_blank"
                        rel="noopener"
                        className="text-primary-700 hover:underline"
                      >
                        {invoice.number}
                      </a>
                    ) : (
                      invoice.number
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <InvoiceStatusBadges invoice={invoice} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDay(invoice.dueOn)}</td>
                  <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                    {money(invoice.total)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                    {money(invoice.amountPaid)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                    {money(invoice.amountRefunded)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <ul aria-label="Invoices" className="space-y-3 md:hidden">
        {invoices.map((invoice) => {
          const money = (amount: number) => formatAmount(amount, invoice.currency);
          return (
            <li key={invoice.id}>
              <Card className="space-y-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link to={clientPath(invoice)} className="font-medium break-words text-slate-900 hover:underline">
                      {invoice.clientName}
                    </Link>
                    <p className="text-sm text-slate-600 tabular-nums">
                      {invoice.number} · {M.due(formatDay(invoice.dueOn))}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{money(invoice.total)}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <InvoiceStatusBadges invoice={invoice} />
                  <span className="tabular-nums">
                    {M.colPaid} {money(invoice.amountPaid)}
                    {invoice.amountRefunded > 0 ? ` · ${M.colRefunded} ${money(invoice.amountRefunded)}` : ''}
                  </span>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
