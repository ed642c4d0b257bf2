import { PORTAL_MESSAGES, paymentWebhookReceivedSchema } from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { notFound, tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { describeRoute, errorSchema, errors, jsonContent } from '../../platform/http/openapi';
import { applyProviderEvent } from './apply-provider-event';

/** Stripe's deliveries per sending address: far above what a workspace's payments make. */
export const WEBHOOK_RATE_RULE: RateRule = { limit: 600, windowSeconds: 60 };

/**
 * The Stripe Connect webhook (PAYMENTS_PROVIDER=stripe): the exact bytes are verified against the
 * stripe-signature header with STRIPE_CONNECT_WEBHOOK_SECRET (400 and nothing written when they do
 * not match), then the event is applied (apply-provider-event.ts: once, re-reading the provider).
 */
export function paymentWebhookRoutes(app: Router, deps: ModuleDeps) {
  const { db } = deps;
  const provider = deps.payments;

  // Stripe signs the exact bytes: described here, read raw by the handler below.
  const webhook = describeRoute(app, 'POST /api/payments/webhooks/stripe', {
    tags: ['Payments'],
    summary: "Stripe Connect's events (Stripe only; the body is verified against the stripe-signature header)",
    request: {
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      body: {
        required: true,
        content: { 'application/json': { schema: z.looseObject({ id: z.string(), type: z.string() }) } },
        description: 'A Stripe event of a connected account, verified over its exact bytes',
      },
    },
    responses: {
      200: jsonContent(paymentWebhookReceivedSchema, 'Applied (or already applied, or about nothing of ours)'),
      400: jsonContent(errorSchema, 'The signature does not match (INVALID_SIGNATURE); nothing was written'),
      403: errors[403],
      404: jsonContent(errorSchema, 'Not the Stripe provider'),
      413: errors[413],
      429: errors[429],
      502: jsonContent(errorSchema, 'The provider could not be read back; Stripe retries'),
    },
  });
  app.on(webhook.method, webhook.path, async (c) => {
    if (provider.name !== 'stripe') throw notFound();
    const rule = { ...WEBHOOK_RATE_RULE, limit: WEBHOOK_RATE_RULE.limit * deps.rateLimitScale };
    const hit = await hitRateLimit(db, `payment-webhook:${clientAddress(c, deps.links.trustProxy)}`, rule);
    if (!hit.allowed) throw tooManyRequests(PORTAL_MESSAGES.tooManyRequests, hit.retryAfterSeconds);
    // Throws WebhookSignatureError (400) before anything is read or written.
    const event = provider.parseWebhook(await c.req.text(), c.req.header('stripe-signature'));
    await applyProviderEvent({ db, provider, events: c.get('events') }, event);
    return c.json({ received: true as const }, 200);
  });
}
