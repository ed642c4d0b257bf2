import { Hono } from 'hono';
import type { AppEnv } from '../../../kernel/context';
import type { Db } from '../../../platform/db/database';
import { checkDeclaredResponses, createRouter } from '../../../platform/http/openapi';
import { API_RATE_LIMIT, createKeyRateLimiter, type KeyRateLimiter } from './key-rate-limit';
import { type PortalOriginOf, v1ClientRoutes } from './v1-clients';
import { v1Guard } from './v1-guard';
import { V1_GUIDE } from './v1-guide';
import { v1JourneyRoutes } from './v1-journeys';
import { V1_PREFIX, V1_SECURITY } from './v1-route';
import { v1SubmissionRoutes } from './v1-submissions';
import { v1TestimonialRoutes } from './v1-testimonials';
import { v1WebhookRoutes } from './v1-webhooks';

export interface PublicApiDeps {
  db: Db;
  isProduction: boolean;
  /** AUTH_SECRET: webhook signing secrets are encrypted with it. */
  secret: string;
  /** Where a workspace's portal links point: its portal domain, else the app's address (platform/http/link-origin.ts). */
  originOf: PortalOriginOf;
  checkResponses?: boolean;
  /** RATE_LIMIT_SCALE: multiplies the per-key limit, like every other rate limit. */
  rateLimitScale?: number;
  /** Tests pass their own to start from a clean count. */
  limiter?: KeyRateLimiter;
}

/**
 * The public REST API (issue 22, docs/decisions/027-public-api.md), mounted on the app at '/'. Its
 * routes are declared on a router of their own, so its document (/api/v1/openapi.json) lists only
 * them and the owner API's document does not list them. It authenticates by API key alone: the
 * app's session and same-origin checks do not apply (app.ts skips them for /api/v1).
 */
export function publicApiRoutes(deps: PublicApiDeps) {
  const v1 = v1Router(deps);
  // A plain Hono in between: OpenAPIHono.route would copy the v1 declarations into the app's document.
  const outer = new Hono<AppEnv>();
  outer.get(`${V1_PREFIX}/openapi.json`, (c) => c.json(v1Document(v1, new URL(c.req.url).origin)));
  outer.route('/', v1);
  return outer;
}

/** The v1 router itself (exported for the tests that compare its routes with its document). */
export function v1Router(deps: PublicApiDeps) {
  const r = createRouter();
  if (deps.checkResponses) r.use(`${V1_PREFIX}/*`, checkDeclaredResponses(r));
  r.use(
    `${V1_PREFIX}/*`,
    v1Guard(deps.db, deps.limiter ?? createKeyRateLimiter(API_RATE_LIMIT * (deps.rateLimitScale ?? 1))),
  );
  r.openAPIRegistry.registerComponent('securitySchemes', V1_SECURITY, {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (bloom_live_…) from Settings → Integrations → API',
  });
  v1ClientRoutes(r, deps.originOf);
  v1JourneyRoutes(r);
  v1SubmissionRoutes(r);
  v1TestimonialRoutes(r);
  v1WebhookRoutes(r, { isProduction: deps.isProduction, authSecret: deps.secret });
  return r;
}

export const v1Document = (r: ReturnType<typeof v1Router>, origin: string) =>
  r.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Bloom REST API', version: '1', description: V1_GUIDE },
    servers: [{ url: origin }],
    security: [{ [V1_SECURITY]: [] }],
  });
