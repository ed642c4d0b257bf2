import type { TestPortalAction } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../api/subscription';
import { testBillingKeys } from '../../../api/test-billing';
import { api } from '../../../lib/api-client';

/** POST /api/billing/test/portal/:id/action → the portal's new state. */
export function useTestPortalAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) =>
      api('POST /api/billing/test/portal/{id}/action', { params: { id }, body: action }),
    onSuccess: async (view) => {
      queryClient.setQueryData(testBillingKeys.portal(id), view);
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
