import { ERROR_CODES, MESSAGES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';
import { type LinkSettings, requestHost } from './link-origin';

/** Security headers on every response: pages, assets, API answers and errors alike. */
export const securityHeaders = (isProduction: boolean): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site.
 * Same-site requests carry an Origin whose host is ours (the Host header, PUBLIC_URL's host, or
 * a trusted proxy's X-Forwarded-Host); non-browser clients send none.
 */
export const sameOriginOnly = (settings: LinkSettings): MiddlewareHandler => {
  const publicHost = settings.publicUrl ? new URL(settings.publicUrl).host : null;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let crossSite = fetchSite === 'cross-site';
    if (origin) {
      let originHost: string | null = null;
      try {
        originHost = origin === 'null' ? null : new URL(origin).host;
      } catch {
        originHost = null;
      }
      const ownHost = c.req.header('host');
      crossSite ||=
        originHost === null ||
        (originHost !== ownHost &&
          originHost !== publicHost &&
          originHost !== requestHost(c.req.raw, settings.trustProxy));
    }
    if (crossSite) return c.json(errorBody(ERROR_CODES.CROSS_SITE_REQUEST, MESSAGES.crossSite), 403);
    return next();
  };
};
