// The payments area's door: what other areas and app.ts may use of it (the only import path into it).
export { applyProviderEvent } from './apply-provider-event';
export { invoiceDocumentSubscriptions } from './invoice-documents';
export { invoiceFileKey } from './invoice-files';
export { paymentSubscriptions } from './milestone-trigger';
export { paymentOwnerRoutes } from './payment-owner-routes';
export type { PaymentServices } from './payment-services';
export { paymentSettingsRoutes } from './payment-settings-routes';
export { paymentWebhookRoutes } from './payment-webhook-routes';
export { portalPaymentRoutes } from './portal-payment-routes';
export { type TestCheckoutPagesDeps, testCheckoutPages } from './test-checkout-pages';
