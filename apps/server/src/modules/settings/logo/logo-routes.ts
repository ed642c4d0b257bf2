import { Readable } from 'node:stream';
import { ERROR_CODES, LOGO_FILE_NAME, LOGO_TYPES, MESSAGES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../../app-deps';
import { hitRateLimit, type RateRule } from '../../../kernel/rate-limit';
import { ServiceError, tooManyRequests } from '../../../kernel/service-error';
import { clientAddress } from '../../../platform/http/client-address';
import { describeRoute, errors } from '../../../platform/http/openapi';
import { honoPathOf } from '../../../platform/http/route-key';
import { findPublicLogo } from '../workspace-logo';

/** Names that are no current logo, per address: someone guessing (a real one costs no write). */
export const LOGO_MISS_RULE: RateRule = { limit: 60, windowSeconds: 15 * 60 };
const logoMissKey = (address: string) => `logo-miss:${address}`;

const notFound = () => new ServiceError(ERROR_CODES.NOT_FOUND, MESSAGES.notFound);
const YEAR = 31_536_000;
/** An SVG opened on its own is an inert, sandboxed document, and is downloaded rather than shown. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const LOGO_ROUTE = 'GET /api/logos/{file}';

/**
 * The headers of a served logo, set outside the app-wide security headers (which would replace
 * them): it is public and its name is its content hash, so it may be cached for a year, shown by
 * other sites (emails, the widget) and never sniffed. app.ts registers it before securityHeaders.
 */
export function publicLogoHeaders(app: Router) {
  app.use(honoPathOf(LOGO_ROUTE), logoHeaders);
}

const logoHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.res.headers.set('Cache-Control', `public, max-age=${YEAR}, immutable`);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  c.res.headers.set('Content-Security-Policy', SVG_POLICY);
};

/**
 * GET /api/logos/{file}: a workspace's current logo, without a session (a portal, its password
 * screen and an email show it). The name reveals nothing but the logo: it is the sha256 of its bytes.
 */
export function logoRoutes(app: Router, { db, storage, rateLimitScale, links }: ModuleDeps) {
  const rule: RateRule = { ...LOGO_MISS_RULE, limit: LOGO_MISS_RULE.limit * rateLimitScale };

  const logo = describeRoute(app, LOGO_ROUTE, {
    tags: ['Workspace'],
    summary: "A workspace's logo, public and cached for a year (its name is the sha256 of its bytes)",
    request: {
      params: z.object({ file: z.string().meta({ description: '<sha256 hex>.<png|jpg|webp|svg>' }) }),
    },
    responses: {
      200: {
        description: 'The image (an SVG is sent as an attachment with a sandboxing policy)',
        content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
      },
      304: { description: 'Not modified: If-None-Match names its ETag' },
      404: errors[404],
      429: errors[429],
    },
  });
  app.on(logo.method, logo.path, async (c) => {
    const file = c.req.param('file');
    const missKey = logoMissKey(clientAddress(c, links.trustProxy));
    const recordMiss = async () => {
      const { allowed, retryAfterSeconds } = await hitRateLimit(db, missKey, rule);
      if (!allowed) throw tooManyRequests(MESSAGES.tooManyAttempts, retryAfterSeconds);
      throw notFound();
    };
    const match = LOGO_FILE_NAME.exec(file);
    if (!match || !storage) return recordMiss();
    const { key, misses } = await findPublicLogo(db, file, missKey);
    if (misses >= rule.limit) throw tooManyRequests(MESSAGES.tooManyAttempts, rule.windowSeconds);
    if (!key) return recordMiss();
    const etag = `"${match[1]}"`;
    const type = LOGO_TYPES.find((t) => t.extension === match[2]);
    const headers: Record<string, string> = {
      'Content-Type': type?.mime ?? 'application/octet-stream',
      ETag: etag,
    };
    if (type?.extension === 'svg') headers['Content-Disposition'] = 'attachment; filename="logo.svg"';
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    )
      return c.body(null, 304, headers);
    const object = await storage.get(key);
    if (!object) throw notFound();
    headers['Content-Length'] = String(object.size);
    if (c.req.method === 'HEAD') {
      object.body.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, headers);
  });
}
