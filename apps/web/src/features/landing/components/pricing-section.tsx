import { PLAN_FEATURES } from '@bloom/core';
import { Link } from 'react-router';
import { usePlan } from '../../../api/pricing';
import { buttonClasses } from '../../../components/ui/button-classes';
import { CheckList } from './check-list';
import type { LandingCta } from './landing-cta';

export function PricingSection({ cta }: { cta: LandingCta }) {
  const { plan, price } = usePlan();
  const [amount, period] = price.label.split('/');
  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-slate-50 outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Simple pricing
          </h2>
          <p className="mt-3 text-slate-600">One plan with everything in it.</p>
        </div>
        <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-primary-700">Pro</p>
          <p className="mt-2 flex items-baseline gap-1">
            <span className="text-5xl font-bold tracking-tight text-slate-900 tabular-nums">{amount}</span>
            <span className="text-lg text-slate-600">/{period}, billed daily</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">Cancel anytime.</p>
          {plan.trialPeriodDays > 0 && (
            <p className="mt-4 rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-pretty text-primary-900">
              {plan.description}
            </p>
          )}
          <CheckList items={PLAN_FEATURES} className="mt-6 space-y-3" />
          <Link to={cta.to} onClick={cta.onClick} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
            {cta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
