import type { SubscriptionResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const subscriptionQueryKey = ['subscription'] as const;

export const fetchSubscription = () => apiFetch<SubscriptionResponse>('/api/billing/subscription');

/** The owner's subscription and gate; only asked for when someone is signed in. */
export function useSubscription(enabled = true) {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription, enabled, staleTime: 30_000 });
}
