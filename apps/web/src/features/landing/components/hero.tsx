import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { usePlan } from '../../../lib/plan';
import type { LandingCta } from './landing-cta';

// Decorative and below the headline on a phone: it loads after the page is usable.
const PortalPreview = lazy(() => import('./portal-preview').then((m) => ({ default: m.PortalPreview })));

export function Hero({ cta }: { cta: LandingCta }) {
  const { plan } = usePlan();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full border border-primary-200 bg-white px-3 py-1 text-xs font-medium text-primary-800">
            Client portals for freelancers and agencies
          </p>
          <h1 className="mt-5 text-[2rem] leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl sm:leading-[1.1]">
            Run the whole client journey, from intake to testimonial, in one branded portal.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
            Build your process once. Every client gets one link to answer your questions, share files, approve
            deliverables and leave a testimonial. No accounts for them, no chasing emails for you.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={cta.to} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <a href="#pricing" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
              See pricing
            </a>
          </div>
          <p className="mt-4 text-sm text-pretty text-slate-600">{plan.description} Set up in under 10 minutes.</p>
        </div>
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              className="mx-auto h-[25rem] w-full max-w-md rounded-2xl border border-slate-200 bg-white shadow-xl shadow-primary-900/5"
            />
          }
        >
          <PortalPreview />
        </Suspense>
      </div>
    </section>
  );
}
