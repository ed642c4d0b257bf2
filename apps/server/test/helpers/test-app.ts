import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEFAULT_PRICE_CONFIG } from '@bloom/core';
import { Kysely, type KyselyPlugin, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../../src/app';
import { createAuth } from '../../src/modules/auth/auth';
import { type BillingSetup, createBilling } from '../../src/modules/billing/create-billing';
import type { DeleteProjectFiles } from '../../src/modules/clients/client-context';
import { createDatabase, type Db } from '../../src/platform/db/database';
import { createPaymentProvider, type PaymentProvider } from '../../src/platform/payments';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { type AuthDepsOptions, authDeps, PUBLIC_URL, prepareTestDatabase } from './test-database';

export { installJobs, PUBLIC_URL, prepareTestDatabase, TEST_SECRET } from './test-database';

export interface TestApp {
  app: ReturnType<typeof appOn>;
  db: Db;
  /** The database's URL on PostgreSQL (pg-boss runners need it); undefined on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for each test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close), migrated with pg-boss's queues.
 */
export async function createTestApp(): Promise<TestApp> {
  const { db, databaseUrl, drop } = await preparedDatabase();
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

/** The test app's settings; `mailer`, `isProduction`, `publicUrl` and `trustProxy` as in test-database.ts. */
export interface AppOptions extends AuthDepsOptions {
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
  /** /api/v1's per-process state, to flush or stop it (the app makes its own by default). */
  v1Access?: AppDeps['v1Access'];
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
    v1Access: options.v1Access,
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

type TestDatabase = { db: Db; databaseUrl?: string; drop: () => Promise<void> };

/**
 * A fresh prepared database: a copy of the run's prepared template (database-template.ts, the API
 * projects' globalSetup), or an empty one prepared here where the run made none.
 */
async function preparedDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === 'postgres' && url) {
    const template = inject('postgresTemplate');
    if (template) return postgresDatabase(url, template);
  } else {
    const fromTemplate = await pgliteFromTemplate();
    if (fromTemplate) return fromTemplate;
  }
  const fresh = await freshDatabase();
  await prepareTestDatabase(fresh.db, fresh.databaseUrl);
  return fresh;
}

let templateTar: Promise<Blob> | undefined;

/** An in-memory PGlite started from the run's migrated data folder; undefined without one. */
async function pgliteFromTemplate(): Promise<TestDatabase | undefined> {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateTar ??= readFile(file).then((bytes) => new Blob([bytes]));
  const db = createDatabase({ pgliteDataDir: await templateTar });
  // Opens it now, as the migrations did: the job runner finds an embedded PGlite only once open.
  await sql`SELECT 1`.execute(db);
  return { db, drop: async () => {} };
}

/** An empty database (see createTestApp); `databaseUrl` is its URL on PostgreSQL. */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !url) {
    return { db: createDatabase({}), drop: async () => {} };
  }
  return postgresDatabase(url);
}

/** A new database on the server of `url`, a copy of `template` if given; dropped by `drop`. */
async function postgresDatabase(url: string, template?: string): Promise<TestDatabase> {
  const name = `bloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await createPostgresDatabase(admin, name, template);
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

/**
 * CREATE DATABASE, from `template` if given. PostgreSQL refuses a copy while another session is
 * on the template (55006); none should be, but a moment's retry costs nothing.
 */
async function createPostgresDatabase(admin: Kysely<unknown>, name: string, template?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql
        .raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
        .execute(admin);
      return;
    } catch (err) {
      if (!template || attempt >= 5 || (err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
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
