import {
  type ClientDetailDto,
  type ClientPaymentsDto,
  formatAmount,
  INVOICE_KIND_LABELS,
  type InvoiceDto,
  PAYMENT_FLAG_LABELS,
  PLAN_CHOICE_LABELS,
} from '@bloom/core';
import { Ban, Download, FileText, Receipt, TriangleAlert, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { useClientPayments } from '../api/payment-mutations';
import { canVoid, formatDay } from '../payment-format';
import { PAYMENTS_UI as M } from '../payments-messages';
import { InvoiceStatusBadges } from './invoice-status-badge';
import { VoidInvoiceDialog } from './void-invoice-dialog';

type ClientRef = Pick<ClientDetailDto, 'id' | 'steps'>;

/**
 * The client page's payments: what the client was invoiced, paid and refunded, with the PDFs, and
 * Void for an open invoice nothing was paid on. A client whose journey has no payment stage shows
 * the card only when invoices remain from an earlier one (a plan outlives its stage). A Member sees
 * what the API answers them (their assigned clients only).
 */
export function PaymentsCard({ client }: { client: ClientRef }) {
  if (!client.steps.some((step) => step.stepType === 'payment')) return <EarlierInvoices clientId={client.id} />;
  return (
    <SectionCard icon={Wallet} title={M.cardTitle}>
      <PaymentsBody clientId={client.id} />
    </SectionCard>
  );
}

function EarlierInvoices({ clientId }: { clientId: string }) {
  const payments = useClientPayments(clientId);
  if (!payments.data?.invoices.length) return null;
  return (
    <SectionCard icon={Wallet} title={M.cardTitle}>
      <PaymentsBody clientId={clientId} />
    </SectionCard>
  );
}

export function PaymentsBody({ clientId }: { clientId: string }) {
  const payments = useClientPayments(clientId);
  const [voiding, setVoiding] = useState<InvoiceDto | null>(null);

  if (payments.isError) return <SectionError query={payments} message={M.cardLoadFailed} />;
  if (!payments.data) {
    return (
      <Loading label={M.cardLoading} className="space-y-4 px-5 py-5 sm:px-6">
        <Bars bars={['h-14 w-full rounded-lg', 'h-20 w-full rounded-lg', 'h-20 w-full rounded-lg']} />
      </Loading>
    );
  }
  const { invoices } = payments.data;
  if (invoices.length === 0) return <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.noInvoices}</p>;

  return (
    <>
      <Totals data={payments.data} />
      <ul className="divide-y divide-slate-100">
        {invoices.map((invoice) => (
          <InvoiceItem key={invoice.id} invoice={invoice} onVoid={() => setVoiding(invoice)} />
        ))}
      </ul>
      <VoidInvoiceDialog clientId={clientId} invoice={voiding} onOpenChange={(open) => !open && setVoiding(null)} />
    </>
  );
}

/** Open, paid and refunded per currency, and each plan's progress. */
function Totals({ data }: { data: ClientPaymentsDto }) {
  return (
    <div className="space-y-3 border-b border-slate-100 px-5 py-4 sm:px-6">
      {data.totals.map((t) => (
        <dl key={t.currency} className="grid grid-cols-3 gap-3 text-sm">
          <Figure label={M.totalsDue} value={formatAmount(t.due, t.currency)} />
          <Figure label={M.totalsPaid} value={formatAmount(t.paid, t.currency)} />
          <Figure label={M.totalsRefunded} value={formatAmount(t.refunded, t.currency)} />
        </dl>
      ))}
      {data.plans.map((plan) => (
        <p key={plan.id} className="text-xs text-slate-500">
          {plan.title} · {PLAN_CHOICE_LABELS[plan.choice]} · {formatAmount(plan.paid, plan.currency)} of{' '}
          {formatAmount(plan.total, plan.currency)} paid
        </p>
      ))}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="truncate font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function InvoiceItem({ invoice, onVoid }: { invoice: InvoiceDto; onVoid: () => void }) {
  const money = (amount: number) => formatAmount(amount, invoice.currency);
  const when =
    invoice.status === 'paid' && invoice.paidAt
      ? M.paidOn(formatOwnerDate(invoice.paidAt))
      : invoice.status === 'void' && invoice.voidedAt
        ? M.voidedOn(formatOwnerDate(invoice.voidedAt))
        : M.due(formatDay(invoice.dueOn));

  return (
    <li className="space-y-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="tabular-nums">{invoice.number}</span>
            <span className="text-sm font-normal text-slate-500">{INVOICE_KIND_LABELS[invoice.kind]}</span>
            <InvoiceStatusBadges invoice={invoice} />
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {invoice.title} · {when}
          </p>
        </div>
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{money(invoice.total)}</p>
      </div>

      <dl className="grid grid-cols-3 gap-3 text-sm">
        <Figure label={M.amountPaid} value={money(invoice.amountPaid)} />
        <Figure label={M.amountRefunded} value={money(invoice.amountRefunded)} />
        <Figure label={M.amountDue} value={money(invoice.status === 'open' ? invoice.amountDue : 0)} />
      </dl>

      {invoice.flagged.map((flag) => (
        <p
          key={flag}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {PAYMENT_FLAG_LABELS[flag]}
        </p>
      ))}

      <div className="flex flex-wrap items-center gap-2">
        {invoice.pdfUrl ? (
          <FileLink href={invoice.pdfUrl} icon={<FileText aria-hidden="true" className="size-4" />}>
            {M.pdf}
          </FileLink>
        ) : null}
        {invoice.receiptUrl ? (
          <FileLink href={invoice.receiptUrl} icon={<Receipt aria-hidden="true" className="size-4" />}>
            {M.receipt}
          </FileLink>
        ) : null}
        {invoice.creditNotes.map((note) =>
          note.pdfUrl ? (
            <FileLink key={note.id} href={note.pdfUrl} icon={<Download aria-hidden="true" className="size-4" />}>
              {M.creditNote(note.number)} · {money(note.amount)}
            </FileLink>
          ) : (
            <span key={note.id} className="text-sm text-slate-600">
              {M.creditNote(note.number)} · {money(note.amount)}
            </span>
          ),
        )}
        {canVoid(invoice) ? (
          <Button variant="ghost" size="sm" className="ml-auto text-red-700 hover:bg-red-50" onClick={onVoid}>
            <Ban aria-hidden="true" className="size-4" />
            {M.void}
            <span className="sr-only"> {invoice.number}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function FileLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={href} target="_blank" rel="noopener">
        {icon}
        {children}
      </a>
    </Button>
  );
}
