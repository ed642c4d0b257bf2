import { checkoutInputSchema, portalInputSchema, testPortalActionSchema } from '../billing/billing-api';
import {
  billingPortalResponseSchema,
  checkoutResponseSchema,
  pricingViewSchema,
  subscriptionResponseSchema,
  testCheckoutCompletedSchema,
  testCheckoutDeclinedSchema,
  testCheckoutViewSchema,
  testPortalViewSchema,
  webhookReceivedSchema,
} from '../billing/billing-responses';
import { defineRoutes } from './define-routes';

/** Billing; the /api/billing/test routes exist in test mode only (BILLING_PROVIDER=test). */
export const BILLING_ROUTES = defineRoutes({
  'GET /api/billing/plans': { response: pricingViewSchema },
  'GET /api/billing/subscription': { response: subscriptionResponseSchema },
  'POST /api/billing/checkout': { body: checkoutInputSchema, response: checkoutResponseSchema },
  'POST /api/billing/portal': { body: portalInputSchema, response: billingPortalResponseSchema },
  // Stripe's, signed over the raw body; listed for its answer only.
  'POST /api/billing/webhook': { response: webhookReceivedSchema },
  'GET /api/billing/test/checkout/{id}': { response: testCheckoutViewSchema },
  'POST /api/billing/test/checkout/{id}/complete': { response: testCheckoutCompletedSchema },
  'POST /api/billing/test/checkout/{id}/decline': { response: testCheckoutDeclinedSchema },
  'GET /api/billing/test/portal/{id}': { response: testPortalViewSchema },
  'POST /api/billing/test/portal/{id}/action': { body: testPortalActionSchema, response: testPortalViewSchema },
});
