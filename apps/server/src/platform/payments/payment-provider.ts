import { type AccountStatus, ERROR_CODES } from '@bloom/core';
import { ServiceError } from '../../kernel/service-error';

/**
 * Where a workspace's clients pay (docs/decisions/035-payments.md): the built-in test provider or
 * Stripe Connect with the owner's own account. The application never trusts an event's content:
 * it re-reads the checkout from the provider (`readCheckout`) on every event, so the order and
 * repetition of events do not matter.
 */
export interface PaymentProvider {
  /** Whose rows (accounts, payments, events) this provider reads and writes. */
  name: 'test' | 'stripe';
  /** False for PAYMENTS_PROVIDER=none: no account connects and nobody pays on this server. */
  enabled: boolean;
  testMode: boolean;
  /** Creates the connected account when there is none; `url` is where the owner finishes onboarding. */
  connectAccount(input: {
    workspaceId: string;
    accountId: string | null;
    email: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountId: string; url: string; status: AccountStatus }>;
  accountStatus(accountId: string): Promise<AccountStatus>;
  createCheckout(input: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The truth at the provider, re-read on every event (order and repetition of events do not matter). */
  readCheckout(accountId: string, sessionId: string): Promise<CheckoutState>;
  /** Verify a webhook (throws WebhookSignatureError on a bad signature) → the event it carries. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}

export interface CheckoutRequest {
  accountId: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, any case. */
  currency: string;
  description: string;
  invoiceNumber: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  amount: number;
  /** ISO 8601. */
  createdAt: string;
}

export interface CheckoutState {
  status: 'open' | 'paid' | 'failed' | 'expired';
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The provider's payment (Stripe: the PaymentIntent id); null until paid. */
  paymentRef: string | null;
  /** How it was paid, for the receipt ("Visa •••• 4242"); null until paid. */
  method: string | null;
  /** Refunds that went through, oldest first. */
  refunds: ProviderRefund[];
}

/** What an event names; its type only says which things to re-read. */
export interface ProviderEvent {
  id: string;
  type: string;
  accountId: string | null;
  /** checkout.session.* events. */
  sessionId: string | null;
  /** charge.* events: the payment (PaymentIntent id) the charge belongs to. */
  paymentRef: string | null;
}

/** A webhook whose signature does not verify (forged, altered, or too old: a replay): 400, nothing read. */
export class WebhookSignatureError extends ServiceError {
  constructor() {
    super(ERROR_CODES.INVALID_SIGNATURE, 'Webhook signature verification failed');
  }
}

/** The provider refused the request or could not be reached (502 / 400 through the error handler). */
export const providerUnavailable = () =>
  new ServiceError(ERROR_CODES.BILLING_UNAVAILABLE, 'The payment provider is temporarily unavailable.');
export const providerRefused = () =>
  new ServiceError(ERROR_CODES.BILLING_REQUEST_INVALID, 'The payment provider did not accept the request.');
