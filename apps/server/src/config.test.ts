import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bloom-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      nodeEnv: 'development',
      isProduction: false,
    });
  });

  it('generates an auth secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['AUTH_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['BILLING_PROVIDER', 'paypal'],
    ['PRICE_AMOUNT_CENTS', '-5'],
    ['PRICE_CURRENCY', 'dollars'],
    ['TRIAL_DAYS_PRO', '0'],
    ['STRIPE_SECRET_KEY', 'pk_live_x'],
  ])('stops with a message naming %s when it is bad', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://app.example.com/' }).publicUrl).toBe(
      'https://app.example.com',
    );
  });

  it('uses the test billing provider and the $2/day plan configuration by default', () => {
    const { billing } = loadConfig({ DATA_DIR: dataDir() });
    expect(billing).toEqual({
      provider: 'test',
      price: { amountCents: 200, currency: 'usd', trialDays: { try: 1, start: 1, pro: 2 }, setupFeeCents: 100 },
    });
  });

  it('lets an operator change price, currency and trial lengths', () => {
    const { billing } = loadConfig({
      DATA_DIR: dataDir(),
      PRICE_AMOUNT_CENTS: '300',
      PRICE_CURRENCY: 'EUR',
      TRIAL_DAYS_TRY: '3',
      BILLING_PROVIDER: 'none',
    });
    expect(billing).toMatchObject({
      provider: 'none',
      price: { amountCents: 300, currency: 'eur', trialDays: { try: 3 } },
    });
  });

  it('needs the Stripe keys when BILLING_PROVIDER=stripe', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when BILLING_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    const { billing } = loadConfig({
      DATA_DIR: dataDir(),
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_ID: 'price_123',
    });
    expect(billing.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_123', priceId: 'price_123' });
  });
});
