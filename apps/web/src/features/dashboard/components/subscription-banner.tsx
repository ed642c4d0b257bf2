import { dashboardBanner } from '@bloom/core';
import { CreditCard, Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePlan } from '../../../api/pricing';
import { useSubscription } from '../../../api/subscription';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { goToBillingPortal, portalErrorMessage, usePortalReturnRefetch } from '../../../lib/billing-actions';
import { cn } from '../../../lib/cn';
import { deferredToast } from '../../../lib/deferred-toast';
import { ownerTimeZone } from '../../../lib/owner-dates';

/** The dashboard's subscription banner, in its priority order, or nothing (docs/product.md#dashboard-banner). */
export function SubscriptionBanner() {
  const { data, refetch } = useSubscription();
  const { price } = usePlan();
  const [opening, setOpening] = useState(false);
  usePortalReturnRefetch(refetch);
  const banner = dashboardBanner(data?.subscription ?? null, price.label, new Date(), ownerTimeZone());
  if (!banner) return null;

  const addCard = async () => {
    setOpening(true);
    try {
      await goToBillingPortal('/dashboard');
    } catch (error) {
      deferredToast('error', portalErrorMessage(error));
      setOpening(false);
    }
  };

  const tone = {
    canceled: 'border-amber-200 bg-amber-50 text-amber-950',
    card_on_file: 'border-sky-200 bg-sky-50 text-sky-950',
    trial_ending: 'border-orange-200 bg-orange-50 text-orange-950',
  }[banner.kind];
  const Icon = { canceled: TriangleAlert, card_on_file: Info, trial_ending: CreditCard }[banner.kind];

  return (
    <section
      aria-label="Subscription"
      className={cn('mb-6 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center', tone)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 max-sm:hidden" />
      <div className="flex-1 text-sm">
        {'title' in banner && <p className="font-semibold">{banner.title}</p>}
        <p>{banner.message}</p>
      </div>
      {banner.kind === 'canceled' && (
        <Link to={banner.action.to} className={buttonClasses('secondary', 'sm')}>
          {banner.action.label}
        </Link>
      )}
      {banner.kind === 'trial_ending' && (
        <Button size="sm" onClick={addCard} busy={opening} busyText="Opening...">
          {banner.action.label}
        </Button>
      )}
    </section>
  );
}
