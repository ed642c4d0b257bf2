import { type ApiRoute, DEFAULT_MAX_UPLOAD_MB, ERROR_CODES, MESSAGES, megabytes } from '@bloom/core';
import type { Context, Env, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, ModuleDeps, RegisterRoutes } from './app-deps';
import { defaultSupportEmail } from './config';
import type { AppEnv } from './kernel/context';
import { createEvents } from './kernel/events';
import { notFound } from './kernel/service-error';
import { accountRoutes } from './modules/account/account-routes';
import { accountSettingsRoutes } from './modules/account/account-settings-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { agreementRoutes, portalAgreementRoutes, verifyRoutes } from './modules/agreements';
import { authRoutes } from './modules/auth/auth-routes';
import { sessionOffer } from './modules/auth/session';
import { billingRoutes } from './modules/billing/billing-routes';
import { billingTestRoutes } from './modules/billing/billing-test-routes';
import { clientExportRoutes } from './modules/client-export';
import { clientHistoryRoutes } from './modules/client-history';
import { clientEmailRoutes } from './modules/clients/client-email-routes';
import { clientInvitationRoutes } from './modules/clients/client-invitation-routes';
import { clientRoutes } from './modules/clients/client-routes';
import { contactRoutes } from './modules/contacts';
import { contactInvitationRoutes } from './modules/contacts/contact-invitation-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { deadlineRoutes, deadlineSubscriptions } from './modules/deadlines';
import { deliverableRoutes } from './modules/deliverables/deliverable-routes';
import { domainRoutes } from './modules/domains/domain-routes';
import { createPortalDomains } from './modules/domains/portal-domains';
import { portalHosts } from './modules/domains/portal-hosts';
import { devOutboxRoutes } from './modules/email/dev-outbox-routes';
import { emailSettingsRoutes } from './modules/email/email-settings-routes';
import { unsubscribeRoutes } from './modules/email/unsubscribe-routes';
import { erasedClientGuards, erasureRoutes } from './modules/erasure';
import { healthRoutes } from './modules/health/health-routes';
import { devSweepRoutes } from './modules/housekeeping/dev-sweep-routes';
import { insightSubscriptions } from './modules/insights';
import { insightRoutes } from './modules/insights/insight-routes';
import { webhookSubscriptions } from './modules/integrations';
import { apiDocsRoutes } from './modules/integrations/api-docs-routes';
import { apiKeyRoutes } from './modules/integrations/api-keys/api-key-routes';
import { publicApiRoutes } from './modules/integrations/v1/public-api-routes';
import { createV1Access } from './modules/integrations/v1/v1-access';
import { webhookRoutes } from './modules/integrations/webhook-endpoints/webhook-routes';
import { journeyRoutes } from './modules/journeys/journey-routes';
import { analyticsRoutes } from './modules/landing/analytics-routes';
import { siteRoutes } from './modules/landing/site-routes';
import { mountSpa } from './modules/landing/static-files';
import { DEFAULT_NOTIFICATION_DELAY_SECONDS, notificationSubscriptions } from './modules/notifications';
import {
  applyProviderEvent,
  invoiceDocumentSubscriptions,
  paymentOwnerRoutes,
  paymentSettingsRoutes,
  paymentSubscriptions,
  paymentWebhookRoutes,
  portalPaymentRoutes,
  testCheckoutPages,
} from './modules/payments';
import { portalSubscriptions } from './modules/portal';
import { portalRoutes } from './modules/portal/portal-routes';
import { embedHeaders, embedRoutes } from './modules/publishing/embed-routes';
import { exportFrameHeaders, exportRoutes } from './modules/publishing/exports/export-routes';
import { createPublicPublishing } from './modules/publishing/public-publishing';
import { publicApiHeaders, publicWidgetRoutes } from './modules/publishing/public-widget-routes';
import { wallCardRoutes, wallRoutes } from './modules/publishing/wall-routes';
import { widgetRoutes } from './modules/publishing/widget-routes';
import { logoRoutes, publicLogoHeaders } from './modules/settings/logo/logo-routes';
import { workspaceRoutes } from './modules/settings/workspace-routes';
import { submissionRoutes } from './modules/submissions/submission-routes';
import { assignedOnlyGuards, teamRoutes, teamSubscriptions } from './modules/team';
import { testimonialRoutes } from './modules/testimonials/testimonial-routes';
import { workspaceExportRoutes, workspaceExportSubscriptions } from './modules/workspace-export';
import { compressText } from './platform/http/compress-text';
import { errorBody, handleError } from './platform/http/errors';
import { idempotentCreate } from './platform/http/idempotency';
import { limitJsonDepth } from './platform/http/json-depth';
import { linkOrigin } from './platform/http/link-origin';
import { checkDeclaredResponses, createRouter, type Router } from './platform/http/openapi';
import { hasControlChars } from './platform/http/path-ids';
import { honoPathOf } from './platform/http/route-key';
import { sameOriginOnly, securityHeaders } from './platform/http/security';
import { finishReadingBody } from './platform/http/unread-body';
import { countWrites } from './platform/http/write-generation';
import { ephemeralSealKey } from './platform/pdf/seal-key';
import { isUploadRequest } from './platform/storage/upload-routes';

export type { AppDeps } from './app-deps';

/**
 * Headers of public answers that the app-wide security headers would replace, registered before
 * them: a public logo's, the public widget JSON's and social card's, the embed script's and
 * iframe page's, and the export page's frame of its PDF preview.
 */
const OWN_HEADERS: ((app: Router) => void)[] = [publicLogoHeaders, publicApiHeaders, embedHeaders, exportFrameHeaders];

/** The owner API's creating POSTs, where an Idempotency-Key makes a retry safe. */
const IDEMPOTENT_CREATES = [
  'POST /api/clients',
  'POST /api/journeys',
  'POST /api/clients/{clientId}/deliverables',
] as const satisfies readonly ApiRoute[];

/**
 * Every area's routes under /api, in the order they match. Each registers at the paths of its
 * route keys (docs/decisions/031-routes-from-core-keys.md), so this list only says which areas and
 * in what order: a guard an area puts on its prefix (requireOwner on /api/clients/*) also covers
 * the areas after it there.
 */
const API_AREAS: RegisterRoutes[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  billingRoutes,
  journeyRoutes,
  // A Member's reach: only their assigned clients, before any client, submission or testimonial route.
  assignedOnlyGuards,
  // An erased client (issue 38) answers 404 on every route under its id but its history.
  erasedClientGuards,
  clientRoutes,
  // Erasing a client's personal data (issue 38, GDPR Article 17).
  erasureRoutes,
  deliverableRoutes,
  portalRoutes,
  analyticsRoutes,
  siteRoutes,
  adminRoutes,
  dashboardRoutes,
  submissionRoutes,
  testimonialRoutes,
  exportRoutes,
  workspaceRoutes,
  clientEmailRoutes,
  clientInvitationRoutes,
  // A client's data as a zip (issue 38): after clientRoutes, whose guard reads the owner.
  clientExportRoutes,
  // A client's contacts (issue 33), each with their own portal link.
  contactRoutes,
  // A client's contacts (issue 33): each their own invitation.
  contactInvitationRoutes,
  // Agreements (issue 34): send, void and countersign from the client page; the stage's PDF upload.
  agreementRoutes,
  // Agreements in the portal: each signing step of a contact, the PDFs; the public /verify check.
  portalAgreementRoutes,
  verifyRoutes,
  // Payments (issue 35): the Stripe Connect webhook first (no session; nothing guards /api/payments
  // before it), the owner's settings, and paying in the portal.
  paymentWebhookRoutes,
  paymentSettingsRoutes,
  portalPaymentRoutes,
  // The owner's invoices: /api/payments with its CSV, a client's payments, voiding, the PDFs.
  paymentOwnerRoutes,
  // A client's due dates on the client page, and the owner's date for a stage.
  deadlineRoutes,
  // A client's history on the client page (issue 38), composed on read; an erased client's erasure.
  clientHistoryRoutes,
  // Journey insights (issue 23): the funnels, the dashboard's card, stuck clients and 'Send reminder now'.
  insightRoutes,
  emailSettingsRoutes,
  accountSettingsRoutes,
  logoRoutes,
  unsubscribeRoutes,
  // The test provider's checkout and portal pages (BILLING_PROVIDER=test only).
  billingTestRoutes,
  // Publishing (issue 21): the owner's widgets and wall switch; the public widget JSON and social card.
  widgetRoutes,
  publicWidgetRoutes,
  wallCardRoutes,
  // Integrations (issue 22): the owner's webhook endpoints and their delivery log.
  webhookRoutes,
  // Portal domains (issue 23): the owner's subdomain and custom domain, and the TLS ask.
  domainRoutes,
  // API keys and the public REST API /api/v1 (its own document at /api/v1/openapi.json).
  apiKeyRoutes,
  publicApiRoutes,
  // The team (issue 33): members, invitations and the workspace switcher.
  teamRoutes,
  // The Owner's workspace export (issue 38): a zip built by a job, downloadable for 7 days.
  workspaceExportRoutes,
];

/**
 * After the API's 404, before the SPA: the development outbox, the embed script and iframe page,
 * the wall of love, and the REST API's reference page (served from node_modules).
 */
const PAGES: RegisterRoutes[] = [devOutboxRoutes, devSweepRoutes, embedRoutes, wallRoutes, apiDocsRoutes];

/**
 * Runs middleware `m` inside another, as Hono's chain would run it: an answer it returns instead
 * of calling next becomes the request's answer.
 */
async function step<E extends Env>(m: MiddlewareHandler<E>, c: Context<E>, next: Next): Promise<void> {
  const answer = await m(c, next);
  if (answer instanceof Response) c.res = answer;
}

/** Builds the whole HTTP app from its dependencies; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const { db, auth } = deps;
  const modules = moduleDeps(deps);
  const { billing, links, domains } = modules;
  const app = createRouter();

  for (const register of OWN_HEADERS) register(app);
  // One middleware for what every answer gets, and one more below for every /api request: each
  // middleware of Hono's chain costs every request a frame and a promise (docs/decisions/010).
  const secure = securityHeaders(deps.isProduction);
  app.use('*', (c, next) =>
    secure(c, () =>
      // Every write of this process moves a counter, so the public caches know to read their versions again.
      step(countWrites, c, () =>
        // HTML and JSON answers compressed when the browser takes them (the assets come precompressed).
        step(compressText, c, () =>
          // Innermost of the four: an answer given before the body was read keeps its connection usable.
          step(finishReadingBody, c, next),
        ),
      ),
    ),
  );
  app.onError(handleError);
  // Changes announce themselves; these areas react, in this order, inside the change's transaction.
  const events = createEvents(
    // First: a saved journey recounts its clients (skipped stages, progress) before others read them.
    portalSubscriptions(() => events),
    insightSubscriptions,
    notificationSubscriptions({ delaySeconds: deps.notificationDelaySeconds ?? DEFAULT_NOTIFICATION_DELAY_SECONDS }),
    webhookSubscriptions,
    teamSubscriptions,
    // Read when a reaction runs: invoicing a reached milestone's balance publishes in turn.
    paymentSubscriptions(() => events),
    // An invoice's PDF, receipt and credit notes, stored and mailed to the billing contact.
    invoiceDocumentSubscriptions({
      storage: deps.storage,
      appOrigin: deps.appOrigin ?? deps.publicUrl ?? 'http://localhost:3000',
      secret: deps.secret,
      portalBaseDomain: deps.portalDomains?.baseDomain,
    }),
    // An erased client's data leaves the workspace exports built before.
    workspaceExportSubscriptions,
    // Last: due dates read what the reactions before them wrote (which stages apply, what is done).
    deadlineSubscriptions,
  );
  // A portal domain's host serves only its workspace's portals (modules/domains/portal-hosts.ts).
  const hosts = portalHosts({ db, domains, trustProxy: links.trustProxy, rateLimitScale: modules.rateLimitScale });
  app.use('*', (c, next) => {
    c.set('events', events);
    return hosts(c, next);
  });

  if (deps.checkResponses) app.use('/api/*', checkDeclaredResponses(app));
  const sameOrigin = sameOriginOnly(links);
  // JSON bodies are small. Upload routes (path ending in /uploads, multipart body) skip this
  // limit and enforce MAX_UPLOAD_MB themselves while streaming: see platform/storage/upload-routes.ts.
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    // The rest of the body stays unread, so the connection cannot be reused: say so, or a
    // keep-alive client sends its next request into a socket the server is about to drop.
    onError: (c) =>
      c.json(errorBody(ERROR_CODES.PAYLOAD_TOO_LARGE, 'Request body is too large'), 413, { connection: 'close' }),
  });
  /** A write's body: at most 1 MB, then no JSON nested past 32 levels (platform/http/json-depth.ts). */
  const checkBody: MiddlewareHandler<AppEnv> = (c, next) =>
    isUploadRequest(c.req.method, c.req.path, c.req.header('content-type'))
      ? next()
      : jsonBodyLimit(c, () => step(limitJsonDepth, c, next));
  const offerSession = sessionOffer(auth, db);
  app.use('/api/*', (c, next) => {
    // Hono's c.req.path has %00 and the like decoded already: no route has such a path.
    if (hasControlChars(c.req.path)) throw notFound();
    c.header('cache-control', 'no-store');
    offerSession(c);
    c.set('billing', billing);
    // GET and HEAD carry no body and change nothing; skipping the rest also spares building a full Request per read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // The public REST API authenticates by API key only (no cookie a cross-site page could ride on).
    return c.req.path.startsWith('/api/v1/') ? checkBody(c, next) : sameOrigin(c, () => step(checkBody, c, next));
  });
  // Idempotency-Key on the owner API's creating POSTs: a retry gets the first answer (platform/http/idempotency.ts).
  const idempotent = idempotentCreate(db);
  for (const key of IDEMPOTENT_CREATES) app.use(honoPathOf(key), idempotent);

  for (const register of API_AREAS) register(app, modules);
  app.doc31('/api/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: { title: 'Bloom API', version: '1' },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  app.all('/api/*', (c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, MESSAGES.notFound), 404));

  // The test provider's checkout pages (PAYMENTS_PROVIDER=test): each action is applied as a
  // verified Stripe event would be, by the same code.
  testCheckoutPages(app, {
    db,
    links,
    rateLimitScale: modules.rateLimitScale,
    provider: modules.payments,
    onEvent: (event) => applyProviderEvent({ db, provider: modules.payments, events }, event),
  });
  for (const register of PAGES) register(app, modules);
  if (deps.webDist) mountSpa(app, deps.webDist, links);

  return app;
}

/** AppDeps with its defaults applied, and the services the app builds once, for every area's routes. */
function moduleDeps(deps: AppDeps): ModuleDeps {
  const { db, storage } = deps;
  const links = { publicUrl: deps.publicUrl, trustProxy: deps.trustProxy ?? 0 };
  const rateLimitScale = deps.rateLimitScale ?? 1;
  const domains = createPortalDomains({ db, publicUrl: deps.publicUrl, ...deps.portalDomains });
  return {
    db,
    auth: deps.auth,
    secret: deps.secret,
    isProduction: deps.isProduction,
    storage,
    webDist: deps.webDist,
    rateLimitScale,
    maxUploadBytes: deps.maxUploadBytes ?? megabytes(DEFAULT_MAX_UPLOAD_MB),
    adminEmails: deps.adminEmails ?? [],
    supportEmail: deps.supportEmail ?? defaultSupportEmail(deps.publicUrl),
    checkResponses: deps.checkResponses ?? false,
    billing: deps.billing.billing,
    testBilling: deps.billing.testBilling,
    payments: deps.payments,
    links,
    // A deleted client's files go with it: everything stored under its project id.
    deleteProjectFiles: deps.deleteProjectFiles ?? (storage && ((id: string) => storage.deletePrefix(id))),
    portalBaseDomain: deps.portalDomains?.baseDomain,
    domains,
    // Publishing (issue 21): one read budget and one set of caches for every public answer.
    publishing: createPublicPublishing({ db, storage, rateLimitScale }),
    seal: () => deps.seal ?? ephemeralSealKey(),
    v1Access: deps.v1Access ?? createV1Access(db, { rateLimitScale }),
    portalOriginOf: async (workspaceId, req) => {
      const appOrigin = new URL(linkOrigin(req, links)).origin;
      const origin = await domains.portalOrigin(workspaceId, appOrigin);
      return origin === appOrigin ? null : origin;
    },
  };
}
