import { DEFAULT_MAX_UPLOAD_MB, ERROR_CODES, MESSAGES, megabytes } from '@bloom/core';
import { bodyLimit } from 'hono/body-limit';
import { defaultSupportEmail } from './config';
import { createEvents } from './kernel/events';
import { accountRoutes } from './modules/account/account-routes';
import { accountSettingsRoutes } from './modules/account/account-settings-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import type { Auth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { loadSession } from './modules/auth/session';
import { billingRoutes } from './modules/billing/billing-routes';
import { billingTestRoutes } from './modules/billing/billing-test-routes';
import type { BillingSetup } from './modules/billing/create-billing';
import type { DeleteProjectFiles } from './modules/clients/client-context';
import { clientEmailRoutes } from './modules/clients/client-email-routes';
import { clientInvitationRoutes } from './modules/clients/client-invitation-routes';
import { clientRoutes } from './modules/clients/client-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { deliverableRoutes } from './modules/deliverables/deliverable-routes';
import { domainRoutes } from './modules/domains/domain-routes';
import { createPortalDomains } from './modules/domains/portal-domains';
import { portalHosts } from './modules/domains/portal-hosts';
import { devOutboxRoutes } from './modules/email/dev-outbox-routes';
import { emailSettingsRoutes } from './modules/email/email-settings-routes';
import { unsubscribeRoutes } from './modules/email/unsubscribe-routes';
import { healthRoutes } from './modules/health/health-routes';
import { insightSubscriptions } from './modules/insights';
import { insightRoutes } from './modules/insights/insight-routes';
import { webhookSubscriptions } from './modules/integrations';
import { apiDocsRoutes } from './modules/integrations/api-docs-routes';
import { apiKeyRoutes } from './modules/integrations/api-keys/api-key-routes';
import { publicApiRoutes } from './modules/integrations/v1/public-api-routes';
import { webhookRoutes } from './modules/integrations/webhook-endpoints/webhook-routes';
import { journeyRoutes } from './modules/journeys/journey-routes';
import { analyticsRoutes } from './modules/landing/analytics-routes';
import { siteRoutes } from './modules/landing/site-routes';
import { mountSpa } from './modules/landing/static-files';
import { DEFAULT_NOTIFICATION_DELAY_SECONDS, notificationSubscriptions } from './modules/notifications';
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
import { testimonialRoutes } from './modules/testimonials/testimonial-routes';
import type { Db } from './platform/db/database';
import type { DnsResolver } from './platform/dns/dns-resolver';
import { errorBody, handleError } from './platform/http/errors';
import { idempotentCreate } from './platform/http/idempotency';
import { limitJsonDepth } from './platform/http/json-depth';
import { linkOrigin } from './platform/http/link-origin';
import { checkDeclaredResponses, createRouter } from './platform/http/openapi';
import { noControlCharsInPath } from './platform/http/path-ids';
import { sameOriginOnly, securityHeaders } from './platform/http/security';
import { finishReadingBody } from './platform/http/unread-body';
import type { FileStorage } from './platform/storage/file-storage';
import { isUploadRequest } from './platform/storage/upload-routes';

export interface AppDeps {
  db: Db;
  auth: Auth;
  billing: BillingSetup;
  /** AUTH_SECRET: also signs the portal's password cookie. */
  secret: string;
  /** RATE_LIMIT_SCALE; 1 unless an operator raises it. */
  rateLimitScale?: number;
  /** PUBLIC_URL; unset builds links from each request's own origin (platform/http/link-origin.ts). */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: how many proxies in front write X-Forwarded-*; 0 (default) ignores them. */
  trustProxy?: number;
  isProduction: boolean;
  /** The built SPA; omitted in API tests. */
  webDist?: string;
  /** Private file storage (disk or S3) for upload and download routes; tests make their own. */
  storage?: FileStorage;
  /** MAX_UPLOAD_MB in bytes; upload routes pass it to `receiveUpload`. */
  maxUploadBytes?: number;
  /** Removes a deleted client's stored files (after the rows are committed); defaults to `storage.deletePrefix`. */
  deleteProjectFiles?: DeleteProjectFiles;
  /** ADMIN_EMAILS (lower-cased): who may read /api/admin/landing; nobody when empty or omitted. */
  adminEmails?: readonly string[];
  /** SUPPORT_EMAIL, answered by GET /api/site; omitted, the config's default for `publicUrl`. */
  supportEmail?: string;
  /**
   * Check every JSON answer against its route's declared schema (a mismatch is a logged 500):
   * on in tests and `npm run dev` (BLOOM_CHECK_RESPONSES=1), off in production.
   */
  checkResponses?: boolean;
  /** Where links in mail from background jobs point (config.appOrigin); defaults to publicUrl or localhost:3000. */
  appOrigin?: string;
  /** NOTIFICATION_DELAY_SECONDS: owner notifications about one client within it go as one email (600). */
  notificationDelaySeconds?: number;
  /**
   * Portal domains (docs/decisions/029-portal-domains.md): PORTAL_BASE_DOMAIN, and in tests a stub
   * DNS resolver and a clock of their own.
   */
  portalDomains?: { baseDomain?: string | undefined; resolver?: DnsResolver; now?: () => Date };
}

/** Builds the whole HTTP app from its dependencies; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const { db, auth } = deps;
  const { billing, testBilling } = deps.billing;
  const links = { publicUrl: deps.publicUrl, trustProxy: deps.trustProxy ?? 0 };
  const app = createRouter();

  // Outside the security headers, which would replace a public logo's own (modules/settings/logo/logo-routes.ts).
  app.use('/api/logos/*', publicLogoHeaders);
  // The same for the public widget JSON and social card, and for the embed script and iframe page.
  app.use('/api/public/*', publicApiHeaders);
  app.use('/embed/*', embedHeaders);
  // The export page frames its PDF preview (modules/publishing/exports/export-routes.ts).
  app.use('/api/testimonials/:id/export/*', exportFrameHeaders);
  app.use('*', securityHeaders(deps.isProduction));
  // Outermost after the headers: an answer given before the body was read keeps its connection usable.
  app.use('*', finishReadingBody);
  app.onError(handleError);
  // Changes announce themselves; these areas react, in this order, inside the change's transaction.
  const events = createEvents(
    insightSubscriptions,
    notificationSubscriptions({ delaySeconds: deps.notificationDelaySeconds ?? DEFAULT_NOTIFICATION_DELAY_SECONDS }),
    webhookSubscriptions,
  );
  app.use('*', async (c, next) => {
    c.set('events', events);
    await next();
  });
  // A portal domain's host serves only its workspace's portals (modules/domains/portal-hosts.ts).
  const domains = createPortalDomains({ db, publicUrl: deps.publicUrl, ...deps.portalDomains });
  app.use('*', portalHosts({ db, domains, trustProxy: links.trustProxy, rateLimitScale: deps.rateLimitScale ?? 1 }));
  /** The workspace's portal origin for links handed out now; null when it is this app's own address. */
  const portalOriginOf = async (workspaceId: string, req: Request) => {
    const appOrigin = new URL(linkOrigin(req, links)).origin;
    const origin = await domains.portalOrigin(workspaceId, appOrigin);
    return origin === appOrigin ? null : origin;
  };

  if (deps.checkResponses) app.use('/api/*', checkDeclaredResponses(app));
  // The public REST API authenticates by API key only (no cookie a cross-site page could ride on).
  const sameOrigin = sameOriginOnly(links);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/v1/') ? next() : sameOrigin(c, next)));
  app.use('/api/*', noControlCharsInPath);
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  // JSON bodies are small. Upload routes (path ending in /uploads, multipart body) skip this
  // limit and enforce MAX_UPLOAD_MB themselves while streaming: see platform/storage/upload-routes.ts.
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    // The rest of the body stays unread, so the connection cannot be reused: say so, or a
    // keep-alive client sends its next request into a socket the server is about to drop.
    onError: (c) =>
      c.json(errorBody(ERROR_CODES.PAYLOAD_TOO_LARGE, 'Request body is too large'), 413, { connection: 'close' }),
  });
  // GET and HEAD carry no body; skipping them also spares building a full Request per read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    isUploadRequest(c.req.method, c.req.path, c.req.header('content-type'))
      ? next()
      : jsonBodyLimit(c, next),
  );
  // Then no JSON nested past 32 levels reaches a parser or a rule (platform/http/json-depth.ts).
  app.use('/api/*', (c, next) =>
    isUploadRequest(c.req.method, c.req.path, c.req.header('content-type')) ? next() : limitJsonDepth(c, next),
  );
  app.use('/api/*', loadSession(auth, db));
  app.use('/api/*', async (c, next) => {
    c.set('billing', billing);
    await next();
  });
  // Idempotency-Key on the owner API's creating POSTs: a retry gets the first answer (platform/http/idempotency.ts).
  const idempotent = idempotentCreate(db);
  app.use('/api/clients', idempotent);
  app.use('/api/journeys', idempotent);
  app.use('/api/clients/:clientId/deliverables', idempotent);

  app.route('/api', healthRoutes({ db }));
  app.route('/api/auth', authRoutes({ auth, db, rateLimitScale: deps.rateLimitScale, trustProxy: links.trustProxy }));
  app.route('/api', accountRoutes({ auth, db, adminEmails: deps.adminEmails ?? [], portalOriginOf }));
  app.route('/api/billing', billingRoutes({ db, billing, links }));
  app.route('/api/journeys', journeyRoutes({ db }));
  // A deleted client's files go with it: everything stored under its project id.
  const storage = deps.storage;
  const deleteProjectFiles = deps.deleteProjectFiles ?? (storage && ((id: string) => storage.deletePrefix(id)));
  app.route('/api/clients', clientRoutes({ db, deleteProjectFiles }));
  const maxUploadBytes = deps.maxUploadBytes ?? megabytes(DEFAULT_MAX_UPLOAD_MB);
  app.route('/api/clients', deliverableRoutes({ db, storage, maxUploadBytes }));
  app.route(
    '/api/portal',
    portalRoutes({
      db,
      storage,
      maxUploadBytes,
      secret: deps.secret,
      rateLimitScale: deps.rateLimitScale ?? 1,
      trustProxy: links.trustProxy,
    }),
  );
  app.route(
    '/api/analytics',
    analyticsRoutes({
      db,
      secret: deps.secret,
      rateLimitScale: deps.rateLimitScale ?? 1,
      trustProxy: links.trustProxy,
    }),
  );
  app.route('/api/site', siteRoutes({ supportEmail: deps.supportEmail ?? defaultSupportEmail(deps.publicUrl) }));
  app.route('/api/admin', adminRoutes({ db, adminEmails: deps.adminEmails ?? [] }));
  app.route('/api/dashboard', dashboardRoutes({ db }));
  app.route('/api/submissions', submissionRoutes({ db }));
  app.route('/api/testimonials', testimonialRoutes({ db }));
  app.route('/api/testimonials', exportRoutes({ db, storage }));
  app.route('/api', workspaceRoutes({ db, storage }));
  app.route('/api', clientEmailRoutes({ db }));
  app.route('/api/clients', clientInvitationRoutes({ db, secret: deps.secret, links, portalOriginOf }));
  // Journey insights (issue 23): the funnels, the dashboard's card, stuck clients and 'Send reminder now'.
  app.route(
    '/api',
    insightRoutes({ db, secret: deps.secret, links, portalBaseDomain: deps.portalDomains?.baseDomain }),
  );
  app.route('/api', emailSettingsRoutes({ db, links, rateLimitScale: deps.rateLimitScale ?? 1 }));
  app.route('/api', accountSettingsRoutes({ auth, db, billing, storage, rateLimitScale: deps.rateLimitScale ?? 1 }));
  app.route(
    '/api',
    logoRoutes({ db, storage, rateLimitScale: deps.rateLimitScale ?? 1, trustProxy: links.trustProxy }),
  );
  app.route(
    '/api',
    unsubscribeRoutes({
      db,
      secret: deps.secret,
      rateLimitScale: deps.rateLimitScale ?? 1,
      trustProxy: links.trustProxy,
    }),
  );
  if (testBilling) app.route('/api/billing/test', billingTestRoutes({ db, testBilling }));
  // Publishing (issue 21): the owner's widgets and wall switch; the public widget JSON and social card.
  const publishing = createPublicPublishing({ db, storage, rateLimitScale: deps.rateLimitScale ?? 1 });
  app.route('/api', widgetRoutes({ db }));
  app.route('/api', publicWidgetRoutes({ db, publishing, links }));
  app.route('/api', wallCardRoutes({ db, publishing, links }));
  // Integrations (issue 22): the owner's webhook endpoints and their delivery log.
  app.route('/api', webhookRoutes({ db, secret: deps.secret, isProduction: deps.isProduction }));
  // Portal domains (issue 23): the owner's subdomain and custom domain, and the TLS ask.
  app.route('/api', domainRoutes({ db, domains, links, rateLimitScale: deps.rateLimitScale ?? 1 }));
  // API keys and the public REST API /api/v1 (its own document at /api/v1/openapi.json).
  app.route('/api', apiKeyRoutes({ db }));
  app.route(
    '/',
    publicApiRoutes({
      db,
      isProduction: deps.isProduction,
      secret: deps.secret,
      originOf: async (req, workspaceId) => (await portalOriginOf(workspaceId, req)) ?? linkOrigin(req, links),
      checkResponses: deps.checkResponses,
      rateLimitScale: deps.rateLimitScale ?? 1,
    }),
  );
  app.doc31('/api/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: { title: 'Bloom API', version: '1' },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  app.all('/api/*', (c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, MESSAGES.notFound), 404));

  app.route('/dev', devOutboxRoutes({ db, isProduction: deps.isProduction, trustProxy: links.trustProxy }));
  // The embed script, the iframe page and the wall of love: public pages outside /api, before the SPA.
  app.route('/', embedRoutes({ db, publishing, links, webDist: deps.webDist }));
  app.route('/', wallRoutes({ db, publishing, links }));
  // The REST API's reference page, served from node_modules (modules/integrations/api-docs-routes.ts).
  app.route('/', apiDocsRoutes());
  if (deps.webDist) mountSpa(app, deps.webDist, links);

  return app;
}
