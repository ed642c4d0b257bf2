import type { TestPortalAction, TestPortalView } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionQueryKey } from '../../../lib/subscription';
import { testBillingKeys, testPortalPath } from './test-billing-keys';

/** POST /api/billing/test/portal/:id/action → the portal's new state. */
export const runTestPortalAction = (id: string, action: TestPortalAction) =>
  apiFetch<TestPortalView>(`${testPortalPath(id)}/action`, { method: 'POST', body: action });

export function useTestPortalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) => runTestPortalAction(id, action),
    onSuccess: async (view) => {
      queryClient.setQueryData(testBillingKeys.portal(id), view);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
