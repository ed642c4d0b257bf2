import { isSubscribed } from '@bloom/core';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberPlanFromUrl, usePlan } from '../../../lib/plan';
import { useSession } from '../../../lib/session';
import { useSubscription } from '../../../lib/subscription';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from './hero';
import type { LandingCta } from './landing-cta';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

// Below the hero: it arrives right after first paint instead of in the landing's first load.
const HowItWorks = lazy(() => import('./how-it-works').then((m) => ({ default: m.HowItWorks })));

export function LandingPage() {
  const { data: session } = useSession();
  const subscription = useSubscription(Boolean(session));
  const subscribed = isSubscribed(subscription.data?.subscription?.subscriptionStatus);
  const { plan } = usePlan();
  // One call to action everywhere: the plan's label to sign-up; a signed-in owner without a
  // subscription goes to finish checkout; a subscriber to the dashboard.
  const cta: LandingCta = subscribed
    ? { to: '/dashboard', label: 'Go to Dashboard' }
    : { to: session ? '/complete-checkout' : '/signup', label: plan.ctaLabel };
  const { search } = useLocation();
  useDocumentTitle('Client portals for freelancers');

  useEffect(() => rememberPlanFromUrl(search), [search]);

  // Remember an A/B message variant from ?m= (loaded only when one is present, to keep this page small).
  useEffect(() => {
    if (!new URLSearchParams(search).has('m')) return;
    void import('../../../lib/message-variant').then((m) => m.rememberVariantFromUrl(search));
  }, [search]);

  // An active or trialing subscriber has nothing to buy here.
  if (subscribed) return <Navigate to="/dashboard" replace />;

  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader cta={cta} />
      <main>
        <Hero cta={cta} />
        <Suspense fallback={<div aria-hidden="true" className="h-[34rem] border-t border-slate-100 md:h-[25rem]" />}>
          <HowItWorks />
        </Suspense>
        <PricingSection cta={cta} />
      </main>
      <LandingFooter />
    </div>
  );
}
