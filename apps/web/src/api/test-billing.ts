import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** The test provider's checkout and billing-portal sessions (BILLING_PROVIDER=test only). */
export const testBillingKeys = {
  checkout: (id: string) => ['test-billing', 'checkout', id] as const,
  portal: (id: string) => ['test-billing', 'portal', id] as const,
};

/** GET /api/billing/test/checkout/:id: the plan and amounts of one test checkout session. */
export const testCheckoutQuery = (id: string) =>
  queryOptions({
    queryKey: testBillingKeys.checkout(id),
    queryFn: ({ signal }) => api('GET /api/billing/test/checkout/{id}', { params: { id }, signal }),
    retry: false,
  });

/** GET /api/billing/test/portal/:id: the subscription as the test billing portal shows it. */
export const testPortalQuery = (id: string) =>
  queryOptions({
    queryKey: testBillingKeys.portal(id),
    queryFn: ({ signal }) => api('GET /api/billing/test/portal/{id}', { params: { id }, signal }),
    retry: false,
  });
