import { buildPlans, isPlanId, PLAN_COOKIE, type PlanId, type PricingView, selectPlan } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { getCookie, setCookie } from './cookies';

/** Host prefix, then `?plan=`, then the remembered cookie, then start (docs/product.md#choosing-the-plan). */
export function currentPlanId(): PlanId {
  return selectPlan({
    host: window.location.host,
    query: new URLSearchParams(window.location.search).get('plan'),
    cookie: getCookie(PLAN_COOKIE),
  });
}

/** A valid `?plan=` is remembered for 365 days, so the plan survives the way to sign-up. */
export function rememberPlanFromUrl(search: string): void {
  const plan = new URLSearchParams(search).get('plan');
  if (isPlanId(plan)) setCookie(PLAN_COOKIE, plan, 365);
}

/** The operator's plans and price; the built-in defaults show until the server answers. */
export function usePricing() {
  return useQuery({
    queryKey: ['pricing'],
    queryFn: () => apiFetch<PricingView>('/api/billing/plans'),
    placeholderData: () => buildPlans(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlan() {
  const pricing = usePricing().data ?? buildPlans();
  const id = currentPlanId();
  return { plan: pricing.plans[id], price: pricing.price, pricing };
}
