import {
  buildPlans,
  formatBillingDate,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type TestPortalAction,
} from '@bloom/core';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { usePricing } from '../../../api/pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { ownerTimeZone } from '../../../lib/owner-dates';
import { useTestPortal } from '../api/get-test-portal';
import { useTestPortalAction } from '../api/test-portal-action';
import { BillingScreen, BillingScreenSkeleton, DetailRow } from './billing-screen';
import { StatusBadge } from './status-badge';

const DONE: Record<TestPortalAction['action'], string> = {
  add_payment_method: 'Payment method added',
  cancel: 'Subscription will cancel at the end of the period',
  resume: 'Subscription resumed',
  end_trial: 'Trial ended',
  set_status: 'Subscription status changed',
};

/** The test provider's billing portal, with controls to put the subscription in any state. */
export function TestPortalPage() {
  const { id = '' } = useParams();
  const portal = useTestPortal(id);
  const action = useTestPortalAction(id);
  const plans = (usePricing().data ?? buildPlans()).plans;
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');

  if (portal.isPending) return <BillingScreenSkeleton title="Billing portal" testMode />;
  if (portal.isError) {
    return (
      <BillingScreen title="Billing portal" testMode>
        <Alert tone="error" title="This billing portal link is not valid">
          {portal.error.message}
        </Alert>
        <Button className="mt-6 w-full" variant="secondary" onClick={() => window.location.assign('/settings/billing')}>
          Return to Bloom
        </Button>
      </BillingScreen>
    );
  }

  const { subscription: sub, returnUrl, planId } = portal.data;
  const run = (a: TestPortalAction) =>
    action.mutate(a, {
      onSuccess: () => toast.success(DONE[a.action]),
      onError: (e) => toast.error(e.message),
    });
  const pending = (name: TestPortalAction['action']) => action.isPending && action.variables?.action === name;
  const busy = action.isPending;

  return (
    <BillingScreen title="Billing portal" testMode wide>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Billing portal</h1>
      <p className="mt-1 text-sm text-slate-600">Manage your Bloom subscription and payment method.</p>

      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <DetailRow label="Status">
          <StatusBadge status={sub?.subscriptionStatus ?? null} data-testid="portal-status" />
        </DetailRow>
        <DetailRow label="Plan">{planId ? `Pro · ${plans[planId].title}` : '—'}</DetailRow>
        {sub?.trialEndDate && sub.subscriptionStatus === 'trialing' && (
          <DetailRow label="Trial ends">{formatBillingDate(sub.trialEndDate, ownerTimeZone())}</DetailRow>
        )}
        {sub?.currentPeriodEnd && sub.subscriptionStatus === 'active' && (
          <DetailRow label={sub.cancelAtPeriodEnd ? 'Access until' : 'Renews'}>
            {formatBillingDate(sub.currentPeriodEnd, ownerTimeZone())}
          </DetailRow>
        )}
        <DetailRow label="Payment method">
          {sub?.paymentMethodLast4 ? (
            <span className="capitalize">
              {sub.paymentMethodBrand || 'Card'} •••• {sub.paymentMethodLast4}
            </span>
          ) : (
            <span className="font-normal text-slate-500">None</span>
          )}
        </DetailRow>
        {sub?.cancelAtPeriodEnd && (
          <DetailRow label="Renewal">
            <span className="text-amber-700">Cancels at period end</span>
          </DetailRow>
        )}
      </dl>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={() => run({ action: 'add_payment_method' })}
          busy={pending('add_payment_method')}
          busyText="Adding..."
          disabled={busy}
        >
          Add payment method
        </Button>
        {sub?.cancelAtPeriodEnd ? (
          <Button
            variant="secondary"
            onClick={() => run({ action: 'resume' })}
            busy={pending('resume')}
            busyText="Resuming..."
            disabled={busy}
          >
            Resume subscription
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => run({ action: 'cancel' })}
            busy={pending('cancel')}
            busyText="Canceling..."
            disabled={busy}
          >
            Cancel subscription
          </Button>
        )}
      </div>

      <section
        aria-labelledby="test-controls"
        className="mt-8 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4"
      >
        <h2 id="test-controls" className="text-sm font-semibold text-amber-900">
          Test controls
        </h2>
        <p className="mt-1 text-xs text-amber-900/80">Put the subscription in any state to see how Bloom responds.</p>
        <form
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (status) run({ action: 'set_status', status });
          }}
        >
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="test-status">Subscription status</Label>
            <select
              id="test-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as SubscriptionStatus)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <option value="">Choose a status</option>
              {SUBSCRIPTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button
              type="submit"
              variant="secondary"
              disabled={!status || busy}
              busy={pending('set_status')}
              busyText="Applying..."
            >
              Apply
            </Button>
            <Button
              variant="secondary"
              onClick={() => run({ action: 'end_trial' })}
              busy={pending('end_trial')}
              busyText="Ending..."
              disabled={busy || sub?.subscriptionStatus !== 'trialing'}
            >
              End trial now
            </Button>
          </div>
        </form>
      </section>

      <Button variant="ghost" className="mt-6 -ml-3" onClick={() => window.location.assign(returnUrl)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Return to Bloom
      </Button>
    </BillingScreen>
  );
}
