import { isSubscribed } from '@bloom/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePlan } from '../../../api/pricing';
import { useSession } from '../../../api/session';
import { useSubscription } from '../../../api/subscription';
import { currentVariant, rememberVariantFromUrl } from '../../../lib/message-variant';
import { currentPlanId, rememberPlanFromUrl } from '../../../lib/plan';
import { EMBEDDED_COPY_ID, loadLandingCopy } from '../lib/load-copy';
import { Hero, HeroPlaceholder } from './hero';
import { landingCta } from './landing-cta';
import { LandingHeader } from './landing-header';
import { loadBelowFold } from './load-below-fold';

export const LANDING_TITLE = 'Bloom — client portals for freelancers';

// Everything under the hero arrives right after first paint instead of in the landing's first load.
const BelowFold = lazy(loadBelowFold);
const LandingFooter = lazy(() => loadBelowFold().then((m) => ({ default: m.LandingFooter })));
// Beacons leave after first paint; the tracking code is not part of the first load.
const tracking = () => import('../lib/tracking');

// Requested with the landing's code, in parallel with the session and pricing, unless the page
// came pre-rendered with its copy (then the hero needs no chunk to paint).
if (!document.getElementById(EMBEDDED_COPY_ID)) void loadLandingCopy();

export function LandingPage() {
  const { data: session } = useSession();
  const subscription = useSubscription(Boolean(session));
  const subscribed = isSubscribed(subscription.data?.subscription?.subscriptionStatus);
  const { plan } = usePlan();
  const { search } = useLocation();
  const variant = currentVariant(search, session?.profile.messageVariant);
  const cta = landingCta(
    { signedIn: Boolean(session), subscribed, planLabel: plan.ctaLabel },
    () => void tracking().then((t) => t.trackCtaClick(plan.id, variant)),
  );

  useEffect(() => {
    // The title of index.html, set again when the visitor comes back from another page.
    document.title = LANDING_TITLE;
    rememberPlanFromUrl(search);
    rememberVariantFromUrl(search);
  }, [search]);

  // One visit per page view (the ref keeps React's development double effects to one).
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    void tracking().then((t) => t.trackVisit(currentPlanId(), variant));
  }, [variant]);

  // An active or trialing subscriber has nothing to buy here.
  if (subscribed) return <Navigate to="/dashboard" replace />;

  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader cta={cta} />
      <main>
        <Suspense fallback={<HeroPlaceholder />}>
          <Hero cta={cta} variant={variant} />
        </Suspense>
        <Suspense fallback={<div aria-hidden="true" className="h-[60rem] border-t border-slate-100" />}>
          <BelowFold cta={cta} variant={variant} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </div>
  );
}
