import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRICE_CONFIG, type PriceConfig } from '@bloom/core';
import { z } from 'zod';

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
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
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
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Multiplies every rate limit; for load tests and end-to-end runs from one address. */
  rateLimitScale: number;
  billing: BillingConfig;
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    rateLimitScale: e.RATE_LIMIT_SCALE,
    billing: billingConfig(e),
  };
}

function billingConfig(e: z.infer<typeof envSchema>): BillingConfig {
  const price: PriceConfig = {
    amountCents: e.PRICE_AMOUNT_CENTS,
    currency: e.PRICE_CURRENCY.toLowerCase(),
    trialDays: { try: e.TRIAL_DAYS_TRY, start: e.TRIAL_DAYS_START, pro: e.TRIAL_DAYS_PRO },
    setupFeeCents: e.SETUP_FEE_CENTS,
  };
  if (e.BILLING_PROVIDER !== 'stripe') return { provider: e.BILLING_PROVIDER, price };
  const missing = [
    !e.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
    !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (missing.length || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((m) => `  ${m}: required when BILLING_PROVIDER=stripe`).join('\n')}`,
    );
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
