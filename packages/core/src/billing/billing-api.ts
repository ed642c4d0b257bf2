import { z } from 'zod';
import { text } from '../text';
import type {
  checkoutResponseSchema,
  subscriptionResponseSchema,
  testCheckoutViewSchema,
  testPortalViewSchema,
} from './billing-responses';
import { PLAN_IDS } from './plan-ids';
import type { PricingView } from './plans';
import { SUBSCRIPTION_STATUSES } from './status';

/**
 * The billing API contract (JSON camelCase; the answers' schemas are in billing-responses.ts):
 * - GET  /api/billing/plans                 public → PricingView
 * - GET  /api/billing/subscription          owner, not gated → SubscriptionResponse
 * - POST /api/billing/checkout              owner, not gated: CheckoutInput → CheckoutResponse (409 when subscribed)
 * - POST /api/billing/portal                owner, not gated: PortalInput → { url }
 * - POST /api/billing/webhook               Stripe only, signed raw body → { received: true }
 * - test mode only (BILLING_PROVIDER=test):
 *   GET  /api/billing/test/checkout/:id     → TestCheckoutView
 *   POST /api/billing/test/checkout/:id/complete → { redirectUrl }   (402 'Your card was declined...' never here)
 *   POST /api/billing/test/checkout/:id/decline  → 402 CARD_DECLINED
 *   GET  /api/billing/test/portal/:id       → TestPortalView
 *   POST /api/billing/test/portal/:id/action TestPortalAction → TestPortalView
 * Browser pages of the test provider: /billing/test-checkout/:id and /billing/test-portal/:id.
 */

export type { PricingView };

export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Paths only (same origin); the server makes them absolute. */
const localPath = text({ label: 'Return path' })
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site')
  .max(500);

export const checkoutInputSchema = z.object({
  plan: z.enum(PLAN_IDS).optional(),
  successPath: localPath.default('/dashboard?checkout=success'),
  cancelPath: localPath.default('/signup'),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const portalInputSchema = z.object({ returnPath: localPath.default('/settings/billing') });
export type PortalInput = z.input<typeof portalInputSchema>;

export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;
export type TestPortalView = z.infer<typeof testPortalViewSchema>;

export const testPortalActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add_payment_method') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('end_trial') }),
  z.object({ action: z.literal('set_status'), status: z.enum(SUBSCRIPTION_STATUSES) }),
]);
export type TestPortalAction = z.infer<typeof testPortalActionSchema>;

// The billing texts live in a zod-free module so browser pages can show them without the schemas.
export { BILLING_MESSAGES, checkoutErrorMessage } from './billing-messages';
