import { randomBytes } from 'node:crypto';
import { DEFAULT_PRICE_CONFIG } from '@bloom/core';
import { Kysely, type KyselyPlugin, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type AppDeps, createApp } from '../../src/app';
import { migrate } from '../../src/migrate';
import { type AuthDeps, authOptions, createAuth } from '../../src/modules/auth/auth';
import { type BillingSetup, createBilling } from '../../src/modules/billing/create-billing';
import type { DeleteProjectFiles } from '../../src/modules/clients/client-context';
import { createDatabase, type Db } from '../../src/platform/db/database';
import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { createMailer, type Mailer } from '../../src/platform/mail/mailer';
import { createPaymentProvider, type PaymentProvider } from '../../src/platform/payments';
import type { FileStorage } from '../../src/platform/storage/file-storage';

export const PUBLIC_URL = 'http://localhost:3000';
/** AUTH_SECRET of every test app: unsubscribe links are signed with it. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-00';

export interface TestApp {
  app: ReturnType<typeof appOn>;
  db: Db;
  /** The database's URL on PostgreSQL (pg-boss runners need it); undefined on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for each test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestApp(): Promise<TestApp> {
  const { db, databaseUrl, drop } = await freshDatabase();
  await migrate(db, authOptions(authDeps(db)));
  await installJobs(db, databaseUrl);
  const app = appOn(db);
  return {
    app,
    db,
    databaseUrl,
    async close() {
      await db.destroy();
      await drop();
    },
  };
}

const authDeps = (db: Db, options: AppOptions = {}): AuthDeps => ({
  db,
  mailer: options.mailer ?? createMailer({ db, from: 'Bloom <test@localhost>' }),
  secret: TEST_SECRET,
  publicUrl: options.publicUrl === null ? undefined : (options.publicUrl ?? PUBLIC_URL),
  trustProxy: options.trustProxy ?? 0,
  isProduction: options.isProduction ?? false,
});

export interface AppOptions {
  mailer?: Mailer;
  isProduction?: boolean;
  /** PUBLIC_URL; defaults to PUBLIC_URL above, null leaves it unset (links follow the request). */
  publicUrl?: string | null;
  /** TRUST_PROXY hops; 0 by default. */
  trustProxy?: number;
  webDist?: string;
  /** Defaults to the test provider, as on a default run. */
  billing?: BillingSetup;
  /** Defaults to the test payment provider, its pages at PUBLIC_URL (helpers/fake-stripe-connect.ts for Stripe). */
  payments?: PaymentProvider;
  deleteProjectFiles?: DeleteProjectFiles;
  /** Private file storage for upload and download routes (helpers/storage.ts fixtures). */
  storage?: FileStorage;
  maxUploadBytes?: number;
  /** RATE_LIMIT_SCALE; 1 by default. */
  rateLimitScale?: number;
  /** ADMIN_EMAILS: who may read /api/admin/landing (nobody by default). */
  adminEmails?: string[];
  /** SUPPORT_EMAIL; defaults as the config does for PUBLIC_URL. */
  supportEmail?: string;
  /** NOTIFICATION_DELAY_SECONDS (600 in the app's default). */
  notificationDelaySeconds?: number;
  /** PORTAL_BASE_DOMAIN, a stub DNS resolver and a clock (test/domains/). */
  portalDomains?: AppDeps['portalDomains'];
}

/**
 * pg-boss's schema and the app's queues, as the server's start makes them, so a route can enqueue
 * (jobs wait unrun; a test that wants them run starts its own runner, helpers/jobs.ts).
 */
export async function installJobs(db: Db, databaseUrl?: string) {
  const jobs = createJobs({ db, databaseUrl, queues: QUEUES, schedules: {} });
  await jobs.start();
  await jobs.stop();
}

/** Another app over an already migrated test database: production mode, a mailer, the SPA. */
export function appOn(db: Db, options: AppOptions = {}) {
  return createApp({
    db,
    auth: createAuth(authDeps(db, options)),
    secret: authDeps(db, options).secret,
    billing: options.billing ?? createBilling(db, { provider: 'test', price: DEFAULT_PRICE_CONFIG }),
    payments: options.payments ?? createPaymentProvider(db, { provider: 'test' }, { origin: PUBLIC_URL }),
    publicUrl: authDeps(db, options).publicUrl,
    trustProxy: options.trustProxy ?? 0,
    isProduction: options.isProduction ?? false,
    webDist: options.webDist,
    deleteProjectFiles: options.deleteProjectFiles,
    storage: options.storage,
    maxUploadBytes: options.maxUploadBytes,
    rateLimitScale: options.rateLimitScale,
    adminEmails: options.adminEmails,
    supportEmail: options.supportEmail,
    appOrigin: PUBLIC_URL,
    notificationDelaySeconds: options.notificationDelaySeconds,
    portalDomains: options.portalDomains,
    // Every answer a test reads must match what its route declares.
    checkResponses: true,
  });
}

/** An app over `db` that counts the SQL statements it runs: `count(run)` is how many `run` made. */
export function countingApp(db: Db) {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const app = appOn(db.withPlugin(counter));
  return {
    app,
    async count(run: (app: TestApp['app']) => Promise<unknown>): Promise<number> {
      queries = 0;
      await run(app);
      return queries;
    },
  };
}

/** An empty database (see createTestApp); `databaseUrl` is its URL on PostgreSQL. */
export async function freshDatabase(): Promise<{ db: Db; databaseUrl?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !url) {
    return { db: createDatabase({}), drop: async () => {} };
  }
  const name = `bloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    db: createDatabase({ databaseUrl: target.toString() }),
    databaseUrl: target.toString(),
    drop: async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    },
  };
}

/** `app.request()`'s env as @hono/node-server passes it: a connection from `address`. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** Cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'owner') => `${prefix}.${Date.now()}.${counter++}@example.com`;
export const GOOD_PASSWORD = 'Sunflower#2026';

/** Signs up a new owner without a subscription (the gate refuses their owner routes). */
export async function signUpUnsubscribed(app: TestApp['app'], email = uniqueEmail(), name = 'Avery Stone') {
  // Each helper sign-up comes from its own address, so files with many owners stay under the per-IP limit.
  const n = counter++;
  const res = await app.request(
    '/api/auth/sign-up/email',
    jsonRequest('POST', { name, email, password: GOOD_PASSWORD, messageVariant: 'c' }),
    fromAddress(`10.77.${(n >> 8) & 255}.${n & 255}`),
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, cookie: cookiesFrom(res) };
}

/** Completes a test-mode checkout for a signed-in owner; returns the checkout session id. */
export async function subscribe(app: TestApp['app'], cookie: string, plan = 'start') {
  const res = await app.request('/api/billing/checkout', jsonRequest('POST', { plan }, { cookie }));
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const done = await app.request(
    `/api/billing/test/checkout/${sessionId}/complete`,
    jsonRequest('POST', {}, { cookie }),
  );
  if (done.status !== 200) throw new Error(`completing checkout failed: ${done.status} ${await done.text()}`);
  return sessionId;
}

/** Signs up a new owner with a trialing subscription (start plan) and returns their session cookie. */
export async function signUpOwner(app: TestApp['app'], email = uniqueEmail(), name = 'Avery Stone') {
  const owner = await signUpUnsubscribed(app, email, name);
  await subscribe(app, owner.cookie);
  return owner;
}
