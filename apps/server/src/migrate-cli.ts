import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { migrate } from './migrate';
import { authOptions } from './modules/auth/auth';
import { createDatabase } from './platform/db/database';
import { DatabaseOpenError } from './platform/db/open-pglite';
import { createMailer } from './platform/mail/mailer';

/** `npm run migrate`: the same migrations the server applies at start-up. */
try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  await migrate(
    db,
    authOptions({
      db,
      mailer,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
    }),
  );
  await db.destroy();
  console.log('Migrations applied.');
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DatabaseOpenError ? err.message : err);
  process.exit(1);
}
