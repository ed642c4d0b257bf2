import {
  BILLING_MESSAGES,
  checkoutAmounts,
  checkoutErrorMessage,
  formatMoney,
  GATE_MESSAGES,
  PLAN_FEATURES,
} from '@bloom/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePlan } from '../../../api/pricing';
import { useSubscription } from '../../../api/subscription';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { goToCheckout, isAlreadySubscribed } from '../../../lib/billing-actions';
import { BillingScreen, BillingScreenSkeleton, DetailRow, GateScreenActions } from './billing-screen';

const LABELS = {
  not_started: 'Subscription Incomplete',
  incomplete: 'Payment Incomplete',
  incomplete_expired: 'Checkout Expired',
} as const;

/** /complete-checkout: a signed-in owner whose checkout never finished (docs/product.md#gate-screens). */
export function CompleteCheckoutPage() {
  const subscription = useSubscription();
  const { plan, price } = usePlan();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (subscription.isPending) return <BillingScreenSkeleton title="Complete checkout" />;
  // A failed read counts as "no subscription yet" (docs/product.md#gate-routing).
  const status = subscription.data?.subscription?.subscriptionStatus ?? 'not_started';
  if (subscription.data?.provider === 'none' || !(status in LABELS)) return <Navigate to="/dashboard" replace />;
  const label = LABELS[status as keyof typeof LABELS];
  const gateMessage = subscription.isError ? GATE_MESSAGES.noRecord : subscription.data?.gate.message;
  const amounts = checkoutAmounts(plan, price);

  const complete = async () => {
    setStarting(true);
    setError(null);
    try {
      await goToCheckout({
        plan: plan.id,
        successPath: '/dashboard?checkout=success',
        cancelPath: '/complete-checkout',
      });
    } catch (e) {
      setStarting(false);
      if (isAlreadySubscribed(e)) {
        // Already active or trialing: a toast, then the dashboard.
        toast(BILLING_MESSAGES.alreadySubscribedToast);
        await subscription.refetch();
        await navigate('/dashboard', { replace: true });
        return;
      }
      const message = isApiError(e)
        ? checkoutErrorMessage(e.status, e.message, 'complete')
        : BILLING_MESSAGES.noUrlComplete;
      setError(message);
      toast.error(message);
    }
  };
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([subscription.refetch(), new Promise((r) => setTimeout(r, 1000))]);
    setRefreshing(false);
  };

  return (
    <BillingScreen title={label}>
      <p className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/25 ring-inset">
        {label}
      </p>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{plan.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      {gateMessage && <p className="mt-2 text-sm text-slate-600">{gateMessage}</p>}

      <ul className="mt-6 space-y-2.5">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" strokeWidth={3} />
            {feature}
          </li>
        ))}
      </ul>

      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <DetailRow label="Due today">
          <span className="text-base font-semibold">{formatMoney(amounts.dueTodayCents, price.currency)}</span>
        </DetailRow>
        <DetailRow label={amounts.trial ? `After your ${plan.trialPeriodDays}-day trial` : 'After today'}>
          then {price.label}
        </DetailRow>
      </dl>

      {error && (
        <Alert tone="error" title="Checkout Error" className="mt-6">
          {error}
        </Alert>
      )}

      <GateScreenActions onRefresh={refresh} refreshing={refreshing}>
        <Button size="lg" onClick={complete} busy={starting} busyText="Redirecting...">
          Complete Checkout
        </Button>
      </GateScreenActions>
    </BillingScreen>
  );
}
