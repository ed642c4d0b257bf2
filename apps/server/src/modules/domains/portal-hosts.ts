import { canonicalHost, ERROR_CODES, MESSAGES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import { hitRateLimit } from '../../kernel/rate-limit';
import type { Db } from '../../platform/db/database';
import { clientAddress } from '../../platform/http/client-address';
import { errorBody } from '../../platform/http/errors';
import { requestHost } from '../../platform/http/link-origin';
import { PORTAL_RATE_RULES, portalMissKey, portalNotFound, portalTooManyMisses } from '../portal';
import type { PortalDomains } from './portal-domains';

export interface PortalHostDeps {
  db: Db;
  domains: PortalDomains;
  trustProxy: number;
  rateLimitScale: number;
}

/** The portal's API: `/api/portal/{token}` and everything under it. */
const PORTAL_API = /^\/api\/portal\/([^/]+)(?:\/|$)/;
/**
 * What else a portal host serves: the portal page (`/c/{token}`, the same page for every token),
 * the built assets it loads, public logos, unsubscribe links in client email, and the icon.
 */
const PORTAL_HOST_PATHS = [
  /^\/c\/[^/]+\/?$/,
  /^\/assets\//,
  /^\/api\/logos\//,
  /^\/api\/unsubscribe\//,
  /^\/favicon\.\w+$/,
];
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * Host routing (docs/decisions/029-portal-domains.md): a request whose Host is a live custom
 * domain or a claimed `{slug}.{PORTAL_BASE_DOMAIN}` is served only that workspace's portals.
 * Another workspace's token there is answered as an unknown one (a 404 that counts against the
 * address, as the portal counts misses); every other path (the owner app, sign-in, /api/me) is
 * 404. Other hosts pass through untouched; which host is whose is cached (services/domains).
 */
export const portalHosts =
  ({ db, domains, trustProxy, rateLimitScale }: PortalHostDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // Every spelling of a host (case, a trailing dot, a port, IDN) is judged as one.
    const host = canonicalHost(requestHost(c.req.raw, trustProxy)) ?? '';
    if (host === domains.publicHost) return next();
    const site = await domains.siteForHost(host);
    if (!site) return next();
    const path = c.req.path;
    const api = PORTAL_API.exec(path);
    if (api) {
      const token = api[1] ?? '';
      // An unknown token goes on to the portal, which counts the miss and answers 404.
      const owner = TOKEN.test(token) ? await domains.workspaceOfToken(token) : null;
      if (owner && owner !== site.workspaceId) {
        const rule = PORTAL_RATE_RULES.missesPerAddress;
        const scaled = { ...rule, limit: rule.limit * rateLimitScale };
        const miss = await hitRateLimit(db, portalMissKey(clientAddress(c, trustProxy)), scaled);
        throw miss.allowed ? portalNotFound() : portalTooManyMisses(miss.retryAfterSeconds);
      }
      return next();
    }
    if (PORTAL_HOST_PATHS.some((allowed) => allowed.test(path))) return next();
    if (path.startsWith('/api/')) return c.json(errorBody(ERROR_CODES.NOT_FOUND, MESSAGES.notFound), 404);
    return c.text('Not found', 404);
  };
