import { BILLING_MESSAGES, billingCard, formatBillingDate } from '@bloom/core';
import { CreditCard, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { goToBillingPortal, usePortalReturnRefetch } from '../../../lib/billing-actions';
import { usePlan } from '../../../lib/plan';
import { useSubscription } from '../../../lib/subscription';

const STATUS_LABEL: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  paused: 'Paused',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  not_started: 'Not started',
};

/** /settings/billing: the subscription status card and the way to the billing portal (spec §4). */
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
      if (isApiError(error, 401)) toast.error(BILLING_MESSAGES.loginForPortal);
      else if (isApiError(error)) toast.error(error.message || BILLING_MESSAGES.portalFailed(error.status));
      else toast.error(BILLING_MESSAGES.unexpected);
    }
  };
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([subscription.refetch(), new Promise((r) => setTimeout(r, 500))]);
    setRefreshing(false);
  };

  const sub = subscription.data?.subscription ?? null;
  const card = billingCard(sub, price.label);
  const plan = sub?.trialSubdomain ? pricing.plans[sub.trialSubdomain] : null;

  return (
    <>
      <PageHeader title="Billing" description="Your subscription, trial and payment method." />
      {subscription.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : subscription.isError ? (
        <Alert tone="error" title="We couldn't load your subscription">
          {subscription.error.message}
        </Alert>
      ) : (
        <Card>
          <CardContent className="space-y-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm text-slate-600">Plan</p>
                <p className="text-lg font-semibold text-slate-900">
                  Pro · {price.label}
                  {plan ? <span className="ml-2 text-sm font-normal text-slate-600">({plan.title})</span> : null}
                </p>
              </div>
              <span className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-800 ring-1 ring-primary-200">
                {STATUS_LABEL[sub?.subscriptionStatus ?? 'not_started']}
              </span>
            </div>

            {card.kind === 'canceled' && (
              <Alert tone="warning" title={card.title}>
                {card.message}
              </Alert>
            )}
            {card.kind === 'add_card' && (
              <div className="rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950">
                <p className="font-semibold">{card.title}</p>
                <p className="mt-1">{card.message}</p>
                <Button size="sm" className="mt-3" onClick={openPortal} busy={opening} busyText="Opening...">
                  {card.action}
                </Button>
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
            {card.kind === 'active' && <p className="text-sm text-slate-700">{card.message}</p>}
            {card.kind === 'none' && card.message && <p className="text-sm text-slate-700">{card.message}</p>}
            {sub?.currentPeriodEnd && sub.subscriptionStatus === 'active' && !sub.cancelAtPeriodEnd && (
              <p className="text-sm text-slate-600">Next charge: {formatBillingDate(sub.currentPeriodEnd)}</p>
            )}

            {sub?.paymentMethodLast4 && (
              <div className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm">
                <CreditCard aria-hidden="true" className="size-5 text-slate-500" />
                <span className="text-slate-600">Current payment method</span>
                <span className="ml-auto font-medium text-slate-900 capitalize">
                  {sub.paymentMethodBrand || 'Card'} •••• {sub.paymentMethodLast4}
                </span>
              </div>
            )}

            <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
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
