import { BILLING_MESSAGES, GATE_MESSAGES, isSubscribed, type SubscriptionStatus } from '@bloom/core';
import { CreditCard, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePlan } from '../../../api/pricing';
import { useSubscription } from '../../../api/subscription';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import {
  goToBillingPortal,
  goToCheckout,
  isAlreadySubscribed,
  isNoCheckoutUrl,
  portalErrorMessage,
  usePortalReturnRefetch,
} from '../../../lib/billing-actions';
import { BillingScreen, GateScreenActions } from './billing-screen';

type Kind = 'failed' | 'ended' | 'incomplete' | 'other';

function kindOf(status: SubscriptionStatus | null): Kind {
  if (status === 'past_due' || status === 'unpaid') return 'failed';
  if (status === 'canceled' || status === 'paused') return 'ended';
  if (status === 'incomplete' || status === 'incomplete_expired') return 'incomplete';
  return 'other';
}

/** Title, text and action per kind (docs/product.md#gate-screens), the price from the operator's configuration. */
function copyFor(kind: Kind, priceLabel: string) {
  switch (kind) {
    case 'failed':
      return {
        title: 'Payment Failed',
        description:
          'Your last payment was unsuccessful. Please update your payment method to restore access to your account.',
        action: 'Update Payment Method',
      };
    case 'ended':
      return {
        title: 'Subscription Ended',
        description: `Your trial has ended. Continue with the product for just ${priceLabel}, billed daily. Cancel anytime.`,
        action: `Subscribe Now (${priceLabel})`,
      };
    case 'incomplete':
      return {
        title: 'Subscription Incomplete',
        description: 'Your subscription setup was not completed. Please finish the checkout process.',
        action: 'Complete Checkout',
      };
    default:
      return {
        title: 'Payment Issue',
        description: 'There is an issue with your subscription. Please manage your subscription to resolve it.',
        action: 'Manage Subscription',
      };
  }
}

/** /payment-issue (and its three aliases): why access stopped and the one action that restores it. */
export function PaymentIssuePage() {
  const subscription = useSubscription();
  const { price } = usePlan();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  usePortalReturnRefetch(subscription.refetch);

  if (subscription.isPending) return <PageSpinner className="min-h-dvh" label="Checking subscription status..." />;
  if (subscription.isError) {
    return (
      <BillingScreen title="Payment Issue">
        <Alert tone="error" title="We couldn't check your subscription">
          {GATE_MESSAGES.unexpected}
        </Alert>
        <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
          Refresh Status
        </Button>
      </BillingScreen>
    );
  }
  const sub = subscription.data.subscription;
  const status = sub?.subscriptionStatus ?? null;
  if (subscription.data.provider === 'none' || (isSubscribed(status) && subscription.data.gate.status === 'allowed')) {
    return <Navigate to="/dashboard" replace />;
  }
  // Never subscribed: finishing checkout is the way in, not the billing portal.
  if (status === null || status === 'not_started') return <Navigate to="/complete-checkout" replace />;
  const kind = kindOf(status);
  const copy = copyFor(kind, price.label);

  const act = async () => {
    if (kind === 'incomplete') {
      await navigate('/complete-checkout');
      return;
    }
    setBusy(true);
    try {
      if (kind === 'ended') {
        await goToCheckout({
          plan: 'launch',
          successPath: '/dashboard?checkout=success',
          cancelPath: '/payment-issue',
        });
      } else {
        await goToBillingPortal('/payment-issue');
      }
    } catch (error) {
      setBusy(false);
      if (isApiError(error, 401)) {
        toast.error(BILLING_MESSAGES.loginToContinue);
        await navigate('/login');
        return;
      }
      if (isAlreadySubscribed(error)) {
        toast(BILLING_MESSAGES.alreadySubscribedToast);
        await subscription.refetch();
        await navigate('/dashboard', { replace: true });
        return;
      }
      if (isNoCheckoutUrl(error)) toast.error(BILLING_MESSAGES.noCheckoutUrl);
      else if (kind === 'ended')
        toast.error(error instanceof Error && error.message ? error.message : BILLING_MESSAGES.failedCheckout);
      else toast.error(portalErrorMessage(error));
    }
  };

  return (
    <BillingScreen title={copy.title}>
      <div className="flex size-12 items-center justify-center rounded-full bg-amber-100">
        <TriangleAlert aria-hidden="true" className="size-6 text-amber-600" />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{copy.description}</p>

      {sub?.paymentFailureReason && (
        <Alert tone="error" className="mt-5">
          Error: {sub.paymentFailureReason}
        </Alert>
      )}
      {sub?.paymentMethodLast4 && (
        <div className="mt-5 flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3">
          <CreditCard aria-hidden="true" className="size-5 text-slate-500" />
          <div className="text-sm">
            <p className="text-slate-600">Current payment method</p>
            <p className="font-medium text-slate-900 capitalize">
              {sub.paymentMethodBrand || 'Card'} •••• {sub.paymentMethodLast4}
            </p>
          </div>
        </div>
      )}

      <GateScreenActions onRefresh={() => window.location.reload()}>
        <Button size="lg" onClick={act} busy={busy} busyText="Loading...">
          {copy.action}
        </Button>
      </GateScreenActions>
    </BillingScreen>
  );
}
