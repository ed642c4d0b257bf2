import { ctaClickSchema, landingVisitSchema, MESSAGES } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../kernel/context';
import { tooManyRequests } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { clientAddress } from '../../platform/http/client-address';
import { createRouter, describeRoute, errors } from '../../platform/http/openapi';
import { readJson } from '../../platform/http/read-json';
import { ANALYTICS_RATE_RULE, analyticsLimitKey, type TrackedEvent, type TrackResult, trackEvent } from './track-event';

export interface AnalyticsRouteDeps {
  db: Db;
  /** AUTH_SECRET: keys the rate limit by an HMAC of the address, never the address. */
  secret: string;
  rateLimitScale: number;
  trustProxy: number;
}

const tags = ['Landing analytics'];

/**
 * A beacon's JSON body: navigator.sendBeacon sends it as text/plain, which the router's JSON
 * validator would refuse (415), so these routes are described here and read by their handlers.
 */
const beaconRoute = (path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'post',
    path,
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
export function analyticsRoutes(deps: AnalyticsRouteDeps) {
  const r = createRouter();
  const rule = { ...ANALYTICS_RATE_RULE, limit: ANALYTICS_RATE_RULE.limit * deps.rateLimitScale };
  const track = async (c: Context<AppEnv>, event: TrackedEvent) => {
    const limitKey = analyticsLimitKey(deps.secret, clientAddress(c, deps.trustProxy));
    answer(await trackEvent({ db: deps.db, limitKey, rule }, event));
    return c.body(null, 204);
  };

  describeRoute(r, beaconRoute('/visit', 'A landing page view', landingVisitSchema));
  r.post('/visit', async (c) => {
    const input = await readJson(c, landingVisitSchema);
    return track(c, { kind: 'visit', input, userAgent: c.req.header('user-agent') });
  });
  describeRoute(r, beaconRoute('/cta', 'A click on a call to action', ctaClickSchema));
  r.post('/cta', async (c) => track(c, { kind: 'cta', input: await readJson(c, ctaClickSchema) }));
  return r;
}

function answer(result: TrackResult): void {
  if (result.limited) {
    throw tooManyRequests(MESSAGES.tooManyAttempts, result.retryAfterSeconds);
  }
}
