import { INVOICE_LIST_STATUSES, type InvoiceListStatus, isCurrency } from '@bloom/core';
import { Download, SearchX, Wallet, X } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type PaymentsListParams, paymentsExportUrl } from '../../../api/payments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { MorePages } from '../../../components/ui/list-page';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TileSkeletons } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { usePaymentsList } from '../api/payment-mutations';
import { badgeLabel } from '../payment-format';
import { PAYMENTS_UI as M } from '../payments-messages';
import { InvoiceTable } from './invoice-table';
import { TotalsTiles } from './totals-tiles';

/** The filters from the address; anything the API would refuse is dropped. */
export function readPaymentFilters(params: URLSearchParams): PaymentsListParams {
  const status = params.get('status') ?? '';
  const currency = (params.get('currency') ?? '').toUpperCase();
  return {
    status: (INVOICE_LIST_STATUSES as readonly string[]).includes(status) ? (status as InvoiceListStatus) : undefined,
    currency: isCurrency(currency) ? currency : undefined,
  };
}

/** /payments: every invoice of the workspace (a Member's: their clients'), totals first, newest first. */
export function PaymentsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = readPaymentFilters(params);
  const query = usePaymentsList(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = query.data?.pages[0]?.totals ?? [];
  const filtered = Boolean(filters.status || filters.currency);
  const stale = query.isPlaceholderData;
  // The currencies the totals know, and the one filtered on.
  const currencies = [...new Set([...totals.map((t) => t.currency), ...(filters.currency ? [filters.currency] : [])])];

  // Filters replace the entry, so Back leaves the page instead of stepping through each filter.
  const setFilter = (key: 'status' | 'currency', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <>
      <PageHeader
        title={M.listTitle}
        description={M.listDescription}
        actions={
          <Button asChild variant="secondary">
            <a href={paymentsExportUrl(filters)} download>
              <Download aria-hidden="true" className="size-4" />
              {M.exportCsv}
            </a>
          </Button>
        }
      />

      <section aria-label="Filters" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-status`}>{M.status}</Label>
            <Select
              id={`${id}-status`}
              value={filters.status ?? ''}
              onChange={(e) => setFilter('status', e.target.value)}
            >
              <option value="">{M.allStatuses}</option>
              {INVOICE_LIST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {badgeLabel(s)}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-currency`}>{M.currency}</Label>
            <Select
              id={`${id}-currency`}
              value={filters.currency ?? ''}
              onChange={(e) => setFilter('currency', e.target.value)}
            >
              <option value="">{M.allCurrencies}</option>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          {filtered ? (
            <Button variant="ghost" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {M.clearFilters}
            </Button>
          ) : null}
        </div>
      </section>

      {query.isError && !query.data ? (
        <LoadError query={query} title={M.listLoadFailed} />
      ) : !query.data ? (
        <ListSkeleton />
      ) : items.length === 0 && filtered ? (
        <EmptyState
          icon={SearchX}
          title={M.noMatchesTitle}
          description={M.noMatchesText}
          action={
            <Button variant="secondary" onClick={clear}>
              {M.clearFilters}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title={M.emptyTitle}
          description={M.emptyText}
          action={
            <Button asChild>
              <Link to="/journeys">{M.emptyAction}</Link>
            </Button>
          }
        />
      ) : (
        <div aria-busy={stale || undefined} className={cn('transition-opacity duration-150', stale && 'opacity-60')}>
          <TotalsTiles totals={totals} />
          <InvoiceTable invoices={items} />
          <MorePages query={query} label={M.loadMore} failed={M.listLoadFailed} />
        </div>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <Loading label={M.listLoading} className="space-y-6">
      <TileSkeletons count={3} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" label="w-20" value="w-28" />
      <Card className="space-y-3 p-4 sm:p-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10 w-full rounded-lg" />
        ))}
      </Card>
    </Loading>
  );
}
