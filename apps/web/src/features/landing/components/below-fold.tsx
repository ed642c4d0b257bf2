import { LANDING_PROBLEM_COPY, type LandingProblemCopy, type MessageVariantId } from '@bloom/core';
import { ArrowRight, ChevronDown, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { usePlan } from '../../../api/pricing';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { FeatureCarousel } from './feature-carousel';
import { HowItWorks } from './how-it-works';
import type { LandingCta } from './landing-cta';
import { LandingSection } from './landing-section';
import { PricingSection } from './pricing-section';

export { LandingFooter } from './landing-footer';

/** Every section under the hero, in one lazily loaded chunk (docs/product.md#landing-page order). */
export default function BelowFold({ cta, variant }: { cta: LandingCta; variant: MessageVariantId }) {
  return (
    <>
      <BuiltBy />
      <OldWayNewWay copy={LANDING_PROBLEM_COPY[variant]} />
      <FeatureCarousel />
      <HowItWorks />
      <TestimonialShowcase />
      <PricingSection cta={cta} />
      <ClosingCta cta={cta} />
      <Faq />
    </>
  );
}

function BuiltBy() {
  return (
    <section aria-labelledby="built-by-title" className="border-y border-slate-100 bg-slate-50">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-12 text-center sm:flex-row sm:text-left sm:px-6 lg:px-8">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-600 text-lg font-bold text-white"
        >
          B
        </span>
        <div>
          <h2 id="built-by-title" className="text-lg font-semibold text-slate-900">
            Built by a freelancer, for freelancers
          </h2>
          <p className="mt-1 text-pretty text-slate-600">
            Bloom started as the checklist we kept re-sending to every new client. We turned it into the portal we
            wished we had: calm for clients, quick to set up, and priced so a single project pays for months of it.
          </p>
        </div>
      </div>
    </section>
  );
}

function OldWayNewWay({ copy }: { copy: LandingProblemCopy }) {
  const oldWay = ['Questionnaires lost in inboxes', 'Files spread over three drives', 'Approvals buried in a thread'];
  const newWay = [
    'One link per client, no account',
    'Every file next to its step',
    'Approvals and feedback in one click',
  ];
  return (
    <LandingSection id="old-new-title" title="The old way vs the new way" className="bg-white" balance>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">The old way</p>
          <p className="mt-3 text-lg font-medium text-pretty text-slate-800">{copy.painPoint}</p>
          <CheckList items={oldWay} className="mt-5 space-y-3" crossed />
        </div>
        <div className="rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">The new way</p>
          <p className="mt-3 text-lg font-medium text-pretty text-slate-900">{copy.solutionPoint}</p>
          <CheckList items={newWay} className="mt-5 space-y-3" />
        </div>
      </div>
    </LandingSection>
  );
}

const TESTIMONIALS = [
  {
    quote: 'My onboarding used to be six emails and a PDF. Now it is one link, and clients tell me it feels premium.',
    name: 'Amara Okafor',
    role: 'Brand designer',
  },
  {
    quote: 'I stopped writing “just following up” emails. Clients see what is left and get it done.',
    name: 'Daniel Reyes',
    role: 'Wedding photographer',
  },
  {
    quote: 'The feedback stage got me nine testimonials in a month, each with permission to publish.',
    name: 'Priya Shah',
    role: 'Business coach',
  },
];

function TestimonialShowcase() {
  return (
    <LandingSection
      id="testimonials-title"
      title="The words a feedback stage collects"
      className="border-t border-slate-100 bg-white"
      balance
    >
      {/* No customer quotes yet: these are examples, and say so, rather than reviews we cannot show. */}
      <p className="mt-3 text-center text-slate-600">
        Examples of testimonials a journey gathers; the names are illustrative.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              ))}
            </div>
            <blockquote className="mt-4 flex-1 text-pretty text-slate-700">“{t.quote}”</blockquote>
            <p className="mt-5 text-sm font-semibold text-slate-900">
              {t.name} <span className="font-normal text-slate-500">· {t.role}</span>
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function ClosingCta({ cta }: { cta: LandingCta }) {
  const { plan } = usePlan();
  return (
    <section aria-labelledby="closing-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="rounded-3xl bg-primary-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
            Give your next client a journey, not an inbox
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty text-primary-100">{plan.description}</p>
          <Link
            to={cta.to}
            onClick={cta.onClick}
            className="mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-primary-800 hover:bg-primary-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary-700 focus-visible:outline-none"
          >
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

const faqItems = (trial: string) => [
  {
    q: 'Do my clients need an account?',
    a: 'No. Each client gets one private link, and you can add a password to it. They open it on any device and see what to do next.',
  },
  {
    q: 'How does the trial work?',
    a: `${trial} You can cancel anytime from your billing settings, and nothing is charged after you cancel.`,
  },
  {
    q: 'Can I use my own logo and colours?',
    a: 'Yes. Your logo and brand colour appear on every client portal, and the journey speaks in your words.',
  },
  {
    q: 'What can clients upload?',
    a: 'Images and documents such as PNG, JPG and PDF, up to 10MB each. You can attach deliverables as files, links or notes.',
  },
  {
    q: 'What happens to my data if I cancel?',
    a: 'Your account and your clients’ answers stay yours. Write to us at any time and we will delete your account and everything in it within 30 days.',
  },
];

function Faq() {
  const { plan } = usePlan();
  const items = faqItems(plan.description);
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <LandingSection id="faq-title" title="Frequently asked questions" className="bg-slate-50" narrow>
      <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={item.q}>
              <h3>
                <button
                  type="button"
                  id={`${baseId}-q-${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-a-${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-slate-900 hover:bg-slate-50 sm:px-6"
                >
                  {item.q}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
                  />
                </button>
              </h3>
              <section
                id={`${baseId}-a-${index}`}
                aria-labelledby={`${baseId}-q-${index}`}
                hidden={!expanded}
                className="px-5 pb-5 text-sm text-pretty text-slate-600 sm:px-6"
              >
                {item.a}
              </section>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
