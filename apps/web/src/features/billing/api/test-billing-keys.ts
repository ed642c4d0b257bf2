/** The test provider's checkout and billing-portal sessions (BILLING_PROVIDER=test only). */
export const testBillingKeys = {
  checkout: (id: string) => ['test-billing', 'checkout', id] as const,
  portal: (id: string) => ['test-billing', 'portal', id] as const,
};

export const testCheckoutPath = (id: string) => `/api/billing/test/checkout/${encodeURIComponent(id)}`;
export const testPortalPath = (id: string) => `/api/billing/test/portal/${encodeURIComponent(id)}`;
