import { GATE_MESSAGES, type GateState, gateRoute } from '@bloom/core';
import { ShieldAlert } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { useSubscription } from '../../../api/subscription';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useFinalizeCheckout } from '../hooks/use-finalize-checkout';

/** Protected pages show only with an allowed gate (docs/product.md#gate-routing). */
export function SubscriptionGate() {
  const { finalizing } = useFinalizeCheckout();
  const subscription = useSubscription(!finalizing);

  if (finalizing) return <PageSpinner className="min-h-dvh" label="Finalizing your subscription..." />;
  if (subscription.isPending) return <PageSpinner className="min-h-dvh" label="Verifying subscription..." />;
  if (subscription.isError) {
    // A failed read is treated as "no subscription yet"; anything else is shown as it is.
    if (isApiError(subscription.error) && subscription.error.status > 0 && subscription.error.status < 500) {
      return <Navigate to="/complete-checkout" replace />;
    }
    return (
      <AccessRestricted
        message={GATE_MESSAGES.unexpected}
        onRefresh={() => subscription.refetch()}
        busy={subscription.isFetching}
      />
    );
  }
  // Billing off (self-hosted): every signed-in owner is allowed.
  if (subscription.data.provider === 'none') return <Outlet />;
  const gate: GateState = subscription.data.gate;
  const route = gateRoute(gate.status);
  if (route === null) return <Outlet />;
  if (route === 'restricted') {
    return (
      <AccessRestricted
        message={gate.message}
        onRefresh={() => subscription.refetch()}
        busy={subscription.isFetching}
      />
    );
  }
  return <Navigate to={route} replace />;
}

function AccessRestricted({ message, onRefresh, busy }: { message: string; onRefresh: () => void; busy: boolean }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-amber-500" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Access Restricted</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Button className="mt-6 w-full" onClick={onRefresh} busy={busy} busyText="Refreshing...">
          Refresh Status
        </Button>
      </div>
    </div>
  );
}
