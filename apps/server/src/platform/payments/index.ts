// Payment providers (issue 35): the interface, the test provider, Stripe Connect and none (payments off).
export { createPaymentProvider, type PaymentProviderOptions } from './create-payment-provider';
export { createNoPaymentProvider } from './no-payment-provider';
export type {
  CheckoutRequest,
  CheckoutState,
  PaymentProvider,
  ProviderEvent,
  ProviderRefund,
} from './payment-provider';
export { providerRefused, providerUnavailable, WebhookSignatureError } from './payment-provider';
export {
  isTestPaymentProvider,
  refundedOf,
  TEST_METHOD,
  TEST_SESSION_ID,
  type TestAction,
  type TestPaymentProvider,
  type TestSession,
} from './test-payment-provider';
