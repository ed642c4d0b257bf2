import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { megabytes } from '@bloom/core';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './migrate';
import { authOptions, createAuth } from './modules/auth/auth';
import { createBilling } from './modules/billing/create-billing';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping';
import { createV1Access } from './modules/integrations/v1/v1-access';
import { openDatabase } from './platform/db/database';
import { DatabaseOpenError } from './platform/db/open-pglite';
import { createJobs } from './platform/jobs/jobs';
import { createMailer } from './platform/mail/mailer';
import { createPaymentProvider } from './platform/payments';
import { loadOrCreateSealKey, SealKeyError } from './platform/pdf/seal-key';
import { createStorage } from './platform/storage/create-storage';
import { registerWorkers } from './workers';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  if (config.smtpUrl && !config.publicUrl) {
    console.warn(
      "PUBLIC_URL is not set: emailed links follow each request's Host header. Set it when mail leaves this machine.",
    );
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const authDeps = {
    db,
    mailer,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    isProduction: config.isProduction,
  };
  // The seal for final agreement PDFs: a bad P12 or passphrase stops the start, not the first signing.
  const seal = loadOrCreateSealKey({ dataDir: config.dataDir, given: config.signingP12 });
  await migrate(db, authOptions(authDeps));
  const storage = await createStorage(config.storage, config.dataDir);
  const stopHousekeeping = scheduleHousekeeping(db, storage);
  const jobs = createJobs({ db, databaseUrl: config.databaseUrl });
  await registerWorkers(jobs, {
    db,
    mailer,
    storage,
    appOrigin: config.appOrigin,
    secret: config.authSecret,
    isProduction: config.isProduction,
    portalBaseDomain: config.portalBaseDomain,
    publicUrl: config.publicUrl,
  });
  await jobs.start();
  const v1Access = createV1Access(db, { rateLimitScale: config.rateLimitScale });
  const app = createApp({
    db,
    auth: createAuth(authDeps),
    billing: createBilling(db, config.billing),
    payments: createPaymentProvider(db, config.payments, { origin: config.appOrigin }),
    secret: config.authSecret,
    rateLimitScale: config.rateLimitScale,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    isProduction: config.isProduction,
    webDist: path.resolve(here, '../../web/dist'),
    storage,
    maxUploadBytes: megabytes(config.storage.maxUploadMb),
    adminEmails: config.adminEmails,
    supportEmail: config.supportEmail,
    checkResponses: config.checkResponses,
    appOrigin: config.appOrigin,
    notificationDelaySeconds: config.notificationDelaySeconds,
    portalDomains: { baseDomain: config.portalBaseDomain },
    seal,
    v1Access,
  });
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    const url = config.publicUrl ?? `http://localhost:${config.port}`;
    // `npm start` passes how long its builds took, so the line says how long the whole start took.
    const seconds = (Number(process.env.BLOOM_START_MS ?? 0) + process.uptime() * 1000) / 1000;
    console.log(
      `Bloom is running at ${url} (database: ${where}, mail: ${config.smtpUrl ? 'SMTP' : 'outbox at /dev/outbox, readable from this machine only'}, billing: ${config.billing.provider}, payments: ${config.payments.provider}, files: ${config.storage.s3 ? `S3 bucket ${config.storage.s3.bucket}` : 'local disk'}; ready in ${seconds.toFixed(1)} s)`,
    );
  });
  const shutdown = () => {
    stopHousekeeping();
    server.close();
    // Running jobs finish (or are failed, to be retried) before the database closes under them.
    void jobs
      .stop()
      .catch((err: Error) => console.error('[jobs] stop:', err.message))
      // The API keys' counts held in memory reach the shared table before the database closes.
      .then(() => v1Access.stop())
      .catch((err: Error) => console.error('[api v1] stop:', err.message))
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  // What the operator can act on, without a stack (a damaged data folder: what to do about it).
  if (err instanceof ConfigError || err instanceof DatabaseOpenError || err instanceof SealKeyError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
