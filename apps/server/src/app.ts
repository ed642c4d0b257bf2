import { MESSAGES } from '@bloom/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Auth } from './auth/auth';
import type { BillingSetup } from './billing/create-billing';
import type { Db } from './db/database';
import type { AppEnv } from './http/context';
import { errorBody, handleError } from './http/errors';
import { sameOriginOnly, securityHeaders } from './http/security';
import { loadSession } from './http/session';
import { mountSpa } from './http/static-files';
import { accountRoutes } from './routes/account-routes';
import { authRoutes } from './routes/auth-routes';
import { billingRoutes } from './routes/billing-routes';
import { billingTestRoutes } from './routes/billing-test-routes';
import { devOutboxRoutes } from './routes/dev-outbox-routes';
import { healthRoutes } from './routes/health-routes';
import { journeyRoutes } from './routes/journey-routes';

export interface AppDeps {
  db: Db;
  auth: Auth;
  billing: BillingSetup;
  /** RATE_LIMIT_SCALE; 1 unless an operator raises it. */
  rateLimitScale?: number;
  publicUrl: string;
  isProduction: boolean;
  /** The built SPA; omitted in API tests. */
  webDist?: string;
}

/** Builds the whole HTTP app from its dependencies; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const { db, auth, publicUrl } = deps;
  const { billing, testBilling } = deps.billing;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(deps.isProduction));
  app.onError(handleError);

  app.use('/api/*', sameOriginOnly(deps.publicUrl));
  app.use('/api/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  // JSON bodies are small; file uploads get their own, streamed limits.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'), 413),
    }),
  );
  app.use('/api/*', loadSession(auth));
  app.use('/api/*', async (c, next) => {
    c.set('billing', billing);
    await next();
  });

  app.route('/api', healthRoutes({ db }));
  app.route('/api/auth', authRoutes({ auth, db, rateLimitScale: deps.rateLimitScale }));
  app.route('/api', accountRoutes({ auth, db }));
  app.route('/api/billing', billingRoutes({ db, billing, publicUrl }));
  app.route('/api/journeys', journeyRoutes({ db }));
  if (testBilling) app.route('/api/billing/test', billingTestRoutes({ db, testBilling }));
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', MESSAGES.notFound), 404));

  if (!deps.isProduction) app.route('/dev', devOutboxRoutes({ db }));
  if (deps.webDist) mountSpa(app, deps.webDist);

  return app;
}
