import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalHost, DEFAULT_MAX_UPLOAD_MB, DEFAULT_PRICE_CONFIG, type PriceConfig } from '@bloom/core';
import { z } from 'zod';

// --- File storage (issue 9): uploads' size limit, and S3-compatible storage when S3_BUCKET is set.

const storageEnv = {
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(5120).default(DEFAULT_MAX_UPLOAD_MB),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
};

export interface StorageConfig {
  maxUploadMb: number;
  /** Set when S3_BUCKET is; otherwise files live under DATA_DIR/files. */
  s3?: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  const maxUploadMb = e.MAX_UPLOAD_MB;
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    // Half an S3 configuration would silently keep files on local disk.
    problems.push(...stray.map((name) => `  ${name}: S3_BUCKET is required when ${name} is set`));
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    problems.push('  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    problems.push('  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (!e.S3_BUCKET) return { maxUploadMb };
  return {
    maxUploadMb,
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      // Self-hosted stores (MinIO, the test fake) need path-style addressing; AWS does not.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.S3_FORCE_PATH_STYLE) : Boolean(e.S3_ENDPOINT),
    },
  };
}

// --- end of file storage

// --- Landing analytics and the site's contact (issue 12).

const landingEnv = {
  /** Comma-separated; these signed-in accounts may read /api/admin/landing. */
  ADMIN_EMAILS: z
    .string()
    .transform((value, ctx) => {
      const emails = value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean);
      const bad = emails.filter((email) => !z.email().safeParse(email).success);
      if (bad.length) ctx.addIssue({ code: 'custom', message: `not an email address: ${bad.join(', ')}` });
      return emails;
    })
    .optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address such as support@example.com' }).optional(),
};

/**
 * SUPPORT_EMAIL when unset: support@ the PUBLIC_URL's domain (without `www.`), or
 * support@example.com when there is no domain to take (unset, localhost, an IP address).
 */
export function defaultSupportEmail(publicUrl: string | undefined): string {
  let host = '';
  try {
    host = publicUrl ? new URL(publicUrl).hostname.toLowerCase().replace(/^www\./, '') : '';
  } catch {
    host = '';
  }
  const isDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(host);
  return `support@${isDomain ? host : 'example.com'}`;
}

// --- end of landing analytics

// --- Portal domains (issue 23): workspaces' {slug}.{PORTAL_BASE_DOMAIN}; unset, the option is hidden.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const domainsEnv = {
  PORTAL_BASE_DOMAIN: z
    .string()
    // A port or a path is refused below (kept as typed so the check sees it), not silently dropped.
    .transform((value) => (/[:/]/.test(value) ? value : (canonicalHost(value) ?? value)))
    .refine(
      (host) => host.length <= 200 && host.split('.').length >= 2 && host.split('.').every((l) => LABEL.test(l)),
      'must be a domain name such as portals.example.com (no scheme, port or path)',
    )
    .optional(),
};

// --- end of portal domains

// --- Agreements (issue 34): the key that seals final PDFs; generated into DATA_DIR when not given.

const sealEnv = {
  /** A PKCS#12 file (certificate and private key) to seal with instead of the generated one. */
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().min(1).optional(),
};

/** Half a seal configuration cannot open a key: both variables or neither. */
function sealProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.SIGNING_P12_PATH && !e.SIGNING_P12_PASSPHRASE) {
    return ['SIGNING_P12_PASSPHRASE: required when SIGNING_P12_PATH is set'];
  }
  if (e.SIGNING_P12_PASSPHRASE && !e.SIGNING_P12_PATH) {
    return ['SIGNING_P12_PATH: required when SIGNING_P12_PASSPHRASE is set'];
  }
  return [];
}

// --- end of agreements

// --- Payments (issue 35): where clients pay invoices (none: not on this server); the test
// provider refused in production.

const paymentsEnv = {
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe', 'none']).default('test'),
  /** The Stripe Connect webhook endpoint's secret (events of connected accounts), apart from billing's. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
};

export type PaymentsConfig =
  | { provider: 'test' }
  | { provider: 'none' }
  | { provider: 'stripe'; stripe: { secretKey: string; webhookSecret: string } };

/** Stripe Connect reuses STRIPE_SECRET_KEY (the platform's key) with its own webhook secret. */
function paymentsProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.PAYMENTS_PROVIDER !== 'stripe') return [];
  return [
    !e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
    !e.STRIPE_CONNECT_WEBHOOK_SECRET && 'STRIPE_CONNECT_WEBHOOK_SECRET',
  ]
    .filter((name) => name !== false)
    .map((name) => `${name}: required when PAYMENTS_PROVIDER=stripe`);
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  if (e.PAYMENTS_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_CONNECT_WEBHOOK_SECRET) {
    return {
      provider: 'stripe',
      stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET },
    };
  }
  return { provider: e.PAYMENTS_PROVIDER === 'none' ? 'none' : 'test' };
}

// --- end of payments

/** Every environment variable the server reads, parsed once. Documented in the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://app.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bloom <no-reply@localhost>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|10|\d)$/, 'must be true, false or the number of proxies in front of the server (0-10)')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** How long an owner notification waits for more news about the same client (one email for all). */
  NOTIFICATION_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  /** `1` (set by `npm run dev`): check every JSON answer against its declared schema; never in production. */
  BLOOM_CHECK_RESPONSES: z.enum(['0', '1']).default('0'),
  BILLING_PROVIDER: z.enum(['test', 'stripe', 'none']).default('test'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)').optional(),
  STRIPE_PRICE_ID: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  PRICE_AMOUNT_CENTS: z.coerce.number().int().min(1).default(DEFAULT_PRICE_CONFIG.amountCents),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter currency code such as usd')
    .default(DEFAULT_PRICE_CONFIG.currency),
  TRIAL_DAYS_TRY: z.coerce.number().int().min(1).max(730).default(DEFAULT_PRICE_CONFIG.trialDays.try),
  TRIAL_DAYS_START: z.coerce.number().int().min(1).max(730).default(DEFAULT_PRICE_CONFIG.trialDays.start),
  TRIAL_DAYS_PRO: z.coerce.number().int().min(1).max(730).default(DEFAULT_PRICE_CONFIG.trialDays.pro),
  SETUP_FEE_CENTS: z.coerce.number().int().min(1).default(DEFAULT_PRICE_CONFIG.setupFeeCents),
  ...storageEnv,
  ...landingEnv,
  ...domainsEnv,
  ...sealEnv,
  ...paymentsEnv,
});

export interface BillingConfig {
  provider: 'test' | 'stripe' | 'none';
  price: PriceConfig;
  stripe?: { secretKey: string; webhookSecret: string; priceId: string | undefined };
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset: links are built from the address each request came to (see platform/http/link-origin.ts). */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** How many proxies in front of the server write X-Forwarded-*; 0 ignores those headers. */
  trustProxy: number;
  /** Multiplies every rate limit; for load tests and end-to-end runs from one address. */
  rateLimitScale: number;
  billing: BillingConfig;
  storage: StorageConfig;
  /** ADMIN_EMAILS, lower-cased: the accounts that may read the landing A/B report. */
  adminEmails: string[];
  /** SUPPORT_EMAIL, or the default of `defaultSupportEmail`. */
  supportEmail: string;
  /** BLOOM_CHECK_RESPONSES=1 outside production (docs/decisions/019). */
  checkResponses: boolean;
  /** NOTIFICATION_DELAY_SECONDS: owner notifications about one client within it go as one email. */
  notificationDelaySeconds: number;
  /** Where links in mail sent by background jobs point: PUBLIC_URL, else this machine's own address. */
  appOrigin: string;
  /** PORTAL_BASE_DOMAIN: workspaces may claim {slug}.{it} for their portals; unset, they may not. */
  portalBaseDomain: string | undefined;
  /** SIGNING_P12_PATH (absolute) and SIGNING_P12_PASSPHRASE; unset, the seal is DATA_DIR/signing-seal.p12. */
  signingP12: { p12Path: string; passphrase: string } | undefined;
  /** PAYMENTS_PROVIDER: test (built-in checkout pages), Stripe Connect with its keys, or none (payments off). */
  payments: PaymentsConfig;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = [
    ...(e.NODE_ENV === 'production' ? productionProblems(e, cleaned) : []),
    ...stripeProblems(e),
    ...sealProblems(e),
    ...paymentsProblems(e),
  ];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    billing: billingConfig(e),
    storage: storageConfig(e),
    adminEmails: e.ADMIN_EMAILS ?? [],
    supportEmail: e.SUPPORT_EMAIL ?? defaultSupportEmail(e.PUBLIC_URL),
    checkResponses: e.BLOOM_CHECK_RESPONSES === '1' && e.NODE_ENV !== 'production',
    notificationDelaySeconds: e.NOTIFICATION_DELAY_SECONDS,
    appOrigin: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    portalBaseDomain: e.PORTAL_BASE_DOMAIN,
    signingP12:
      e.SIGNING_P12_PATH && e.SIGNING_P12_PASSPHRASE
        ? { p12Path: path.resolve(e.SIGNING_P12_PATH), passphrase: e.SIGNING_P12_PASSPHRASE }
        : undefined,
    payments: paymentsConfig(e),
  };
}

/** Defaults that are right for trying Bloom locally and wrong for a public server. */
function productionProblems(e: z.infer<typeof envSchema>, raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (e.BILLING_PROVIDER === 'test') {
    const why = raw.BILLING_PROVIDER ? '' : ' (test is the default)';
    problems.push(
      `BILLING_PROVIDER: test mode lets anyone activate their own subscription${why}; set stripe, or none to turn billing off, when NODE_ENV=production`,
    );
  }
  if (e.PAYMENTS_PROVIDER === 'test') {
    const why = raw.PAYMENTS_PROVIDER ? '' : ' (test is the default)';
    problems.push(
      `PAYMENTS_PROVIDER: test mode lets anyone mark an invoice paid${why}; set stripe, or none to turn payments off, when NODE_ENV=production`,
    );
  }
  if (!e.SMTP_URL) {
    problems.push('SMTP_URL: required when NODE_ENV=production; without it email is never delivered');
  }
  if (!e.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: required when NODE_ENV=production; without it emailed links would follow the request's Host header",
    );
  }
  return problems;
}

function stripeProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.BILLING_PROVIDER !== 'stripe') return [];
  return [!e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY', !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET']
    .filter((name) => name !== false)
    .map((name) => `${name}: required when BILLING_PROVIDER=stripe`);
}

function billingConfig(e: z.infer<typeof envSchema>): BillingConfig {
  const price: PriceConfig = {
    amountCents: e.PRICE_AMOUNT_CENTS,
    currency: e.PRICE_CURRENCY.toLowerCase(),
    trialDays: { try: e.TRIAL_DAYS_TRY, start: e.TRIAL_DAYS_START, pro: e.TRIAL_DAYS_PRO },
    setupFeeCents: e.SETUP_FEE_CENTS,
  };
  if (e.BILLING_PROVIDER !== 'stripe' || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    return { provider: e.BILLING_PROVIDER, price };
  }
  return {
    provider: 'stripe',
    price,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, priceId: e.STRIPE_PRICE_ID },
  };
}

/** A generated secret survives restarts by living in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
