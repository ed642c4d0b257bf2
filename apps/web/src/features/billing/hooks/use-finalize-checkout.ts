import { DEFAULT_SUCCESS_TOAST, GATE_MESSAGES, type SubscriptionResponse } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { usePricing } from '../../../api/pricing';
import { fetchSubscription, subscriptionKeys } from '../../../api/subscription';

const MAX_ATTEMPTS = 12;
const PENDING = new Set([null, 'not_started', 'incomplete']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from checkout with ?checkout=success: drop the parameter, show
 * 'Finalizing your subscription...' and poll (at most 12 tries, 1 s × 1.5^n apart) until the
 * provider has recorded the subscription, then welcome the owner with the plan's toast.
 */
export function useFinalizeCheckout(): { finalizing: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pricing = usePricing().data;
  const returning = new URLSearchParams(location.search).get('checkout') === 'success';
  const [finalizing, setFinalizing] = useState(returning);
  const started = useRef(false);

  useEffect(() => {
    if (!returning || started.current) return;
    started.current = true;
    setFinalizing(true);
    const params = new URLSearchParams(location.search);
    params.delete('checkout');
    const rest = params.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });

    void (async () => {
      let settled: SubscriptionResponse | null = null;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        try {
          const answer = await fetchSubscription();
          if (!PENDING.has(answer.subscription?.subscriptionStatus ?? null)) {
            settled = answer;
            break;
          }
        } catch {
          // a failed read counts as an attempt; the normal check runs after the last one
        }
        if (attempt < MAX_ATTEMPTS - 1) await sleep(1000 * 1.5 ** attempt);
      }
      if (settled) {
        queryClient.setQueryData(subscriptionKeys.all, settled);
        const plan = settled.subscription?.trialSubdomain;
        toast.success((plan && pricing?.plans[plan]?.successToast) || DEFAULT_SUCCESS_TOAST);
      } else {
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        const state = queryClient.getQueryState(subscriptionKeys.all);
        if (state?.status === 'error') toast.error(GATE_MESSAGES.pollingFailed);
      }
      setFinalizing(false);
    })();
  }, [returning, location.pathname, location.search, navigate, queryClient, pricing]);

  return { finalizing };
}
