import { ctaClickSchema, landingVisitSchema, MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { type Declaration, describeRoute, errors } from '../../platform/http/openapi';
import { readJson } from '../../platform/http/read-json';
import { ANALYTICS_RATE_RULE, analyticsLimitKey, type TrackedEvent, type TrackResult, trackEvent } from './track-event';

const tags = ['Landing analytics'];

/**
 * A beacon's JSON body: navigator.sendBeacon sends it as text/plain, which the router's JSON
 * validator would refuse (415), so these routes are described here and read by their handlers.
 */
const beacon = (summary: string, schema: z.ZodType): Declaration => ({
  tags,
  summary,
  request: {
    body: {
      required: true,
      description: 'JSON, sent as application/json or (sendBeacon) text/plain',
      content: { 'application/json': { schema }, 'text/plain': { schema } },
    },
  },
  responses: {
    204: { description: 'Taken (also when storing it failed: it is logged)' },
    400: errors[400],
    403: errors[403],
    413: errors[413],
    429: errors[429],
  },
});

/**
 * POST /api/analytics/visit and /api/analytics/cta: the landing page's anonymous events, sent
 * with navigator.sendBeacon (a text/plain body holding JSON reads as JSON). 204 when taken
 * (also when storing failed), 400 for unknown plans or variants, 429 over the address's limit.
 */
export function analyticsRoutes(app: Router, deps: ModuleDeps) {
  const rule = { ...ANALYTICS_RATE_RULE, limit: ANALYTICS_RATE_RULE.limit * deps.rateLimitScale };
  const track = async (c: Context<AppEnv>, event: TrackedEvent) => {
    // AUTH_SECRET keys the rate limit by an HMAC of the address, never the address.
    const limitKey = analyticsLimitKey(deps.secret, clientAddress(c, deps.links.trustProxy));
    answer(await trackEvent({ db: deps.db, limitKey, rule }, event));
    return c.body(null, 204);
  };

  const visit = describeRoute(app, 'POST /api/analytics/visit', beacon('A landing page view', landingVisitSchema));
  app.on(visit.method, visit.path, async (c) => {
    const input = await readJson(c, landingVisitSchema);
    return track(c, { kind: 'visit', input, userAgent: c.req.header('user-agent') });
  });
  const cta = describeRoute(app, 'POST /api/analytics/cta', beacon('A click on a call to action', ctaClickSchema));
  app.on(cta.method, cta.path, async (c) => track(c, { kind: 'cta', input: await readJson(c, ctaClickSchema) }));
}

function answer(result: TrackResult): void {
  if (result.limited) {
    throw tooManyRequests(MESSAGES.tooManyAttempts, result.retryAfterSeconds);
  }
}
