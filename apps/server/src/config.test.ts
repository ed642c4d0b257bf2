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
      publicUrl: undefined,
      smtpUrl: undefined,
      nodeEnv: 'development',
      isProduction: false,
      trustProxy: 0,
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
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '11'],
    ['ADMIN_EMAILS', 'ops@example.com, not-an-email'],
    ['SUPPORT_EMAIL', 'support'],
    ['PAYMENTS_PROVIDER', 'paypal'],
    ['STRIPE_CONNECT_WEBHOOK_SECRET', 'secret'],
  ])('stops with a message naming %s when it is bad', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads ADMIN_EMAILS as a lower-cased list; nobody is an admin by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).adminEmails).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: ' Ops@Example.com,,b@example.org ' }).adminEmails).toEqual([
      'ops@example.com',
      'b@example.org',
    ]);
  });

  it.each([
    [undefined, 'support@example.com'],
    ['http://localhost:3000', 'support@example.com'],
    ['http://192.168.1.4:3000', 'support@example.com'],
    ['https://www.bloom.example', 'support@bloom.example'],
    ['https://app.bloom.example', 'support@app.bloom.example'],
  ])('takes support@ the domain of PUBLIC_URL %s when SUPPORT_EMAIL is unset', (url, email) => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: url }).supportEmail).toBe(email);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: url, SUPPORT_EMAIL: 'help@bloom.example' }).supportEmail).toBe(
      'help@bloom.example',
    );
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

  // --- File storage (issue 9)

  it('keeps files on local disk with a 25 MB upload limit by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ maxUploadMb: 25 });
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_UPLOAD_MB: '100' }).storage).toEqual({ maxUploadMb: 100 });
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, path-style when an endpoint is given', () => {
    const { storage } = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'bloom-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(storage.s3).toEqual({
      bucket: 'bloom-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'bloom-files', S3_REGION: 'eu-west-3' }).storage.s3;
    expect(aws).toMatchObject({
      region: 'eu-west-3',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
    const virtualHosted = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'bloom-files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    }).storage.s3;
    expect(virtualHosted?.forcePathStyle).toBe(false);
  });

  it.each([
    ['MAX_UPLOAD_MB', '0'],
    ['MAX_UPLOAD_MB', 'lots'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'bloom-files', [name]: value })).toThrow(
      new RegExp(`${name}:`),
    );
  });

  it('refuses half an S3 configuration instead of silently keeping files on disk', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: S3_BUCKET is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'bloom-files', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    );
  });

  it('reads TRUST_PROXY as a number of proxies: off by default, true is one', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(0);
    expect(trust('false')).toBe(0);
    expect(trust('0')).toBe(0);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const production = {
    NODE_ENV: 'production',
    BILLING_PROVIDER: 'none',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_123',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: 'https://app.example.com',
  };
  const load = (env: Record<string, string | undefined>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('starts with billing off, SMTP and PUBLIC_URL set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production })).toMatchObject({
      isProduction: true,
      publicUrl: 'https://app.example.com',
      billing: { provider: 'none' },
    });
  });

  it('refuses the test billing provider, set or left as the default', () => {
    expect(load({ ...production, BILLING_PROVIDER: 'test' })).toThrow(ConfigError);
    expect(load({ ...production, BILLING_PROVIDER: 'test' })).toThrow(
      /BILLING_PROVIDER: test mode lets anyone activate their own subscription; set stripe, or none/,
    );
    expect(load({ ...production, BILLING_PROVIDER: undefined })).toThrow(
      /BILLING_PROVIDER: test mode .*\(test is the default\)/,
    );
  });

  it('refuses the test payments provider, set or left as the default, like test billing', () => {
    expect(load({ ...production, PAYMENTS_PROVIDER: 'test' })).toThrow(
      /PAYMENTS_PROVIDER: test mode lets anyone mark an invoice paid; set stripe, or none to turn payments off, when NODE_ENV=production/,
    );
    expect(load({ ...production, PAYMENTS_PROVIDER: undefined })).toThrow(
      /PAYMENTS_PROVIDER: test mode .*\(test is the default\)/,
    );
  });

  it('starts with payments off (none) and no Stripe Connect keys', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...production,
      PAYMENTS_PROVIDER: 'none',
      STRIPE_SECRET_KEY: undefined,
      STRIPE_CONNECT_WEBHOOK_SECRET: undefined,
    });
    expect(config.payments).toEqual({ provider: 'none' });
  });

  it('refuses to start without SMTP_URL: mail would go nowhere', () => {
    expect(load({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
  });

  it("refuses to start without PUBLIC_URL: links would follow the request's Host header", () => {
    expect(load({ ...production, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('names every missing variable at once', () => {
    expect(load({ NODE_ENV: 'production', BILLING_PROVIDER: 'stripe' })).toThrow(
      /SMTP_URL[\s\S]*PUBLIC_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('accepts Stripe with its keys', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...production,
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.billing.provider).toBe('stripe');
  });

  it('keeps the local defaults outside production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).billing.provider).toBe('test');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).payments).toEqual({ provider: 'test' });
  });
});

describe('PAYMENTS_PROVIDER', () => {
  it('is the test provider by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ provider: 'test' });
  });

  it('needs STRIPE_SECRET_KEY and STRIPE_CONNECT_WEBHOOK_SECRET for Stripe Connect', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_CONNECT_WEBHOOK_SECRET: required/,
    );
    const { payments, billing } = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    });
    expect(payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_connect' },
    });
    // Billing keeps its own provider and webhook secret.
    expect(billing.provider).toBe('test');
  });

  it('turns payments off with none, Stripe keys or not', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENTS_PROVIDER: 'none' }).payments).toEqual({ provider: 'none' });
    const withKeys = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENTS_PROVIDER: 'none',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    });
    expect(withKeys.payments).toEqual({ provider: 'none' });
  });
});

describe('PORTAL_BASE_DOMAIN', () => {
  it('is off unless set, and read as a lower-cased domain', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).portalBaseDomain).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), PORTAL_BASE_DOMAIN: 'Portals.Example.com.' }).portalBaseDomain).toBe(
      'portals.example.com',
    );
  });

  it.each(['https://portals.example.com', 'portals.example.com:443', 'localhost', 'portals..example.com', 'a_b.com'])(
    'stops with a message naming it for %s',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), PORTAL_BASE_DOMAIN: value })).toThrow(
        /PORTAL_BASE_DOMAIN: must be/,
      );
    },
  );
});

describe('SIGNING_P12_PATH and SIGNING_P12_PASSPHRASE', () => {
  it('leave the generated seal in DATA_DIR unless both are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).signingP12).toBeUndefined();
    const given = loadConfig({ DATA_DIR: dataDir(), SIGNING_P12_PATH: 'keys/seal.p12', SIGNING_P12_PASSPHRASE: 'pw' });
    expect(given.signingP12).toEqual({ p12Path: path.resolve('keys/seal.p12'), passphrase: 'pw' });
  });

  it('refuse one without the other', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIGNING_P12_PATH: '/keys/seal.p12' })).toThrow(
      /SIGNING_P12_PASSPHRASE: required when SIGNING_P12_PATH is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIGNING_P12_PASSPHRASE: 'pw' })).toThrow(
      /SIGNING_P12_PATH: required when SIGNING_P12_PASSPHRASE is set/,
    );
  });
});
