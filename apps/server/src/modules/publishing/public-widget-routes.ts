import { isUuid, MESSAGES, PUBLISHING_MESSAGES, publicWidgetResponseSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { hitRateLimit } from '../../kernel/rate-limit';
import { notFound, tooManyRequests } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { clientAddress } from '../../platform/http/client-address';
import { type LinkSettings, linkOrigin } from '../../platform/http/link-origin';
import { createRouter, describeRoute, errors, jsonContent } from '../../platform/http/openapi';
import { type PublicPublishing, publicMissKey } from './public-publishing';
import { matchesTag } from './version-tag';

export interface PublicRouteDeps {
  db: Db;
  publishing: PublicPublishing;
  links: LinkSettings;
}

/** A minute: a rejected or hidden testimonial is gone from every visitor's cache within it. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * The headers of every public answer under /api/public, set outside the app-wide security headers
 * (which would replace them; mounted in app.ts before them, like the public logo's): any site may
 * read them (CORS `*`, no credentials: these answers never read or set a cookie) and load them
 * (Cross-Origin-Resource-Policy), errors included, so the embed script can tell a 404 apart.
 */
export const publicApiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', 'ETag, Retry-After');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
};

/**
 * The two limits of the public surfaces: every request counts against the address's in-process
 * budget (no database write), and an id that names nothing counts against its misses in the
 * database, like the logo's. Each answer is the caller's (JSON here, pages elsewhere).
 */
export function publicGuards({ db, publishing, links }: PublicRouteDeps) {
  const address = (c: Context) => clientAddress(c, links.trustProxy);
  return {
    /** Seconds to wait when the address is over its budget, else null. */
    overBudget(c: Context): number | null {
      const { allowed, retryAfterSeconds } = publishing.reads.hit(address(c));
      return allowed ? null : retryAfterSeconds;
    },
    /** Counts a miss; seconds to wait when the address has missed too often, else null. */
    async missed(c: Context): Promise<number | null> {
      const { allowed, retryAfterSeconds } = await hitRateLimit(db, publicMissKey(address(c)), publishing.missRule);
      return allowed ? null : retryAfterSeconds;
    },
    origin: (c: Context) => linkOrigin(c.req.raw, links),
  };
}

const widgetParams = z.object({
  widgetId: z.string().meta({ description: "The widget's public id (its uuid, as in the embed code)" }),
});

/**
 * GET /api/public/widgets/{widgetId}: what the embed script and the iframe render. No session:
 * anyone may read a published widget, from any site. Cached in process per version and by
 * browsers for a minute, with an ETag (docs/decisions/024-public-widget-cache.md).
 */
export function publicWidgetRoutes(deps: PublicRouteDeps) {
  const r = createRouter();
  const guards = publicGuards(deps);
  const { widgets } = deps.publishing;

  describeRoute(
    r,
    createRoute({
      method: 'get',
      path: '/public/widgets/{widgetId}',
      tags: ['Publishing'],
      summary:
        "A widget's look and its published testimonials (public fields only); CORS open, cached a minute, ETag/304",
      request: { params: widgetParams },
      responses: {
        200: jsonContent(publicWidgetResponseSchema, 'The widget'),
        304: { description: 'Not modified: If-None-Match names its ETag' },
        404: errors[404],
        429: errors[429],
      },
    }),
  );

  // A cross-site GET without custom headers needs no preflight; one sent anyway is answered.
  r.options('/public/*', (c) =>
    c.body(null, 204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'If-None-Match',
      'Access-Control-Max-Age': '86400',
    }),
  );

  r.get('/public/widgets/:widgetId', async (c) => {
    const wait = guards.overBudget(c);
    if (wait !== null) throw tooManyRequests(MESSAGES.tooManyAttempts, wait);
    const miss = async () => {
      const missWait = await guards.missed(c);
      if (missWait !== null) throw tooManyRequests(MESSAGES.tooManyAttempts, missWait);
      return notFound(PUBLISHING_MESSAGES.widgetNotFound);
    };
    const id = c.req.param('widgetId');
    if (!isUuid(id)) throw await miss();
    const found = await widgets.lookup(id.toLowerCase(), guards.origin(c));
    if (!found) throw await miss();
    const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: found.etag };
    if (matchesTag(c.req.header('if-none-match'), found.etag)) return c.body(null, 304, headers);
    const body = await found.body();
    if (body === null) throw await miss();
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
  });

  return r;
}
