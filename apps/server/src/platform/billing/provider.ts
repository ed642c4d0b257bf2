import type { CheckoutResponse, PlanId, PricingView } from '@bloom/core';

export interface CheckoutRequest {
  userId: string;
  email: string;
  plan: PlanId;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  userId: string;
  email: string;
  returnUrl: string;
}

/** Stripe and the built-in test mode, behind one interface. */
export interface BillingProvider {
  kind: 'stripe' | 'test';
  createCheckout(req: CheckoutRequest): Promise<CheckoutResponse>;
  createPortal(req: PortalRequest): Promise<{ url: string }>;
  /**
   * Ends the user's subscription now, without a refund or a last period (deleting the account):
   * no further charge. Nothing to cancel is not an error.
   */
  cancelNow(userId: string): Promise<void>;
}

/** What the app needs to know about billing; `provider` is null when billing is off. */
export interface Billing {
  provider: BillingProvider | null;
  pricing: PricingView;
  /** Stripe only: verifies and applies a webhook delivery. */
  webhook?: (rawBody: string, signature: string | undefined) => Promise<void>;
}
