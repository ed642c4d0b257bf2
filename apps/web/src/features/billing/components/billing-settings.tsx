import { billingCard, formatBillingDate } from '@bloom/core';
import { CreditCard, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePlan } from '../../../api/pricing';
import { useSubscription } from '../../../api/subscription';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { goToBillingPortal, portalErrorMessage, usePortalReturnRefetch } from '../../../lib/billing-actions';
import { ownerTimeZone } from '../../../lib/owner-dates';
import { StatusBadge } from './status-badge';

/** /settings/billing: the subscription status card and the way to the billing portal (docs/product.md#billing-card). */
export function BillingSettings() {
  const subscription = useSubscription();
  const { price, pricing } = usePlan();
  const [opening, setOpening] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  usePortalReturnRefetch(subscription.refetch);

  const openPortal = async () => {
    setOpening(true);
    try {
      await goToBillingPortal('/settings/billing');
    } catch (error) {
      setOpening(false);
      toast.error(portalErrorMessage(error));
    }
  };
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([subscription.refetch(), new Promise((r) => setTimeout(r, 500))]);
    setRefreshing(false);
  };

  const sub = subscription.data?.subscription ?? null;
  const card = billingCard(sub, price.label, new Date(), ownerTimeZone());
  const plan = sub?.trialSubdomain ? pricing.plans[sub.trialSubdomain] : null;

  return (
    <>
      <PageHeader title="Billing" description="Your subscription, trial and payment method." />
      {subscription.isPending ? (
        <Card aria-busy="true">
          <CardContent className="space-y-5">
            <div className="flex justify-between">
              <div className="space-y-2">
                <Bars bars={['h-4 w-16', 'h-6 w-44']} />
              </div>
              <Skeleton className="h-6 w-16 rounded-full" />
            </div>
            <Skeleton className="h-20 w-full rounded-xl" />
            <div className="flex gap-3 border-t border-slate-100 pt-5">
              <Bars bars={['h-10 w-44 rounded-lg', 'h-10 w-28 rounded-lg']} />
            </div>
          </CardContent>
        </Card>
      ) : subscription.isError ? (
        <div className="space-y-4">
          <Alert tone="error" title="We couldn't load your subscription">
            {subscription.error.message}
          </Alert>
          <Button variant="secondary" onClick={refresh} busy={refreshing} busyText="Refreshing...">
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : (
        <Card>
          <CardContent className="space-y-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm text-slate-600">Your plan</p>
                <p className="text-lg font-semibold text-slate-900">Bloom Pro</p>
                <p className="text-sm text-slate-600">
                  {price.label}, billed daily
                  {plan && plan.trialPeriodDays > 0 ? ` · started with the ${plan.title}` : ''}
                </p>
              </div>
              <StatusBadge status={sub?.subscriptionStatus ?? null} />
            </div>

            {card.kind === 'canceled' && (
              <Alert tone="warning" title={card.title}>
                {card.message}
              </Alert>
            )}
            {card.kind === 'add_card' && (
              <div
                role="status"
                className="flex gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 text-orange-950"
              >
                <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-600" />
                <div className="text-sm">
                  <p className="font-semibold">{card.title}</p>
                  <p className="mt-1">{card.message}</p>
                  <Button size="sm" className="mt-3" onClick={openPortal} busy={opening} busyText="Opening...">
                    {card.action}
                  </Button>
                </div>
              </div>
            )}
            {card.kind === 'card_ready' && (
              <Alert tone="success" title={card.message}>
                {card.detail}
              </Alert>
            )}
            {card.kind === 'trial' && (
              <Alert tone="info" title={card.title}>
                {card.message}
              </Alert>
            )}
            {card.kind === 'active' && (
              <Alert tone="success" title={card.message}>
                {sub?.currentPeriodEnd
                  ? `Next charge on ${formatBillingDate(sub.currentPeriodEnd, ownerTimeZone())}.`
                  : null}
              </Alert>
            )}
            {card.kind === 'none' && card.message && <p className="text-sm text-slate-700">{card.message}</p>}

            <div className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm">
              <CreditCard aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <div>
                <p className="text-slate-600">Current payment method</p>
                {sub?.paymentMethodLast4 ? (
                  <p className="font-medium text-slate-900 capitalize">
                    {sub.paymentMethodBrand || 'Card'} •••• {sub.paymentMethodLast4}
                  </p>
                ) : (
                  <p className="text-slate-500">None yet</p>
                )}
              </div>
            </div>

            <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row">
              <Button onClick={openPortal} busy={opening} busyText="Opening...">
                Open Billing Portal
              </Button>
              <Button variant="secondary" onClick={refresh} busy={refreshing} busyText="Refreshing...">
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </>
  );
}
