import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  const { data: session } = useSession();
  const { search } = useLocation();
  useDocumentTitle('Client portals for freelancers');

  // Remember an A/B message variant from ?m= (loaded only when one is present, to keep this page small).
  useEffect(() => {
    if (!new URLSearchParams(search).has('m')) return;
    void import('../../../lib/message-variant').then((m) => m.rememberVariantFromUrl(search));
  }, [search]);

  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader />
      <main>
        <Hero signedIn={Boolean(session)} />
        <HowItWorks />
        <PricingSection signedIn={Boolean(session)} />
      </main>
      <LandingFooter />
    </div>
  );
}
