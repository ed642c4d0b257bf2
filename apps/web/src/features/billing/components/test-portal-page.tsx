import { formatBillingDate, SUBSCRIPTION_STATUSES, type SubscriptionStatus, type TestPortalAction } from '@bloom/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTestPortal, useTestPortalAction } from '../api/test-billing';
import { BillingScreen, DetailRow } from './billing-screen';

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
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');

  if (portal.isPending) return <PageSpinner className="min-h-dvh" />;
  if (portal.isError) {
    return (
      <BillingScreen title="Billing portal" testMode>
        <Alert tone="error" title="This billing portal link is not valid">
          {portal.error.message}
        </Alert>
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

  return (
    <BillingScreen title="Billing portal" testMode wide>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Billing portal</h1>
      <p className="mt-1 text-sm text-slate-600">Manage your Bloom subscription.</p>

      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <DetailRow label="Status">
          <span data-testid="portal-status">{sub?.subscriptionStatus ?? 'none'}</span>
        </DetailRow>
        <DetailRow label="Plan">{planId ?? '—'}</DetailRow>
        {sub?.trialEndDate && <DetailRow label="Trial ends">{formatBillingDate(sub.trialEndDate)}</DetailRow>}
        <DetailRow label="Payment method">
          {sub?.paymentMethodLast4 ? (
            <span className="capitalize">
              {sub.paymentMethodBrand || 'Card'} •••• {sub.paymentMethodLast4}
            </span>
          ) : (
            'None'
          )}
        </DetailRow>
        {sub?.cancelAtPeriodEnd && <DetailRow label="Renewal">Cancels at period end</DetailRow>}
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={() => run({ action: 'add_payment_method' })}
          busy={pending('add_payment_method')}
          busyText="Adding..."
        >
          Add payment method
        </Button>
        {sub?.cancelAtPeriodEnd ? (
          <Button
            variant="secondary"
            onClick={() => run({ action: 'resume' })}
            busy={pending('resume')}
            busyText="Resuming..."
          >
            Resume subscription
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => run({ action: 'cancel' })}
            busy={pending('cancel')}
            busyText="Canceling..."
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
          <Button
            type="submit"
            variant="secondary"
            disabled={!status}
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
          >
            End trial now
          </Button>
        </form>
      </section>

      <Button variant="link" className="mt-6 px-0" onClick={() => window.location.assign(returnUrl)}>
        Return to Bloom
      </Button>
    </BillingScreen>
  );
}
