import type { TestPortalView } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testBillingKeys, testPortalPath } from './test-billing-keys';

/** GET /api/billing/test/portal/:id: the subscription as the test billing portal shows it. */
export const getTestPortal = (id: string, signal?: AbortSignal) =>
  apiFetch<TestPortalView>(testPortalPath(id), { signal });

export function useTestPortal(id: string) {
  return useQuery({
    queryKey: testBillingKeys.portal(id),
    queryFn: ({ signal }) => getTestPortal(id, signal),
    retry: false,
  });
}
