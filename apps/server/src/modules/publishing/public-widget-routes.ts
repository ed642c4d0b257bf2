import { isUuid, MESSAGES, PUBLISHING_MESSAGES, publicWidgetResponseSchema } from '@bloom/core';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit } from '../../kernel/rate-limit';
import { notFound, tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { linkOrigin } from '../../platform/http/link-origin';
import { describeRoute, errors, jsonContent } from '../../platform/http/openapi';
import { publicMissKey } from './public-publishing';
import { matchesTag } from './version-tag';

/** A minute: a rejected or hidden testimonial is gone from every visitor's cache within it. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** Every public JSON and image answer, the unknown paths' 404 included. */
const PUBLIC_API = '/api/public/*';

/**
 * The headers of every public answer under /api/public, set outside the app-wide security headers
 * (which would replace them; app.ts registers them before those, like the public logo's): any site
 * may read them (CORS `*`, no credentials: these answers never read or set a cookie) and load them
 * (Cross-Origin-Resource-Policy), errors included, so the embed script can tell a 404 apart.
 */
export function publicApiHeaders(app: Router) {
  app.use(PUBLIC_API, anySite);
}

const anySite: MiddlewareHandler = async (c, next) => {
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
export function publicGuards({ db, publishing, links }: ModuleDeps) {
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
export function publicWidgetRoutes(app: Router, deps: ModuleDeps) {
  const guards = publicGuards(deps);
  const { widgets } = deps.publishing;

  const widget = describeRoute(app, 'GET /api/public/widgets/{widgetId}', {
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
  });

  // A cross-site GET without custom headers needs no preflight; one sent anyway is answered.
  app.options(PUBLIC_API, (c) =>
    c.body(null, 204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'If-None-Match',
      'Access-Control-Max-Age': '86400',
    }),
  );

  app.on(widget.method, widget.path, async (c) => {
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
}
