import type { MessageVariantId } from '@bloom/core';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, use } from 'react';
import { Link } from 'react-router';
import { usePlan } from '../../../api/pricing';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cn } from '../../../lib/cn';
import { embeddedCopy, loadLandingCopy } from '../lib/load-copy';
import type { LandingCta } from './landing-cta';
import { scrollToSection } from './load-below-fold';

// Interactive, and below the headline on a phone: it loads after the page is usable.
const SampleJourney = lazy(() => import('./sample-journey'));

const journeyPlaceholder = (
  <div
    aria-hidden="true"
    className="mx-auto h-[34rem] w-full max-w-lg rounded-2xl border border-slate-200 bg-white shadow-xl shadow-primary-900/5"
  />
);

/**
 * The hero's space while its copy arrives (only when the page was not pre-rendered with the
 * variant shown), so nothing jumps and no other copy shows.
 */
export function HeroPlaceholder() {
  return <section aria-busy="true" className="min-h-[44rem] bg-gradient-to-b from-primary-50 via-white to-white" />;
}

export function Hero({ cta, variant }: { cta: LandingCta; variant: MessageVariantId }) {
  const { plan } = usePlan();
  // The pre-rendered page's own copy, else the chunk (a signed-in owner's variant may differ).
  const copy = embeddedCopy(variant) ?? use(loadLandingCopy())[variant];
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 sm:pb-24 lg:grid-cols-[1.05fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full border border-primary-200 bg-white px-3 py-1 text-xs font-medium text-primary-800">
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            data-variant={variant}
            className={cn(
              'mt-5 font-bold tracking-tight text-balance text-slate-900',
              // Variant a gets the larger headline (docs/product.md#message-variants).
              variant === 'a'
                ? 'text-[2.375rem] leading-[1.08] sm:text-[3.5rem] lg:text-[3.25rem]'
                : 'text-[2rem] leading-tight sm:text-[2.75rem] sm:leading-[1.1]',
            )}
          >
            {copy.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg font-medium text-pretty text-slate-800">{copy.subheadline}</p>
          <p className="mt-3 max-w-xl text-base text-pretty text-slate-600">{copy.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={cta.to} onClick={cta.onClick} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <button
              type="button"
              onClick={() => scrollToSection('pricing')}
              className={buttonClasses('secondary', 'lg', 'w-full cursor-pointer sm:w-auto')}
            >
              See pricing
            </button>
          </div>
          <p className="mt-4 text-sm text-pretty text-slate-600">
            <span className="font-medium text-slate-800">{plan.description}</span> {copy.trialInfo}
          </p>
        </div>
        <Suspense fallback={journeyPlaceholder}>
          <SampleJourney />
        </Suspense>
      </div>
    </section>
  );
}
