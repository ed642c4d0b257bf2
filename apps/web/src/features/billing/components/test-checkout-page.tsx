import { BILLING_MESSAGES, formatMoney } from '@bloom/core';
import { CreditCard } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useCompleteTestCheckout } from '../api/complete-test-checkout';
import { useDeclineTestCheckout } from '../api/decline-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { BillingScreen, BillingScreenSkeleton, DetailRow } from './billing-screen';

/** The test provider's checkout page: what Stripe Checkout would show, without a real payment. */
export function TestCheckoutPage() {
  const { id = '' } = useParams();
  const session = useTestCheckout(id);
  const complete = useCompleteTestCheckout(id);
  const decline = useDeclineTestCheckout(id);

  if (session.isPending) return <BillingScreenSkeleton title="Checkout" testMode />;
  if (session.isError) {
    return (
      <BillingScreen title="Checkout" testMode>
        <Alert tone="error" title="This checkout link is not valid">
          {isApiError(session.error, 404) ? 'It may have expired or belong to another account.' : session.error.message}
        </Alert>
        <Button className="mt-6 w-full" variant="secondary" onClick={() => window.location.assign('/dashboard')}>
          Back to Bloom
        </Button>
      </BillingScreen>
    );
  }

  const view = session.data;
  const free = view.dueTodayCents === 0;
  const trialDays = view.plan.trialPeriodDays;
  // Leaving for the success page: keep every button disabled until the browser has gone.
  const leaving = complete.isPending || complete.isSuccess;
  const busy = leaving || decline.isPending;
  const error = complete.error ?? decline.error;

  const pay = () => {
    decline.reset();
    complete.mutate(undefined, { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) });
  };
  const tryDecline = () => {
    complete.reset();
    decline.mutate();
  };

  return (
    <BillingScreen title="Checkout" testMode>
      <p className="text-sm font-medium text-slate-600">Subscribe to Bloom</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{view.plan.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{view.plan.description}</p>

      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <DetailRow label="Due today">
          <span className="text-base font-semibold">{formatMoney(view.dueTodayCents, view.currency)}</span>
        </DetailRow>
        <DetailRow label={trialDays > 0 ? `After the ${trialDays}-day trial` : 'After today'}>
          then {view.priceLabel}
        </DetailRow>
      </dl>

      {view.plan.requiresPaymentMethod && (
        <div className="mt-4 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <span>
            Test card <span className="font-medium text-slate-900">Visa •••• 4242</span>. Nothing is charged.
          </span>
        </div>
      )}
      {view.completed && (
        <Alert tone="success" className="mt-4">
          This checkout is already complete.
        </Alert>
      )}
      {error && (
        <Alert tone="error" title={decline.isError ? 'Payment declined' : 'Payment failed'} className="mt-4">
          {error.message || BILLING_MESSAGES.unexpected}
        </Alert>
      )}

      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={pay} busy={leaving} busyText="Processing..." disabled={busy}>
          {free ? 'Start trial' : 'Complete payment'}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            onClick={tryDecline}
            busy={decline.isPending}
            busyText="Declining..."
            disabled={busy}
          >
            Decline card
          </Button>
          <Button variant="ghost" onClick={() => window.location.assign(view.cancelUrl)} disabled={busy}>
            Cancel
          </Button>
        </div>
      </div>
    </BillingScreen>
  );
}
