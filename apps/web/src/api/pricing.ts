import { type ApiResponse, buildPlans } from '@bloom/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { currentPlanId } from '../lib/plan';

export const pricingKeys = { all: ['pricing'] as const };

/** GET /api/billing/plans: the operator's plans and price; the built-in defaults show until it answers. */
export const pricingQuery = () =>
  queryOptions<ApiResponse<'GET /api/billing/plans'>>({
    queryKey: pricingKeys.all,
    queryFn: ({ signal }) => api('GET /api/billing/plans', { signal }),
    placeholderData: () => buildPlans(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePricing() {
  return useQuery(pricingQuery());
}

/** The plan of this visit (lib/plan.ts) at the operator's price. */
export function usePlan() {
  const pricing = usePricing().data ?? buildPlans();
  const id = currentPlanId();
  return { plan: pricing.plans[id], price: pricing.price, pricing };
}
