import type { PlanChoice } from '@bloom/core';
import { api } from '../../../lib/api-client';

/**
 * A payment stage's calls (contract: packages/core/src/api/payment-routes.ts). Starting the plan
 * answers the stage's payment as it now stands; checkout answers the provider's page to go to.
 */

export const startPaymentPlan = (token: string, stageId: string, choice: PlanChoice) =>
  api('POST /api/portal/{token}/payments/{stageId}/plan', { params: { token, stageId }, body: { choice } });

export const openCheckout = (token: string, invoiceId: string) =>
  api('POST /api/portal/{token}/invoices/{invoiceId}/checkout', { params: { token, invoiceId } });
