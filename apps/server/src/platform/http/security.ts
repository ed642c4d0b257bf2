import { ERROR_CODES, MESSAGES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import { type LinkSettings, requestHost } from './link-origin';

/** The Content-Security-Policy of every page this server renders. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every answer carries, whatever it is. */
const COMMON: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/**
 * Security headers on every response: pages, assets, API answers and errors alike. A JSON answer
 * is never rendered as a document, so it gets OWASP's REST set (nothing may load from it or frame
 * it, no sniffing); pages and files get the full set a document needs. The routes that need
 * another policy (the embed, the logo, the exports) change it after this runs (app.ts OWN_HEADERS).
 * A JSON answer's headers went from about 650 bytes to 300, which both this server and whoever
 * reads the answer pay on every request (docs/decisions/010-measured-speed.md).
 */
export const securityHeaders = (isProduction: boolean): MiddlewareHandler => {
  const hsts: [string, string][] = isProduction
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']]
    : [];
  const json: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...COMMON,
    ...hsts,
  ];
  const page: [string, string][] = [
    ['content-security-policy', PAGE_CSP],
    ...COMMON,
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ...hsts,
  ];
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const list = headers.get('content-type')?.startsWith('application/json') ? json : page;
    for (const [name, value] of list) headers.set(name, value);
  };
};

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
