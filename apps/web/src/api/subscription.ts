import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const subscriptionKeys = { all: ['subscription'] as const };

/** GET /api/billing/subscription: the owner's subscription and gate. */
export const fetchSubscription = () => api('GET /api/billing/subscription');

export const subscriptionQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.all, queryFn: fetchSubscription, staleTime: 30_000 });

/** Only asked for when someone is signed in. */
export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery(), enabled });
}
