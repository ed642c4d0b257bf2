import { Hono } from 'hono';
import type { ModuleDeps, Router } from '../../../app-deps';
import type { AppEnv } from '../../../kernel/context';
import { linkOrigin } from '../../../platform/http/link-origin';
import { checkDeclaredResponses, createRouter } from '../../../platform/http/openapi';
import { erasedClient404 } from '../../erasure';
import { v1AgreementRoutes } from './v1-agreements';
import { v1ClientRoutes } from './v1-clients';
import { v1ContactRoutes } from './v1-contacts';
import { v1DeliverableRoutes } from './v1-deliverables';
import { v1Guard } from './v1-guard';
import { V1_GUIDE } from './v1-guide';
import { v1InvitationRoutes } from './v1-invitations';
import { v1InvoiceRoutes } from './v1-invoices';
import { v1JourneyRoutes } from './v1-journeys';
import { v1MeRoutes } from './v1-me';
import { V1_DOCUMENT_PATH, V1_PREFIX, V1_SECURITY } from './v1-route';
import { v1SubmissionRoutes } from './v1-submissions';
import { v1TestimonialRoutes } from './v1-testimonials';
import { v1WebhookRoutes } from './v1-webhooks';

/**
 * The public REST API (issue 22, docs/decisions/027-public-api.md). Its routes are declared on a
 * router of their own, so its document (/api/v1/openapi.json) lists only them and the owner API's
 * document does not list them. It authenticates by API key alone: the app's session and
 * same-origin checks do not apply (app.ts skips them for /api/v1).
 */
export function publicApiRoutes(app: Router, deps: ModuleDeps) {
  const v1 = v1Router(deps);
  // A plain Hono in between: OpenAPIHono.route would copy the v1 declarations into the app's document.
  const outer = new Hono<AppEnv>();
  outer.get(V1_DOCUMENT_PATH, (c) => c.json(v1Document(v1, new URL(c.req.url).origin)));
  outer.route('/', v1);
  app.route('/', outer);
}

/** The v1 router itself. */
function v1Router(deps: ModuleDeps) {
  const r = createRouter();
  if (deps.checkResponses) r.use(`${V1_PREFIX}/*`, checkDeclaredResponses(r));
  // The app's one V1Access: its limit is API_RATE_LIMIT x RATE_LIMIT_SCALE, like every other rate limit.
  r.use(`${V1_PREFIX}/*`, v1Guard(deps.db, deps.v1Access));
  // An erased client (issue 38) answers 404 here as on the owner API: after the key, so a stranger gets 401.
  for (const path of ['clients/:id', 'clients/:id/*']) r.use(`${V1_PREFIX}/${path}`, erasedClient404(deps.db));
  r.openAPIRegistry.registerComponent('securitySchemes', V1_SECURITY, {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (bloom_live_…) from Settings → Integrations → API',
  });
  // Where a workspace's portal links point: its portal domain, else the app's address.
  const originOf = async (req: Request, workspaceId: string) =>
    (await deps.portalOriginOf(workspaceId, req)) ?? linkOrigin(req, deps.links);
  v1MeRoutes(r);
  v1ClientRoutes(r, originOf);
  v1InvitationRoutes(r, deps, originOf);
  v1ContactRoutes(r, originOf);
  v1JourneyRoutes(r);
  v1SubmissionRoutes(r);
  v1TestimonialRoutes(r);
  v1AgreementRoutes(r, deps.storage);
  v1InvoiceRoutes(r, deps.storage);
  v1DeliverableRoutes(r);
  v1WebhookRoutes(r, { isProduction: deps.isProduction, authSecret: deps.secret }, originOf);
  return r;
}

const v1Document = (r: Router, origin: string) =>
  r.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Bloom REST API', version: '1', description: V1_GUIDE },
    servers: [{ url: origin }],
    security: [{ [V1_SECURITY]: [] }],
  });
