import {
  BILLING_MESSAGES,
  ERROR_CODES,
  testCheckoutCompletedSchema,
  testCheckoutDeclinedSchema,
  testCheckoutViewSchema,
  testPortalActionSchema,
  testPortalViewSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { ServiceError } from '../../kernel/service-error';
import { errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { saneIdParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { TEST_SESSION_NOT_FOUND } from './test-provider';

const tags = ['Billing (test mode)'];
// A session id that cannot be one of ours, or another owner's session, answers 404.
const checkoutParams = saneIdParams('id', TEST_SESSION_NOT_FOUND.checkout);
const portalParams = saneIdParams('id', TEST_SESSION_NOT_FOUND.portal);
const readErrors = { 401: errors[401], 404: errors[404] };
const postErrors = { ...readErrors, 403: errors[403], 413: errors[413] };

/** The test provider's checkout and billing-portal pages talk to these (BILLING_PROVIDER=test only). */
export function billingTestRoutes(app: Router, { db, testBilling }: ModuleDeps) {
  if (!testBilling) return;
  app.use('/api/billing/test/*', requireOwner(db, { gate: false }));

  app.openapi(
    route('GET /api/billing/test/checkout/{id}', {
      tags,
      summary: 'The plan and amounts of a test checkout',
      request: { params: checkoutParams },
      responses: { 200: jsonContent(testCheckoutViewSchema, 'The checkout'), ...readErrors },
    }),
    async (c) => c.json(await testBilling.checkoutView(c.req.valid('param').id, c.get('owner').userId), 200),
  );

  app.openapi(
    route('POST /api/billing/test/checkout/{id}/complete', {
      tags,
      summary: "'Complete payment': the subscription starts as the plan says",
      request: { params: checkoutParams },
      responses: { 200: jsonContent(testCheckoutCompletedSchema, 'Where checkout returns to'), ...postErrors },
    }),
    async (c) => c.json(await testBilling.completeCheckout(c.req.valid('param').id, c.get('owner').userId), 200),
  );

  app.openapi(
    route('POST /api/billing/test/checkout/{id}/decline', {
      tags,
      summary: "'Decline card': the payment fails as a declined card would; nothing changes",
      request: { params: checkoutParams },
      responses: {
        200: jsonContent(testCheckoutDeclinedSchema, 'Never: the card is always declined'),
        402: errors[402],
        ...postErrors,
      },
    }),
    async (c) => {
      await testBilling.checkoutView(c.req.valid('param').id, c.get('owner').userId);
      throw new ServiceError(ERROR_CODES.CARD_DECLINED, BILLING_MESSAGES.declined);
    },
  );

  app.openapi(
    route('GET /api/billing/test/portal/{id}', {
      tags,
      summary: 'The subscription as the test billing portal shows it',
      request: { params: portalParams },
      responses: { 200: jsonContent(testPortalViewSchema, 'The portal'), ...readErrors },
    }),
    async (c) => c.json(await testBilling.portalView(c.req.valid('param').id, c.get('owner').userId), 200),
  );

  app.openapi(
    route('POST /api/billing/test/portal/{id}/action', {
      tags,
      summary: 'Change the subscription as Stripe would (card, cancel, resume, end trial, status)',
      request: { params: portalParams, body: jsonBody(testPortalActionSchema) },
      responses: {
        200: jsonContent(testPortalViewSchema, "The portal's new state"),
        ...postErrors,
        400: errors[400],
        415: errors[415],
      },
    }),
    async (c) =>
      c.json(await testBilling.portalAction(c.req.valid('param').id, c.get('owner').userId, c.req.valid('json')), 200),
  );
}
