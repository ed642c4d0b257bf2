import {
  checkoutSchema,
  clientPaymentsSchema,
  connectSchema,
  invoiceSchema,
  paymentSettingsSchema,
  paymentsListSchema,
  paymentWebhookReceivedSchema,
  portalPaymentSchema,
} from '../payments/payment-responses';
import {
  businessDetailsSchema,
  choosePlanSchema,
  paymentsListQuerySchema,
  voidInvoiceSchema,
} from '../payments/payment-schemas';
import { defineRoutes } from './define-routes';

/**
 * Payments (issue 35): the owner's settings and invoices, the portal's plan and checkout, the
 * provider's webhook. The PDFs and the CSV export are file routes (see team/route-actions.ts
 * FileRoute); the test provider's checkout pages are server-rendered HTML under /pay/test.
 */
export const PAYMENT_ROUTES = defineRoutes({
  'GET /api/settings/payments': { response: paymentSettingsSchema },
  'PUT /api/settings/payments': { body: businessDetailsSchema, response: paymentSettingsSchema },
  'POST /api/settings/payments/connect': { response: connectSchema },
  'GET /api/clients/{id}/payments': { response: clientPaymentsSchema },
  'POST /api/clients/{id}/invoices/{invoiceId}/void': { body: voidInvoiceSchema, response: invoiceSchema },
  'GET /api/payments': { query: paymentsListQuerySchema, response: paymentsListSchema },
  'POST /api/portal/{token}/payments/{stageId}/plan': { body: choosePlanSchema, response: portalPaymentSchema },
  'POST /api/portal/{token}/invoices/{invoiceId}/checkout': { response: checkoutSchema },
  // The provider's, signed over the raw body; listed for its answer only.
  'POST /api/payments/webhooks/stripe': { response: paymentWebhookReceivedSchema },
});
