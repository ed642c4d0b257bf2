import {
  billingPortalResponseSchema,
  checkoutInputSchema,
  checkoutResponseSchema,
  portalInputSchema,
  pricingViewSchema,
  subscriptionResponseSchema,
  webhookReceivedSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { notFound } from '../../kernel/service-error';
import { linkOrigin } from '../../platform/http/link-origin';
import { describeRoute, errorSchema, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { planFromRequest } from '../landing';
import { type BillingContext, openPortal, startCheckout, subscriptionState } from './billing-service';

const tags = ['Billing'];
/** The provider could not be reached or gave no page (BILLING_UNAVAILABLE, NO_CHECKOUT_URL...). */
const providerDown = jsonContent(errorSchema, 'The payment provider failed');
/** The owner's posts here (never gated); 402 is a payment the provider refused, 404 billing switched off. */
const ownerPostErrors = {
  400: errors[400],
  401: errors[401],
  402: errors[402],
  403: errors[403],
  404: errors[404],
  413: errors[413],
  415: errors[415],
  502: providerDown,
};

/** Billing routes stay reachable whatever the gate says: the gate screens are built on them. */
export function billingRoutes(app: Router, { db, billing, links }: ModuleDeps) {
  const owner = requireOwner(db, { gate: false });
  const ctx = (c: Context<AppEnv>): BillingContext => ({
    db,
    billing,
    origin: linkOrigin(c.req.raw, links),
    user: { id: c.get('owner').userId, email: c.get('user')?.email ?? '' },
  });

  app.openapi(
    route('GET /api/billing/plans', {
      tags,
      summary: 'The plans and price, as the operator configured them',
      responses: { 200: jsonContent(pricingViewSchema, 'Plans and price') },
    }),
    (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(billing.pricing, 200);
    },
  );

  app.openapi(
    route('GET /api/billing/subscription', {
      tags,
      summary: "The owner's subscription and what the gate says about it",
      middleware: [owner],
      responses: { 200: jsonContent(subscriptionResponseSchema, 'Subscription and gate'), 401: errors[401] },
    }),
    async (c) => {
      const known = (await c.get('session')())?.subscription;
      return c.json(await subscriptionState(ctx(c), planFromRequest(c), known), 200);
    },
  );

  app.openapi(
    route('POST /api/billing/checkout', {
      tags,
      summary: "Start a checkout for the visit's plan (409 when already active or trialing)",
      middleware: [owner],
      request: { body: jsonBody(checkoutInputSchema) },
      responses: {
        200: jsonContent(checkoutResponseSchema, 'Where to pay'),
        ...ownerPostErrors,
        409: errors[409],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const plan = planFromRequest(c, input.plan);
      return c.json(await startCheckout(ctx(c), { ...input, plan }), 200);
    },
  );

  app.openapi(
    route('POST /api/billing/portal', {
      tags,
      summary: "Open the provider's billing portal",
      middleware: [owner],
      request: { body: jsonBody(portalInputSchema) },
      responses: { 200: jsonContent(billingPortalResponseSchema, 'Where the portal is'), ...ownerPostErrors },
    }),
    async (c) => c.json(await openPortal(ctx(c), c.req.valid('json').returnPath), 200),
  );

  // Stripe signs the exact bytes: described here, read raw by the handler below.
  const webhook = describeRoute(app, 'POST /api/billing/webhook', {
    tags,
    summary: "Stripe's events (Stripe only; the body is verified against the stripe-signature header)",
    request: {
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      body: {
        required: true,
        content: { 'application/json': { schema: z.looseObject({ id: z.string(), type: z.string() }) } },
        description: 'A Stripe event, verified over its exact bytes',
      },
    },
    responses: {
      200: jsonContent(webhookReceivedSchema, 'Applied (or already applied, or not about a subscription)'),
      400: jsonContent(errorSchema, 'The signature does not match (INVALID_SIGNATURE); nothing was written'),
      403: errors[403],
      404: jsonContent(errorSchema, 'Not the Stripe provider'),
      413: errors[413],
    },
  });
  app.on(webhook.method, webhook.path, async (c) => {
    if (!billing.webhook) throw notFound();
    await billing.webhook(await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true }, 200);
  });
}
