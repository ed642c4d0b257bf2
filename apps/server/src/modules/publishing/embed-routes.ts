import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '@bloom/core';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { describeRoute } from '../../platform/http/openapi';
import { EMBED_SCRIPT_PATH, renderEmbedMissingPage, renderEmbedPage } from './embed-page';
import { readWidgetVersion } from './public-widget';
import { PUBLIC_CACHE_CONTROL, publicGuards } from './public-widget-routes';

/** Five minutes: a new build of the script reaches every site soon, without a hash in its address. */
const SCRIPT_CACHE_CONTROL = 'public, max-age=300';

/**
 * The headers of /embed/*, set outside the app-wide security headers (app.ts registers them
 * before those): other sites load the script and frame the iframe page, so both may be loaded
 * cross-origin, and the page, and only it, may be framed by any site (everything else keeps
 * frame-ancestors 'none' and X-Frame-Options: DENY).
 */
export function embedHeaders(app: Router) {
  app.use('/embed/*', crossOrigin);
}

const crossOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if (c.req.path === EMBED_SCRIPT_PATH) {
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    return;
  }
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy)
    c.res.headers.set('Content-Security-Policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  c.res.headers.delete('X-Frame-Options');
};

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * The embed's two public answers, outside /api and before the SPA: the script a site pastes
 * (built by the web app into dist/embed/widget.js, with .br and .gz twins) and the iframe page for
 * site builders that strip scripts.
 */
export function embedRoutes(app: Router, deps: ModuleDeps) {
  const guards = publicGuards(deps);
  // The built web app (omitted in API tests); the embed script is its embed/widget.js.
  const scriptFile = deps.webDist ? path.resolve(deps.webDist, 'embed', 'widget.js') : null;

  const script = describeRoute(app, `GET ${EMBED_SCRIPT_PATH}`, {
    tags: ['Publishing'],
    summary: 'The embed script: renders every <div data-bloom-widget> of the page into a shadow root',
    responses: {
      200: { description: 'The script', content: { 'text/javascript': { schema: z.string() } } },
      404: { description: 'The web app is not built', content: { 'text/plain': { schema: z.string() } } },
    },
  });
  // Before /embed/{widgetId}, which would take 'widget.js' for an id.
  app.on(script.method, script.path, async (c) => {
    if (!scriptFile || !existsSync(scriptFile)) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': SCRIPT_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    };
    const accepts = c.req.header('accept-encoding') ?? '';
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepts) || !existsSync(scriptFile + ext)) continue;
      return c.body(await readFile(scriptFile + ext), 200, { ...headers, 'Content-Encoding': encoding });
    }
    return c.body(await readFile(scriptFile), 200, headers);
  });

  const page = (c: Context, html: string, status: 200 | 404 | 429, retryAfter?: number) => {
    c.header('Cache-Control', status === 200 ? PUBLIC_CACHE_CONTROL : 'no-store');
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    c.header('X-Robots-Tag', 'noindex');
    return c.html(html, status);
  };

  const iframe = describeRoute(app, 'GET /embed/{widgetId}', {
    tags: ['Publishing'],
    summary: 'The iframe embed: a transparent page with the widget, which reports its height by postMessage',
    request: { params: z.object({ widgetId: z.string().meta({ description: "The widget's public id" }) }) },
    responses: {
      200: htmlPage('The page (framable by any site)'),
      404: htmlPage('No such widget: an empty page'),
      429: htmlPage('Too many requests or unknown ids from this address: an empty page'),
    },
  });
  app.on(iframe.method, iframe.path, async (c) => {
    const wait = guards.overBudget(c);
    if (wait !== null) return page(c, renderEmbedMissingPage(), 429, wait);
    const id = c.req.param('widgetId');
    const found = isUuid(id) ? await readWidgetVersion(deps.db, id.toLowerCase()) : null;
    if (found) return page(c, renderEmbedPage(id.toLowerCase()), 200);
    const missWait = await guards.missed(c);
    return missWait === null
      ? page(c, renderEmbedMissingPage(), 404)
      : page(c, renderEmbedMissingPage(), 429, missWait);
  });
}
