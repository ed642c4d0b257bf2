import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { authOptions, createAuth } from './auth/auth';
import { createBilling } from './billing/create-billing';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { scheduleHousekeeping } from './db/housekeeping';
import { migrate } from './db/migrate';
import { createMailer } from './email/mailer';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const authDeps = {
    db,
    mailer,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
  };
  await migrate(db, authOptions(authDeps));
  const stopHousekeeping = scheduleHousekeeping(db);
  const app = createApp({
    db,
    auth: createAuth(authDeps),
    billing: createBilling(db, config.billing, config.publicUrl),
    rateLimitScale: config.rateLimitScale,
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    webDist: path.resolve(here, '../../web/dist'),
  });
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    console.log(
      `Bloom is running at ${config.publicUrl} (database: ${where}, mail: ${config.smtpUrl ? 'SMTP' : 'outbox at /dev/outbox'}, billing: ${config.billing.provider})`,
    );
  });
  const shutdown = () => {
    stopHousekeeping();
    server.close();
    void db.destroy().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
