import { businessDetailsSchema, connectSchema, paymentSettingsSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { linkOrigin } from '../../platform/http/link-origin';
import {
  errorSchema,
  errors,
  jsonBody,
  jsonContent,
  ownerConflictErrors,
  ownerErrors,
  route,
} from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { connectPaymentAccount, readPaymentSettings, updatePaymentSettings } from './payment-settings';

const tags = ['Payments'];
const settings = jsonContent(paymentSettingsSchema, 'The payment account and the business details');
/** The provider could not be reached (BILLING_UNAVAILABLE; a refusal is a 400). */
const providerDown = { 502: jsonContent(errorSchema, 'The payment provider failed') } as const;

/**
 * Settings → Payments (contract: core api/payment-routes.ts): the workspace's payment account and
 * the business details its invoices print. The role table keeps them to the Owner and Admins
 * ('payments.manage'), reading included.
 */
export function paymentSettingsRoutes(app: Router, deps: ModuleDeps) {
  const { db, links } = deps;
  const provider = deps.payments;
  const owner = requireOwner(db);

  app.openapi(
    route('GET /api/settings/payments', {
      tags,
      summary: 'The payment account (provider, status) and the business details invoices print',
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors, 403: errors[403] },
    }),
    async (c) => c.json(await readPaymentSettings(c.get('owner'), provider), 200),
  );

  app.openapi(
    route('PUT /api/settings/payments', {
      tags,
      summary: 'Save the business details (409 on a currency change while invoices are open)',
      middleware: [owner],
      request: { body: jsonBody(businessDetailsSchema) },
      responses: { 200: settings, ...ownerConflictErrors, 415: errors[415] },
    }),
    async (c) => c.json(await updatePaymentSettings(c.get('owner'), provider, c.req.valid('json')), 200),
  );

  app.openapi(
    route('POST /api/settings/payments/connect', {
      tags,
      summary: "Connect the workspace's payment account: where to finish onboarding (test mode: straight back)",
      middleware: [owner],
      responses: {
        200: jsonContent(connectSchema, 'Where to send the browser'),
        ...ownerConflictErrors,
        ...providerDown,
      },
    }),
    async (c) => {
      const email = c.get('user')?.email ?? '';
      const origin = linkOrigin(c.req.raw, links);
      return c.json(await connectPaymentAccount(c.get('owner'), provider, { email, origin }), 200);
    },
  );
}
