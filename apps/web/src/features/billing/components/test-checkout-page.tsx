import { formatMoney } from '@bloom/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { completeTestCheckout, declineTestCheckout, useTestCheckout } from '../api/test-billing';
import { BillingScreen, DetailRow } from './billing-screen';

/** The test provider's checkout page: what Stripe Checkout would show, without a real payment. */
export function TestCheckoutPage() {
  const { id = '' } = useParams();
  const session = useTestCheckout(id);
  const [busy, setBusy] = useState<'pay' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (session.isPending) return <PageSpinner className="min-h-dvh" />;
  if (session.isError) {
    return (
      <BillingScreen title="Checkout" testMode>
        <Alert tone="error" title="This checkout link is not valid">
          {session.error.message}
        </Alert>
      </BillingScreen>
    );
  }
  const view = session.data;
  const free = view.dueTodayCents === 0;

  const pay = async () => {
    setBusy('pay');
    setError(null);
    try {
      const { redirectUrl } = await completeTestCheckout(id);
      window.location.assign(redirectUrl);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(null);
    }
  };
  const decline = async () => {
    setBusy('decline');
    setError(null);
    try {
      await declineTestCheckout(id);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    setBusy(null);
  };

  return (
    <BillingScreen title="Checkout" testMode>
      <p className="text-sm font-medium text-slate-600">Subscribe to Bloom</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{view.plan.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{view.plan.description}</p>
      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <DetailRow label="Due today">{formatMoney(view.dueTodayCents, view.currency)}</DetailRow>
        <DetailRow label={view.plan.trialPeriodDays > 0 ? `After the ${view.plan.trialPeriodDays}-day trial` : 'Then'}>
          {view.priceLabel}
        </DetailRow>
      </dl>
      {view.plan.requiresPaymentMethod && (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          Test card: Visa •••• 4242 (nothing is charged)
        </p>
      )}
      {view.completed && (
        <Alert tone="success" className="mt-4">
          This checkout is already complete.
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={pay} busy={busy === 'pay'} busyText="Processing..." disabled={busy !== null}>
          {free ? 'Start trial' : 'Complete payment'}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            onClick={decline}
            busy={busy === 'decline'}
            busyText="Declining..."
            disabled={busy !== null}
          >
            Decline card
          </Button>
          <Button variant="ghost" onClick={() => window.location.assign(view.cancelUrl)} disabled={busy !== null}>
            Cancel
          </Button>
        </div>
      </div>
    </BillingScreen>
  );
}
