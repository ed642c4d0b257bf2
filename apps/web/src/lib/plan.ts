import { isPlanId, PLAN_COOKIE, type PlanId, selectPlan } from '@bloom/core';
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
