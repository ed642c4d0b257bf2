import { EXPORT_FORMATS, isUuid, MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { notFound, tooManyRequests } from '../../kernel/service-error';
import { describeRoute, errors } from '../../platform/http/openapi';
import { PUBLIC_CACHE_CONTROL, publicGuards } from './public-widget-routes';
import { matchesTag } from './version-tag';
import { renderWallErrorPage } from './wall-page';

const tags = ['Publishing'];
const params = z.object({ workspaceId: z.string().meta({ description: "The workspace's id" }) });
/** The card is the exports' social format. */
const cardFormat = EXPORT_FORMATS.social;
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * GET /gallery/{workspaceId}: the public wall of love, a page rendered on the server (registered
 * after the API, before the SPA). 404 unless the owner turned it on. Cached a minute, ETag by the
 * workspace's publish_version.
 */
export function wallRoutes(app: Router, deps: ModuleDeps) {
  const guards = publicGuards(deps);
  const { walls } = deps.publishing;

  const errorPage = (c: Context, kind: 'not-found' | 'too-many', retryAfter?: number) => {
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    c.header('Cache-Control', 'no-store');
    return c.html(renderWallErrorPage(kind), kind === 'not-found' ? 404 : 429);
  };

  const wallRoute = describeRoute(app, 'GET /gallery/{workspaceId}', {
    tags,
    summary: "The workspace's wall of love: its published testimonials, server-rendered in its brand",
    request: { params },
    responses: {
      200: htmlPage('The page (no script needed), with Open Graph tags and Review structured data'),
      304: { description: 'Not modified: If-None-Match names its ETag' },
      404: htmlPage('No such workspace, or its wall is off'),
      429: htmlPage('Too many requests or unknown ids from this address'),
    },
  });
  app.on(wallRoute.method, wallRoute.path, async (c) => {
    const wait = guards.overBudget(c);
    if (wait !== null) return errorPage(c, 'too-many', wait);
    const miss = async () => {
      const missWait = await guards.missed(c);
      return missWait === null ? errorPage(c, 'not-found') : errorPage(c, 'too-many', missWait);
    };
    const id = c.req.param('workspaceId');
    if (!isUuid(id)) return miss();
    const found = await walls.lookup(id.toLowerCase(), guards.origin(c));
    if (!found) return miss();
    const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: found.etag };
    if (matchesTag(c.req.header('if-none-match'), found.etag)) return c.body(null, 304, headers);
    const html = await found.html();
    if (html === null) return miss();
    return c.html(html, 200, headers);
  });
}

/**
 * GET /api/public/gallery/{workspaceId}/card.png: the wall's Open Graph image, the social card of
 * its first testimonial. 404 when the wall is off or nothing is published.
 */
export function wallCardRoutes(app: Router, deps: ModuleDeps) {
  const guards = publicGuards(deps);
  const { cards } = deps.publishing;

  const cardRoute = describeRoute(app, 'GET /api/public/gallery/{workspaceId}/card.png', {
    tags,
    summary: `The wall's social card (${cardFormat.width} × ${cardFormat.height} PNG) of its first testimonial; cached a minute, ETag/304`,
    request: { params },
    responses: {
      200: { description: 'The PNG', content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } } },
      304: { description: 'Not modified: If-None-Match names its ETag' },
      404: errors[404],
      429: errors[429],
    },
  });
  app.on(cardRoute.method, cardRoute.path, async (c) => {
    const wait = guards.overBudget(c);
    if (wait !== null) throw tooManyRequests(MESSAGES.tooManyAttempts, wait);
    const miss = async () => {
      const missWait = await guards.missed(c);
      if (missWait !== null) throw tooManyRequests(MESSAGES.tooManyAttempts, missWait);
      return notFound();
    };
    const id = c.req.param('workspaceId');
    if (!isUuid(id)) throw await miss();
    const found = await cards.lookup(id.toLowerCase());
    if (!found) throw await miss();
    const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: found.etag };
    if (matchesTag(c.req.header('if-none-match'), found.etag)) return c.body(null, 304, headers);
    const png = await found.png();
    // The wall is on but shows nothing yet: no card (not a miss: the id is real).
    if (png === null) throw notFound();
    return c.body(png, 200, { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength) });
  });
}
