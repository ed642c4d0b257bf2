import { isSubscribed } from '@bloom/core';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberPlanFromUrl } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useSubscription } from '../../../lib/subscription';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  const { data: session } = useSession();
  const subscription = useSubscription(Boolean(session));
  const subscribed = isSubscribed(subscription.data?.subscription?.subscriptionStatus);
  const { search } = useLocation();
  useDocumentTitle('Client portals for freelancers');

  useEffect(() => rememberPlanFromUrl(search), [search]);

  // Remember an A/B message variant from ?m= (loaded only when one is present, to keep this page small).
  useEffect(() => {
    if (!new URLSearchParams(search).has('m')) return;
    void import('../../../lib/message-variant').then((m) => m.rememberVariantFromUrl(search));
  }, [search]);

  // An active or trialing subscriber has nothing to buy here (spec §2).
  if (subscribed) return <Navigate to="/dashboard" replace />;

  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader subscribed={subscribed} />
      <main>
        <Hero subscribed={subscribed} />
        <HowItWorks />
        <PricingSection subscribed={subscribed} />
      </main>
      <LandingFooter />
    </div>
  );
}
