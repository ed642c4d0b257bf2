import { BILLING_MESSAGES, MESSAGES, type SignUpInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionKeys } from '../../../api/session';
import { invitationReturnPathFromSearch } from '../../../api/team';
import { api } from '../../../lib/api-client';
import { goToCheckout, isAlreadySubscribed } from '../../../lib/billing-actions';
import { deferredToast } from '../../../lib/deferred-toast';
import { currentPlanId } from '../../../lib/plan';

export const signUp = (input: SignUpInput) => api('POST /api/auth/sign-up/email', { body: input });

/**
 * Sign-up, then straight to checkout for the plan of this visit (docs/product.md#accounts).
 * The session is refreshed only if checkout cannot start, so the sign-up page is not
 * swapped for the dashboard while the browser is leaving for the payment page.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  // Joining a team from its invitation: the workspace's Owner pays, so no checkout; back to accept.
  const invitation = invitationReturnPathFromSearch(useLocation().search);
  const mutation = useMutation({
    // The plan of the page the visitor came from, so the A/B report counts the sign-up there.
    mutationFn: (input: SignUpInput) => signUp({ ...input, plan: currentPlanId() }),
    onSuccess: async () => {
      deferredToast('success', MESSAGES.accountCreated);
      if (invitation) {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        await navigate(invitation, { replace: true });
        return;
      }
      setRedirecting(true);
      try {
        await goToCheckout({
          plan: currentPlanId(),
          successPath: '/dashboard?checkout=success',
          cancelPath: '/signup',
        });
      } catch (error) {
        setRedirecting(false);
        if (isAlreadySubscribed(error))
          void import('sonner').then(({ toast }) => toast(BILLING_MESSAGES.alreadySubscribedToast));
        else deferredToast('error', BILLING_MESSAGES.signupCheckoutFailed);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        await navigate('/dashboard', { replace: true });
      }
    },
    onError: (error) => {
      deferredToast('error', error.message);
    },
  });
  return { ...mutation, redirecting };
}
